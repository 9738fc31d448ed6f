import { useId, useState, type FormEvent } from 'react';
import { meetingDurations, type MeetingsResponse, type ProposeMeeting } from '../../../../../shared/api/meetings.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import fieldStyles from '../../../ui/text-field.module.css';
import styles from './meetings.module.css';
import { zoneCity } from '../../../../../shared/time-zones.ts';
import { proposalOf, suggestedStart, toLocalInput } from './meeting-time.ts';

export type MeetingFormProps = {
  events: MeetingsResponse['events'];
  /** Pre-fills a move with the meeting's own time and place. */
  initial?: { startsAt: number; durationMinutes: ProposeMeeting['durationMinutes']; place: string; eventId: string };
  submitLabel: string;
  saving: boolean;
  onSubmit: (proposal: ProposeMeeting) => void;
  onCancel?: () => void;
};

/** A time (on the event's clock), how long, and where: checked here before the server checks it again. */
export function MeetingForm({ events, initial, submitLabel, saving, onSubmit, onCancel }: MeetingFormProps) {
  const [eventId, setEventId] = useState(initial?.eventId ?? events[0]!.id);
  const event = events.find((candidate) => candidate.id === eventId) ?? events[0]!;
  const [start, setStart] = useState(() => toLocalInput(initial?.startsAt ?? suggestedStart(event, Date.now()), event.timeZone));
  const [durationMinutes, setDurationMinutes] = useState<ProposeMeeting['durationMinutes']>(initial?.durationMinutes ?? 30);
  const [place, setPlace] = useState(initial?.place ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const eventFieldId = useId();
  const durationId = useId();

  function chooseEvent(id: string) {
    const next = events.find((candidate) => candidate.id === id)!;
    setEventId(id);
    setStart(toLocalInput(suggestedStart(next, Date.now()), next.timeZone));
  }

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const proposal = proposalOf({ event, start, durationMinutes, place }, Date.now());
    if ('problem' in proposal) {
      setProblem(proposal.problem);
      return;
    }
    setProblem(null);
    onSubmit(proposal);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="When and where to meet">
      {events.length > 1 && (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={eventFieldId}>
            Event
          </label>
          <select
            id={eventFieldId}
            className={`${fieldStyles.input} ${styles.select}`}
            value={eventId}
            onChange={(change) => chooseEvent(change.target.value)}
          >
            {events.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        label={`Time (${zoneCity(event.timeZone)} time)`}
        type="datetime-local"
        step={900}
        min={toLocalInput(event.startsAt, event.timeZone)}
        max={toLocalInput(event.endsAt, event.timeZone)}
        value={start}
        onChange={(change) => {
          setStart(change.target.value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        required
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={durationId}>
          How long
        </label>
        <select
          id={durationId}
          className={`${fieldStyles.input} ${styles.select}`}
          value={durationMinutes}
          onChange={(change) => setDurationMinutes(Number(change.target.value) as ProposeMeeting['durationMinutes'])}
        >
          {meetingDurations.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Where"
        optional
        placeholder="By the coffee bar"
        maxLength={200}
        value={place}
        onChange={(change) => setPlace(change.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Keep the current time
          </Button>
        )}
      </div>
    </form>
  );
}
