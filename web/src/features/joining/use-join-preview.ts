import type { EventPreview } from '../../../../shared/api/events.ts';
import { useEventPreview } from './api/event-preview.ts';
import { joinProblemFrom, type JoinLink, type JoinProblem } from './join-link.ts';

export type JoinPreviewState =
  | { status: 'loading' }
  /** The event cannot be shown (unknown, malformed, or the request failed). */
  | { status: 'problem'; problem: JoinProblem }
  /** `linkProblem`: the personal link is unusable, though the event itself is shown. */
  | { status: 'ready'; preview: EventPreview; linkProblem: JoinProblem | null };

const placeholderLink: JoinLink = { eventId: '', memberHash: null };

/**
 * The event a join page shows. When the personal link is the problem (revoked, another event's),
 * the event is still shown, loaded without the hash, with the link's own message.
 */
export function useJoinPreview(link: JoinLink | null): JoinPreviewState | null {
  const withHash = useEventPreview(link ?? placeholderLink, link !== null);
  const hashProblem = withHash.error && link?.memberHash ? joinProblemFrom(withHash.error) : null;
  const needsPlainPreview = hashProblem?.kind === 'link';
  const plain = useEventPreview({ eventId: link?.eventId ?? '', memberHash: null }, needsPlainPreview);

  if (link === null) return null;
  if (withHash.data) return { status: 'ready', preview: withHash.data, linkProblem: null };
  if (withHash.error && !needsPlainPreview) return { status: 'problem', problem: joinProblemFrom(withHash.error) };
  if (needsPlainPreview) {
    if (plain.data) return { status: 'ready', preview: plain.data, linkProblem: hashProblem };
    if (plain.error) return { status: 'problem', problem: joinProblemFrom(plain.error) };
  }
  return { status: 'loading' };
}
