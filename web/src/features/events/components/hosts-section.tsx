import { useState, type FormEvent } from 'react';
import { phoneInputSchema, type EventDetails, type SentHostInvitation } from '../../../../../shared/api/events.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useHosts, useInviteHost, useRemoveHost, useWithdrawHostInvitation } from '../api/hosts.ts';
import styles from './events.module.css';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

const invitee = (invitation: SentHostInvitation) => invitation.phoneNumber ?? invitation.participantName ?? 'A participant';

/**
 * Co-hosts: invited by phone number (or with "Invite as co-host" in Participants), removed here.
 * An invitation waits for its invitee's answer, and never says whether the number has an account.
 */
export function HostsSection({ event }: { event: EventDetails }) {
  const [phoneNumber, setPhoneNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hostsQuery = useHosts(event.id);
  const inviteHost = useInviteHost();
  const removeHost = useRemoveHost();
  const withdraw = useWithdrawHostInvitation();
  const hosts = hostsQuery.data?.hosts ?? event.hosts;
  const invitations = hostsQuery.data?.invitations ?? [];

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const parsed = phoneInputSchema.safeParse(phoneNumber);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? 'Enter a phone number.');
      return;
    }
    setPhoneError(null);
    setSentTo(null);
    inviteHost.mutate(
      { eventId: event.id, host: { phoneNumber: parsed.data } },
      {
        onSuccess: () => {
          setSentTo(parsed.data);
          setPhoneNumber('');
        },
      },
    );
  }

  const error = inviteHost.error ?? removeHost.error ?? withdraw.error;

  return (
    <Card as="section" aria-labelledby="event-cohosts-title" className={styles.section}>
      <h2 id="event-cohosts-title">Co-hosts</h2>
      <p className={styles.muted}>
        Co-hosts can edit the event, invite and remove people, just like you. Someone becomes a co-host only once they accept your
        invitation.
      </p>
      <ul className={styles.people}>
        {hosts.map((host) => (
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
      {invitations.length > 0 && (
        <>
          <h3 className={styles.subheading}>Invited, waiting for an answer</h3>
          <ul className={styles.people} aria-label="Co-host invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className={styles.person}>
                <span className={styles.personName}>{invitee(invitation)}</span>
                <span className={`${styles.badge} ${styles.badgeAccent}`}>Invited</span>
                <Button
                  variant="ghost"
                  size="small"
                  loading={withdraw.isPending && withdraw.variables?.invitationId === invitation.id}
                  onClick={() => withdraw.mutate({ eventId: event.id, invitationId: invitation.id })}
                  aria-label={`Withdraw the co-host invitation of ${invitee(invitation)}`}
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && <Alert tone="error">{messageOf(error)}</Alert>}
      {sentTo && !error && (
        <p className={styles.muted} role="status">
          Invitation sent to {sentTo}. If the number has a Tandem account, they see it on their home page now; otherwise when they first
          sign in with it.
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label="Invite a co-host by phone number"
          hint="They accept or decline in Tandem. You can also invite a joined participant with “Invite as co-host” in the participants list."
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
          <Button type="submit" variant="secondary" loading={inviteHost.isPending}>
            Invite co-host
          </Button>
        </div>
      </form>
    </Card>
  );
}
