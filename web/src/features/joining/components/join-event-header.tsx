import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router';
import { Contact } from 'lucide-react';
import { track } from '../../../platform/analytics/track.ts';
import { Alert } from '../../../ui/alert.tsx';
import checkboxStyles from '../../../ui/checkbox-list.module.css';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { useHostSharingChoice } from '../host-sharing-choice.ts';
import { eventContextFromPreview } from '../join-link.ts';
import type { JoinPreviewState } from '../use-join-preview.ts';
import { EventPreviewCard } from './event-preview-card.tsx';
import styles from './join-event.module.css';

/**
 * What joining shares with the hosts, asked before the guest joins: a real choice, off unless
 * ticked, changeable later on the event's page. Settings is linked only where the guest joins
 * with a button: in the middle of sign-in, the link would lead away from the event before it is
 * joined (and, signed out, to sign-in first).
 */
function ShareWithHostsChoice({ eventId, linkSettings }: { eventId: string; linkSettings: boolean }) {
  const [share, setShare] = useHostSharingChoice(eventId);
  return (
    <div className={styles.hostsSee}>
      <Contact size={16} aria-hidden="true" />
      <div className={styles.hostsSeeText}>
        <label className={checkboxStyles.checkbox}>
          <input type="checkbox" checked={share} onChange={(change) => setShare(change.target.checked)} />
          <span>Let the hosts see my phone number and email</span>
        </label>
        <span>
          The hosts see your name and photo either way, and the contact details they typed when inviting you. You can change this on the
          event's page.{' '}
          {linkSettings ? <Link to="/settings">Who sees what, in Settings</Link> : 'Once you are signed in, Settings shows who sees what.'}
        </span>
      </div>
    </div>
  );
}

/**
 * What a join page shows above the sign-in: the event, or why it cannot be shown, and what the
 * guest should know first (a full event, an unusable or already used personal link). Without a
 * sign-in step under it (`isPageTitle`), the event's name is the page's level-one heading.
 */
export function JoinEventHeader({
  state,
  isPageTitle = false,
  linkSettings = false,
}: {
  state: JoinPreviewState;
  isPageTitle?: boolean;
  /** The guest is signed in and joins with a button: the choice about what hosts see links Settings. */
  linkSettings?: boolean;
}) {
  const preview = state.status === 'ready' ? state.preview : null;
  const eventId = preview?.id;
  const inviteParticipantId = preview?.invitee?.participantId;

  // A personal link names its invitee: the view is counted with who it was meant for, once per
  // event and invitee (the preview object is new on each load, so it is read, not watched).
  const trackInvitedView = useEffectEvent((participantId: string) => {
    if (preview) track.eventViewed({ ...eventContextFromPreview(preview), invite_participant_id: participantId });
  });
  useEffect(() => {
    if (eventId && inviteParticipantId) trackInvitedView(inviteParticipantId);
  }, [eventId, inviteParticipantId]);

  if (state.status === 'loading') {
    return <LoadingState className={styles.loading}>Loading the event…</LoadingState>;
  }
  if (state.status === 'problem') {
    return (
      <>
        {/* The page is about the problem: its title names the page for a screen reader. */}
        {isPageTitle && <h1 className="visually-hidden">{state.problem.title}</h1>}
        <Alert tone="error" title={state.problem.title}>
          {state.problem.message}
        </Alert>
      </>
    );
  }
  const { preview: event, linkProblem } = state;
  const canJoin = !event.isOver && !linkProblem && !(event.isFull && !event.invitee?.joined);
  return (
    <>
      <EventPreviewCard
        preview={event}
        linkWorks={linkProblem === null}
        isPageTitle={isPageTitle}
        footnote={canJoin && <ShareWithHostsChoice eventId={event.id} linkSettings={linkSettings} />}
      />
      {event.isOver && (
        <Alert tone="info" title="This event is over">
          It has ended. If you took part, sign in to find your matches and chats.
        </Alert>
      )}
      {!event.isOver && linkProblem && (
        <Alert tone="error" title={linkProblem.title}>
          {linkProblem.message}
        </Alert>
      )}
      {!event.isOver && !linkProblem && event.invitee?.joined && (
        <Alert tone="info" title="This personal link was already used">
          If that was you, sign in with the same number to open the event.
        </Alert>
      )}
      {!event.isOver && !linkProblem && event.isFull && !event.invitee?.joined && (
        <Alert tone="info" title="This event is full">
          It has reached its capacity, so no one new can join for now. If you already joined, sign in to open it.
        </Alert>
      )}
    </>
  );
}
