import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Minus } from 'lucide-react';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import type { Participant } from '../../../../../shared/api/participants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { eventKeys } from '../api/event-keys.ts';
import { useInviteHost } from '../api/hosts.ts';
import { useParticipants, useRemoveParticipant, useRevokeInvitation } from '../api/participants.ts';
import { countByFilter, filterParticipants, participantFilters, type ParticipantFilter } from '../participant-filter.ts';
import { CopyButton } from './copy-button.tsx';
import { CsvImportForm } from './csv-import-form.tsx';
import styles from './events.module.css';
import { InviteForm } from './invite-form.tsx';

const pageSize = 50;

type PendingAction = { kind: 'remove' | 'revoke'; participant: Participant };

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

function displayName(participant: Participant): string {
  if (participant.deleted) return 'Deleted user';
  return participant.name ?? participant.phoneNumber ?? participant.email ?? 'Someone without a name yet';
}

const stateLabels: Record<Participant['state'], { text: string; className: string }> = {
  joined: { text: 'Joined', className: styles.badgeSuccess! },
  invited: { text: 'Not yet joined', className: styles.badgeAccent! },
  revoked: { text: 'Revoked', className: styles.badgeDanger! },
  removed: { text: 'Removed', className: styles.badgeDanger! },
};

/** The host's view of who is coming: add, import, find, copy links, revoke, remove, invite to co-host. */
export function ParticipantsSection({ event }: { event: EventDetails }) {
  const participants = useParticipants(event.id, event.viewer.canEdit);
  const [filter, setFilter] = useState<ParticipantFilter>('all');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(pageSize);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const revoke = useRevokeInvitation();
  const remove = useRemoveParticipant();
  const addHost = useInviteHost();
  const [hostInvited, setHostInvited] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const list = participants.data?.participants;
  const counts = useMemo(() => countByFilter(list ?? []), [list]);
  const visible = useMemo(() => filterParticipants(list ?? [], filter, query), [list, filter, query]);

  function confirmPending() {
    if (!pending) return;
    const input = { eventId: event.id, participantId: pending.participant.id };
    const mutation = pending.kind === 'remove' ? remove : revoke;
    mutation.mutate(input, { onSuccess: () => setPending(null) });
  }

  /** Both the list and the event's joined count: guests join from elsewhere. */
  function refresh() {
    void participants.refetch();
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.id) });
  }

  const pendingMutation = pending?.kind === 'remove' ? remove : revoke;

  return (
    <Card as="section" aria-labelledby="event-participants-title" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="event-participants-title">Participants</h2>
        <Button variant="ghost" size="small" loading={participants.isFetching && !participants.isPending} onClick={refresh}>
          Refresh
        </Button>
      </div>
      {participants.data && (
        <ul className={styles.counts} aria-label="Counts">
          <li className={`${styles.badge} ${styles.badgeSuccess}`}>{participants.data.counts.joined} joined</li>
          <li className={`${styles.badge} ${styles.badgeAccent}`}>{participants.data.counts.invited} not yet joined</li>
          {participants.data.counts.revoked > 0 && <li className={styles.badge}>{participants.data.counts.revoked} revoked</li>}
          {participants.data.counts.removed > 0 && <li className={styles.badge}>{participants.data.counts.removed} removed</li>}
        </ul>
      )}

      <details className={styles.disclosure}>
        <summary>Add an invitee</summary>
        <div className={styles.disclosureBody}>
          <InviteForm eventId={event.id} />
        </div>
      </details>
      <details className={styles.disclosure}>
        <summary>Import invitees from a CSV</summary>
        <div className={styles.disclosureBody}>
          <CsvImportForm eventId={event.id} />
        </div>
      </details>

      {participants.isPending && (
        <div className={styles.loading}>
          <Spinner size="large" label="Loading participants" />
        </div>
      )}
      {participants.isError && (
        <Alert tone="error" title="Could not load the participants">
          <p>{messageOf(participants.error)}</p>
          <Button variant="secondary" size="small" onClick={() => void participants.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {list && list.length === 0 && (
        <p className={styles.muted}>Nobody yet. Share the event link, or add invitees above to give each one a personal link.</p>
      )}
      {list && list.length > 0 && (
        <>
          <div className={styles.filters} role="group" aria-label="Show">
            {participantFilters.map((option) => (
              <button
                key={option.value}
                type="button"
                className={styles.filter}
                aria-pressed={filter === option.value}
                onClick={() => {
                  setFilter(option.value);
                  setShown(pageSize);
                }}
              >
                {option.label} ({counts[option.value]})
              </button>
            ))}
          </div>
          <TextField
            label="Search participants"
            type="search"
            placeholder="Name, phone number or email"
            autoComplete="off"
            value={query}
            onChange={(change) => {
              setQuery(change.target.value);
              setShown(pageSize);
            }}
          />
          {addHost.error && <Alert tone="error">{messageOf(addHost.error)}</Alert>}
          {hostInvited && !addHost.error && (
            <p className={styles.muted} role="status">
              {hostInvited} is invited to co-host. They become a co-host once they accept.
            </p>
          )}
          <p className={styles.muted}>
            You see the phone number and email of guests you invited yourself, and of guests who chose to share them with the hosts.
          </p>
          <p className={styles.muted} role="status">
            {visible.length === 0 ? 'Nobody matches.' : `Showing ${Math.min(shown, visible.length)} of ${visible.length}.`}
          </p>
          <ul className={styles.participants} aria-label="Participants">
            {visible.slice(0, shown).map((participant) => (
              <ParticipantRow
                key={participant.id}
                participant={participant}
                onRevoke={() => setPending({ kind: 'revoke', participant })}
                onRemove={() => setPending({ kind: 'remove', participant })}
                onMakeHost={() =>
                  addHost.mutate(
                    { eventId: event.id, host: { participantId: participant.id } },
                    { onSuccess: () => setHostInvited(displayName(participant)) },
                  )
                }
                makingHost={
                  addHost.isPending &&
                  addHost.variables?.host &&
                  'participantId' in addHost.variables.host &&
                  addHost.variables.host.participantId === participant.id
                }
              />
            ))}
          </ul>
          {visible.length > shown && (
            <Button variant="secondary" onClick={() => setShown((count) => count + pageSize)}>
              Show {Math.min(pageSize, visible.length - shown)} more
            </Button>
          )}
        </>
      )}

      <Dialog
        open={pending !== null}
        onClose={() => {
          setPending(null);
          revoke.reset();
          remove.reset();
        }}
        title={
          pending?.kind === 'remove'
            ? `Remove ${pending ? displayName(pending.participant) : ''}?`
            : `Revoke the invitation of ${pending ? displayName(pending.participant) : ''}?`
        }
        description={
          pending?.kind === 'remove'
            ? 'They leave the event and cannot join again through the event link.'
            : 'Their personal link stops working. You can invite them again later.'
        }
        actions={
          <>
            <Button variant="danger" loading={pendingMutation.isPending} onClick={confirmPending}>
              {pending?.kind === 'remove' ? 'Remove' : 'Revoke invitation'}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </>
        }
      >
        {pendingMutation.error && <Alert tone="error">{messageOf(pendingMutation.error)}</Alert>}
      </Dialog>
    </Card>
  );
}

function OnboardingMark({ done, label }: { done: boolean; label: string }) {
  return (
    <li className={`${styles.badge} ${done ? styles.badgeSuccess : ''}`}>
      {done ? <Check size={14} aria-hidden="true" /> : <Minus size={14} aria-hidden="true" />}
      {label}
      <span className="visually-hidden">{done ? ': done' : ': not yet'}</span>
    </li>
  );
}

type ParticipantRowProps = {
  participant: Participant;
  onRevoke: () => void;
  onRemove: () => void;
  onMakeHost: () => void;
  makingHost: boolean | undefined;
};

function ParticipantRow({ participant, onRevoke, onRemove, onMakeHost, makingHost }: ParticipantRowProps) {
  const name = displayName(participant);
  // A deleted account left the event on its own: "Removed" would say a host removed it.
  const state = participant.deleted ? { text: 'Account deleted', className: '' } : stateLabels[participant.state];
  const contact = [participant.phoneNumber, participant.email].filter(Boolean).join(' · ');
  return (
    <li className={styles.participant}>
      <div className={styles.participantHead}>
        <span className={styles.participantName}>{name}</span>
        <span className={`${styles.badge} ${state.className}`}>{state.text}</span>
        {participant.isHost && <span className={styles.badge}>Host</span>}
        {participant.invited && participant.state === 'joined' && <span className={styles.badge}>Invited</span>}
      </div>
      {contact && <span className={styles.contact}>{contact}</span>}
      {participant.contactHidden && <span className={styles.contactHidden}>Contact details not shared with hosts</span>}
      {participant.onboarding && (
        <ul className={styles.onboarding} aria-label={`Onboarding of ${name}`}>
          <OnboardingMark done={participant.onboarding.hasDetails} label="Details" />
          <OnboardingMark done={participant.onboarding.hasPicture} label="Picture" />
          <OnboardingMark done={participant.onboarding.hasDossier} label="Dossier" />
        </ul>
      )}
      {!participant.deleted && (participant.state === 'invited' || (participant.state === 'joined' && !participant.isHost)) && (
        <div className={styles.rowActions}>
          {participant.state === 'invited' && participant.link && (
            <CopyButton text={participant.link} label="Copy link" what={`personal link of ${name}`} />
          )}
          {participant.state === 'invited' && (
            <Button variant="ghost" size="small" onClick={onRevoke} aria-label={`Revoke the invitation of ${name}`}>
              Revoke
            </Button>
          )}
          {participant.state === 'joined' && (
            <>
              <Button variant="secondary" size="small" loading={makingHost} onClick={onMakeHost} aria-label={`Invite as co-host: ${name}`}>
                Invite as co-host
              </Button>
              <Button variant="ghost" size="small" onClick={onRemove} aria-label={`Remove ${name}`}>
                Remove
              </Button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
