import { useState, type FormEvent } from 'react';
import { phoneInputSchema, type EventDetails } from '../../../../../shared/api/events.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAddHost, useRemoveHost } from '../api/hosts.ts';
import styles from './events.module.css';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/** Co-hosts: added by the phone number of their Tandem account (or from Participants), removed here. */
export function HostsSection({ event }: { event: EventDetails }) {
  const [phoneNumber, setPhoneNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const addHost = useAddHost();
  const removeHost = useRemoveHost();

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const parsed = phoneInputSchema.safeParse(phoneNumber);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? 'Enter a phone number.');
      return;
    }
    setPhoneError(null);
    addHost.mutate({ eventId: event.id, host: { phoneNumber: parsed.data } }, { onSuccess: () => setPhoneNumber('') });
  }

  const error = addHost.error ?? removeHost.error;

  return (
    <Card as="section" aria-labelledby="event-cohosts-title" className={styles.section}>
      <h2 id="event-cohosts-title">Co-hosts</h2>
      <p className={styles.muted}>Co-hosts can edit the event, invite and remove people, just like you.</p>
      <ul className={styles.people}>
        {event.hosts.map((host) => (
          <li key={host.userId} className={styles.person}>
            <Avatar name={host.name} pictureId={host.pictureId} size="small" />
            <span className={styles.personName}>{host.name ?? 'No name yet'}</span>
            {host.role === 'creator' ? (
              <span className={styles.badge}>Organiser</span>
            ) : (
              <Button
                variant="ghost"
                size="small"
                loading={removeHost.isPending && removeHost.variables?.userId === host.userId}
                onClick={() => removeHost.mutate({ eventId: event.id, userId: host.userId })}
                aria-label={`Remove ${host.name ?? 'this co-host'} as co-host`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{messageOf(error)}</Alert>}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label="Add a co-host by phone number"
          hint="They need a Tandem account. You can also make a joined participant a co-host with “Make co-host” in the participants list."
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phoneNumber}
          error={phoneError ?? undefined}
          onChange={(change) => {
            setPhoneNumber(change.target.value);
            setPhoneError(null);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={addHost.isPending}>
            Add co-host
          </Button>
        </div>
      </form>
    </Card>
  );
}
