import { useState } from 'react';
import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import type { Meeting, MeetingsResponse, ProposeMeeting } from '../../../../../shared/api/meetings.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonAnchor } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { meetingInvitePath, useChangeMeeting } from '../api/meetings.ts';
import { meetingCardState } from './meeting-card-state.ts';
import { MeetingForm } from './meeting-form.tsx';
import { formatMeetingTime } from './meeting-time.ts';
import styles from './meetings.module.css';

export type MeetingCardProps = {
  meeting: Meeting;
  viewerId: string;
  otherName: string;
  /** The events the two can meet at, for suggesting another time. */
  events: MeetingsResponse['events'];
};

const icons = { open: CalendarClock, agreed: CalendarCheck, off: CalendarX } as const;

/**
 * A meeting in the chat, as both people see it where it last changed: the time and place, who
 * proposed or answered, and, for the one it was proposed to, Accept, Decline or Suggest another
 * time. It follows the meeting live (`meeting.updated`).
 */
export function MeetingCard({ meeting, viewerId, otherName, events }: MeetingCardProps) {
  const change = useChangeMeeting(meeting.conversationId);
  const [suggesting, setSuggesting] = useState(false);
  const state = meetingCardState(meeting, viewerId, otherName);
  const Icon = icons[state.tone];
  const answering = change.isPending ? change.variables.kind : null;

  return (
    <article className={`${styles.card} ${styles[state.tone]}`} aria-label={`Meeting: ${state.heading}`}>
      <p className={styles.cardHeading}>
        <Icon size={18} aria-hidden="true" />
        {state.heading}
      </p>
      <p className={styles.when}>{formatMeetingTime(meeting.startsAt, meeting.endsAt, meeting.event.timeZone)}</p>
      <p className={styles.muted}>{meeting.place ? `${meeting.place} · ${meeting.event.name}` : meeting.event.name}</p>
      <p className={styles.cardDetail}>{state.detail}</p>
      {state.canAnswer && (
        <div className={styles.actions}>
          <Button
            size="small"
            loading={answering === 'accept'}
            disabled={change.isPending && answering !== 'accept'}
            onClick={() => change.mutate({ kind: 'accept', meetingId: meeting.id })}
          >
            Accept
          </Button>
          <Button
            size="small"
            variant="secondary"
            loading={answering === 'decline'}
            disabled={change.isPending && answering !== 'decline'}
            onClick={() => change.mutate({ kind: 'decline', meetingId: meeting.id })}
          >
            Decline
          </Button>
          <Button size="small" variant="secondary" disabled={change.isPending} onClick={() => setSuggesting(true)}>
            Suggest another time
          </Button>
        </div>
      )}
      {state.canAddToCalendar && (
        <div className={styles.actions}>
          <ButtonAnchor href={meetingInvitePath(meeting.id)} download size="small" variant="secondary">
            <CalendarCheck size={16} aria-hidden="true" />
            Add to calendar
          </ButtonAnchor>
        </div>
      )}
      {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
      <SuggestTimeDialog open={suggesting} onClose={() => setSuggesting(false)} meeting={meeting} otherName={otherName} events={events} />
    </article>
  );
}

/** Another time for a proposal, instead of its own: proposed again, by the one suggesting it. */
function SuggestTimeDialog({
  open,
  onClose,
  meeting,
  otherName,
  events,
}: {
  open: boolean;
  onClose: () => void;
  meeting: Meeting;
  otherName: string;
  events: MeetingsResponse['events'];
}) {
  const change = useChangeMeeting(meeting.conversationId);
  function close() {
    change.reset();
    onClose();
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Suggest another time"
      description={`${otherName} proposed ${formatMeetingTime(meeting.startsAt, meeting.endsAt, meeting.event.timeZone)}. Pick a time that suits you during the event.`}
    >
      {open && events.length > 0 && (
        <MeetingForm
          events={events}
          initial={{
            eventId: meeting.event.id,
            startsAt: meeting.startsAt,
            durationMinutes: ((meeting.endsAt - meeting.startsAt) / 60_000) as ProposeMeeting['durationMinutes'],
            place: meeting.place ?? '',
          }}
          submitLabel="Suggest this time"
          saving={change.isPending}
          onSubmit={(proposal) => change.mutate({ kind: 'reschedule', meetingId: meeting.id, proposal }, { onSuccess: close })}
          onCancel={close}
        />
      )}
      {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
    </Dialog>
  );
}
