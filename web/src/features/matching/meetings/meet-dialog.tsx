import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { Meeting, ProposeMeeting } from '../../../../../shared/api/meetings.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonAnchor } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { meetingInvitePath, useChangeMeeting, useMeetings, type MeetingChange } from '../api/meetings.ts';
import { MeetingForm } from './meeting-form.tsx';
import { formatMeetingTime } from './meeting-time.ts';
import styles from './meetings.module.css';

export type MeetDialogProps = {
  open: boolean;
  onClose: () => void;
  conversationId: string;
  viewerId: string;
  otherName: string;
};

const isOn = (meeting: Meeting) => meeting.status === 'proposed' || meeting.status === 'accepted';

/** What the viewer reads about a meeting: who waits for whom. */
function statusLine(meeting: Meeting, viewerId: string, otherName: string): string {
  if (meeting.status === 'accepted') return `You're meeting ${otherName}`;
  if (meeting.status === 'proposed')
    return meeting.proposedBy === viewerId ? `Waiting for ${otherName} to answer` : `${otherName} proposed a time`;
  if (meeting.status === 'declined') return meeting.proposedBy === viewerId ? `${otherName} declined your time` : 'You declined this time';
  return 'Called off';
}

/**
 * "Meet": arranging a time at the event with a match. One meeting is on at a time: proposed by one,
 * accepted or declined by the other, moved or called off by either; once on, the invite goes into
 * the viewer's calendar.
 */
export function MeetDialog({ open, onClose, conversationId, viewerId, otherName }: MeetDialogProps) {
  const meetings = useMeetings(conversationId, open);
  const change = useChangeMeeting(conversationId);
  const [moving, setMoving] = useState(false);
  const current = meetings.data?.meetings.find(isOn) ?? null;
  const previous = current ? null : (meetings.data?.meetings[0] ?? null);

  function apply(next: MeetingChange) {
    change.mutate(next, { onSuccess: () => setMoving(false) });
  }

  function close() {
    change.reset();
    setMoving(false);
    onClose();
  }

  const propose = (proposal: ProposeMeeting) =>
    apply(current ? { kind: 'reschedule', meetingId: current.id, proposal } : { kind: 'propose', proposal });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Meet ${otherName}`}
      description="Pick a time during the event. Both of you can add it to your calendar."
    >
      <div className={styles.stack}>
        {meetings.isPending && (
          <p className={styles.muted} role="status">
            <Spinner label={null} /> Loading your meetings…
          </p>
        )}
        {meetings.isError && (
          <Alert tone="error">
            {errorText(meetings.error)}{' '}
            <Button variant="ghost" size="small" onClick={() => void meetings.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {current && (
          <section className={styles.meeting} aria-label="Your meeting">
            <p className={styles.status}>{statusLine(current, viewerId, otherName)}</p>
            <p className={styles.when}>{formatMeetingTime(current.startsAt, current.endsAt, current.event.timeZone)}</p>
            <p className={styles.muted}>{current.place ? `${current.place} · ${current.event.name}` : current.event.name}</p>
          </section>
        )}
        {current && !moving && (
          <div className={styles.actions}>
            {current.status === 'proposed' && current.proposedBy !== viewerId && (
              <>
                <Button loading={change.isPending} onClick={() => apply({ kind: 'accept', meetingId: current.id })}>
                  Accept
                </Button>
                <Button variant="secondary" disabled={change.isPending} onClick={() => apply({ kind: 'decline', meetingId: current.id })}>
                  Decline
                </Button>
              </>
            )}
            {current.status === 'accepted' && (
              <ButtonAnchor href={meetingInvitePath(current.id)} download>
                <CalendarPlus size={18} aria-hidden="true" />
                Add to calendar
              </ButtonAnchor>
            )}
            <Button variant="secondary" disabled={change.isPending} onClick={() => setMoving(true)}>
              {current.proposedBy === viewerId || current.status === 'accepted' ? 'Change the time' : 'Suggest another time'}
            </Button>
            <Button variant="ghost" disabled={change.isPending} onClick={() => apply({ kind: 'cancel', meetingId: current.id })}>
              Call it off
            </Button>
          </div>
        )}
        {previous && (
          <p className={styles.muted}>
            {statusLine(previous, viewerId, otherName)}: {formatMeetingTime(previous.startsAt, previous.endsAt, previous.event.timeZone)}.
          </p>
        )}
        {meetings.data && (!current || moving) && (
          <MeetingForm
            key={current?.id ?? 'new'}
            events={meetings.data.events}
            initial={
              current
                ? {
                    eventId: current.event.id,
                    startsAt: current.startsAt,
                    durationMinutes: ((current.endsAt - current.startsAt) / 60_000) as ProposeMeeting['durationMinutes'],
                    place: current.place ?? '',
                  }
                : undefined
            }
            submitLabel={current ? 'Propose the new time' : 'Propose this time'}
            saving={change.isPending}
            onSubmit={propose}
            onCancel={current ? () => setMoving(false) : undefined}
          />
        )}
        {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
      </div>
    </Dialog>
  );
}
