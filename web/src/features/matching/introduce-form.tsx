import { useId, useState, type FormEvent } from 'react';
import { limits } from '../../../../shared/limits.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/text-field.module.css';
import { useParticipants } from '../events/api/participants.ts';
import { useCreateIntroduction } from './api/host-matches.ts';
import { introducibleGuests, type GuestOption } from './host-guests.ts';
import styles from './matching.module.css';

/** A host introduces two joined guests: each then sees the other as a prospect, marked as introduced by the host. */
export function IntroduceForm({ eventId }: { eventId: string }) {
  const participants = useParticipants(eventId, true);
  const introduce = useCreateIntroduction();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [note, setNote] = useState('');
  const [introduced, setIntroduced] = useState<string | null>(null);
  const guests = introducibleGuests(participants.data?.participants ?? []);

  /** A change starts the next introduction: the last one's confirmation or error no longer applies. */
  function edit<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setIntroduced(null);
      if (introduce.isError) introduce.reset();
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!first || !second || first === second || introduce.isPending) return;
    const names = [first, second].map((userId) => guests.find((guest) => guest.userId === userId)?.name ?? 'Someone');
    const trimmedNote = note.trim();
    introduce.mutate(
      { eventId, body: { userIds: [first, second], ...(trimmedNote ? { note: trimmedNote } : {}) } },
      {
        onSuccess: () => {
          setIntroduced(`${names[0]} and ${names[1]} will each see the other among their people to meet, marked as introduced by you.`);
          setFirst('');
          setSecond('');
          setNote('');
        },
      },
    );
  }

  if (participants.isPending) return <p className={styles.muted}>Loading the guests…</p>;
  if (participants.isError) return <Alert tone="error">{errorText(participants.error)}</Alert>;
  if (guests.length < 2) return <p className={styles.muted}>Once two guests have joined, you can introduce them to each other here.</p>;

  return (
    <form className={styles.stack} onSubmit={submit} aria-describedby="introduce-status">
      <GuestSelect label="First guest" value={first} onChange={edit(setFirst)} guests={guests} exclude={second} />
      <GuestSelect label="Second guest" value={second} onChange={edit(setSecond)} guests={guests} exclude={first} />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="introduction-note">
          Why they should meet
          <span className={fieldStyles.optional} aria-hidden="true">
            {' '}
            (optional)
          </span>
        </label>
        <textarea
          id="introduction-note"
          className={fieldStyles.input}
          rows={3}
          maxLength={limits.introductionNoteMaxLength}
          value={note}
          onChange={(event) => edit(setNote)(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        {/* Not `disabled`: after an introduction the form resets with focus still on this button. */}
        <Button type="submit" loading={introduce.isPending} aria-disabled={!first || !second}>
          Introduce them
        </Button>
      </div>
      <p id="introduce-status" role="status" className={styles.muted}>
        {introduced}
      </p>
      {introduce.isError && <Alert tone="error">{errorText(introduce.error)}</Alert>}
    </form>
  );
}

function GuestSelect({
  label,
  value,
  onChange,
  guests,
  exclude,
}: {
  label: string;
  value: string;
  onChange: (userId: string) => void;
  guests: readonly GuestOption[];
  exclude: string;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={`${fieldStyles.input} ${styles.select}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
      >
        <option value="">Choose a guest</option>
        {guests.map((guest) => (
          <option key={guest.userId} value={guest.userId} disabled={guest.userId === exclude}>
            {guest.name}
          </option>
        ))}
      </select>
    </div>
  );
}
