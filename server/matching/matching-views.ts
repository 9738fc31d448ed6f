import {
  contactSharingSchema,
  type ContactDetails,
  type ContactSharing,
  type HostMatch,
  type Introduction,
  type Match,
  type Prospect,
  type ProspectUser,
} from '../../shared/api/matching.ts';
import { isStrongFit, type ProspectFacets } from './engine/engine-types.ts';
import type { EventMatchRow, ViewerMatchRow } from './matches.repository.ts';
import type { IntroductionRow } from './introductions.repository.ts';
import type { VisibleProspectRow } from './prospects.repository.ts';

/** What a match reveals when the user never chose (the column is null): email and LinkedIn. */
export const defaultContactSharing: ContactSharing = { email: true, phoneNumber: false, linkedin: true };

/** The stored choice, or the default when there is none or it cannot be read (not JSON, or not that shape). */
export function parseContactSharing(json: string | null): ContactSharing {
  if (!json) return defaultContactSharing;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return defaultContactSharing;
  }
  const parsed = contactSharingSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultContactSharing;
}

/** Someone as a prospect (or anyone before a match) sees them: no contact details. */
export function toProspectUser(user: {
  id: string;
  name: string | null;
  picture_id: string | null;
  /** The dossier's headline; null without a dossier document. */
  headline: string | null;
}): ProspectUser {
  return { id: user.id, name: user.name, pictureId: user.picture_id, headline: user.headline ?? '' };
}

/** The host's note comes first, in their name and quoted, so nobody takes it for Tandem's words. */
function reasonWithNote(reason: string, note: string | null, hostName: string | null): string {
  if (!note) return reason;
  const quoted = `${hostName ?? 'The host'} wrote: “${note}”`;
  return reason ? `${quoted} ${reason}` : quoted;
}

export function toProspect(row: VisibleProspectRow): Prospect {
  return {
    id: row.id,
    user: toProspectUser({ id: row.user_id, name: row.name, picture_id: row.picture_id, headline: row.headline }),
    reason: reasonWithNote(row.reason, row.introduction_note, row.introducer_name),
    interest: row.interest,
    introducedBy: row.introduced_by ? { id: row.introduced_by, name: row.introducer_name } : null,
    matched: Boolean(row.matched),
    fit: fitOf(row.facets),
  };
}

/** From the facets the engine stored with the row; a row without readable facets is not called strong. */
function fitOf(facets: string | null): Prospect['fit'] {
  if (!facets) return 'modest';
  try {
    const parsed = JSON.parse(facets) as Partial<ProspectFacets>;
    return Array.isArray(parsed.forViewer) &&
      Array.isArray(parsed.forProspect) &&
      isStrongFit({ forViewer: parsed.forViewer, forProspect: parsed.forProspect })
      ? 'strong'
      : 'modest';
  } catch {
    return 'modest';
  }
}

/** The contact details the other person chose to show their matches. */
function contactOf(row: Pick<ViewerMatchRow, 'email' | 'phone_number' | 'linkedin' | 'contact_sharing'>): ContactDetails {
  const sharing = parseContactSharing(row.contact_sharing);
  return {
    email: sharing.email ? row.email : null,
    phoneNumber: sharing.phoneNumber ? row.phone_number : null,
    linkedin: sharing.linkedin ? row.linkedin : null,
  };
}

/** A match as the viewer sees it; new when made after `lastVisit` (every match is new before the first visit). */
export function toMatch(row: ViewerMatchRow, lastVisit: number | null): Match {
  const createdAt = Number(row.created_at);
  return {
    id: row.id,
    eventId: row.event_id,
    user: {
      ...toProspectUser({ id: row.user_id, name: row.name, picture_id: row.picture_id, headline: row.headline }),
      contact: contactOf(row),
    },
    conversationId: row.conversation_id,
    reason: row.reason ?? '',
    source: row.source,
    createdAt,
    isNew: lastVisit === null || createdAt > lastVisit,
  };
}

type PairRow = Record<`${'a' | 'b'}_${'id' | 'name' | 'picture_id' | 'headline'}`, string | null>;

function pairUsers(row: PairRow): [ProspectUser, ProspectUser] {
  return [
    toProspectUser({ id: row.a_id!, name: row.a_name, picture_id: row.a_picture_id, headline: row.a_headline }),
    toProspectUser({ id: row.b_id!, name: row.b_name, picture_id: row.b_picture_id, headline: row.b_headline }),
  ];
}

export function toHostMatch(row: EventMatchRow): HostMatch {
  return {
    id: row.id,
    users: pairUsers(row),
    source: row.source,
    conversationId: row.conversation_id,
    createdAt: Number(row.created_at),
  };
}

export function toIntroduction(row: IntroductionRow): Introduction {
  return {
    id: row.id,
    users: pairUsers(row),
    introducedBy: { id: row.host_id, name: row.host_name },
    note: row.introduction_note,
    createdAt: Number(row.introduced_at ?? 0),
  };
}
