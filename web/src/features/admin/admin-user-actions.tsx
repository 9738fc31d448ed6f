import { useState } from 'react';
import type { AdminUserDetail } from '../../../../shared/api/admin-users.ts';
import { errorText } from '../../lib/error-text.ts';
import { useClock } from '../../platform/clock/use-clock.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useAdminUserAction, type AdminUserAction } from './api/admin-users.ts';
import styles from './admin-user-page.module.css';

type Confirmation = { action: AdminUserAction; title: string; body: string; confirm: string; danger?: boolean };

/** What an admin may do to a person, each asked once more before it happens: role, block, sign out, delete. */
export function AdminUserActions({ detail, label }: { detail: AdminUserDetail; label: string }) {
  const action = useAdminUserAction(detail.user.id);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const { user } = detail;
  if (user.isDeleted) return null;

  const choices: Confirmation[] = [
    user.role === 'ADMIN'
      ? {
          action: { kind: 'role', role: 'USER' },
          title: `Revoke admin from ${label}?`,
          body: 'They lose the admin pages at once.',
          confirm: 'Revoke admin',
        }
      : {
          action: { kind: 'role', role: 'ADMIN' },
          title: `Make ${label} an admin?`,
          body: 'Admins see every event, person and conversation.',
          confirm: 'Make admin',
        },
    user.isBlocked
      ? { action: { kind: 'unblock' }, title: `Unblock ${label}?`, body: 'They can sign in again.', confirm: 'Unblock' }
      : {
          action: { kind: 'block' },
          title: `Block ${label}?`,
          body: 'They are signed out everywhere at once and cannot sign in until unblocked.',
          confirm: 'Block',
          danger: true,
        },
    {
      action: { kind: 'signOutEverywhere' },
      title: `Sign ${label} out everywhere?`,
      body: 'Every session ends at once, on every device; they can sign in again.',
      confirm: 'Sign out everywhere',
    },
    {
      action: { kind: 'delete' },
      title: `Delete ${label}'s account?`,
      body: 'Their name, contact details, pictures, voice notes and dossier are removed for good. Messages others received stay, from “Deleted user”.',
      confirm: 'Delete account',
      danger: true,
    },
  ];

  function run() {
    if (!asking) return;
    action.mutate(asking.action, { onSuccess: () => setAsking(null) });
  }

  return (
    <Card as="section" aria-labelledby="admin-user-actions-title" className={styles.card}>
      <h2 id="admin-user-actions-title">Actions</h2>
      <div className={styles.actions}>
        {choices.map((choice) => (
          <Button
            key={choice.confirm}
            variant={choice.danger ? 'danger' : 'secondary'}
            onClick={() => {
              action.reset();
              setAsking(choice);
            }}
          >
            {choice.confirm}
          </Button>
        ))}
      </div>
      {action.isError && !asking && <Alert tone="error">{errorText(action.error)}</Alert>}
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking?.title ?? ''}
        description={asking?.body}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={action.isPending}>
              Cancel
            </Button>
            <Button variant={asking?.danger ? 'danger' : 'primary'} loading={action.isPending} onClick={run}>
              {asking?.confirm}
            </Button>
          </>
        }
      >
        {action.isError && <Alert tone="error">{errorText(action.error)}</Alert>}
      </Dialog>
    </Card>
  );
}

function liveSessionIds(sessions: AdminUserDetail['sessions'], now: number): string {
  return sessions
    .filter((session) => session.revokedAt === null && Date.parse(session.expiresAt) > now)
    .map((session) => session.id)
    .join(' ');
}

/** The person's sessions, newest first, each revocable while it is live. */
export function AdminUserSessions({ detail }: { detail: AdminUserDetail }) {
  const action = useAdminUserAction(detail.user.id);
  // Which sessions are live now, as one string: a reading that changes only when a session runs
  // out (the time itself, in milliseconds, would differ between two reads of one render, and
  // React would render again and again).
  const liveIds = useClock((time) => liveSessionIds(detail.sessions, time));
  const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card as="section" aria-labelledby="admin-user-sessions-title" className={styles.card}>
      <h2 id="admin-user-sessions-title">Sessions</h2>
      {detail.sessions.length === 0 ? (
        <p className={styles.muted}>No sessions.</p>
      ) : (
        <ul className={styles.list}>
          {detail.sessions.map((session) => {
            const live = liveIds.split(' ').includes(session.id);
            return (
              <li key={session.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span title={session.userAgent ?? undefined}>{session.device ?? session.userAgent ?? 'Unknown browser'}</span>
                  <span className={styles.muted}>
                    {[
                      `signed in ${when(session.createdAt)}`,
                      `last seen ${when(session.lastSeenAt)}`,
                      session.ip,
                      session.current && 'this is you',
                      session.revokedAt
                        ? `ended ${when(session.revokedAt)}${session.revokedReason ? ` (${session.revokedReason})` : ''}`
                        : !live && 'expired',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                {live && (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Revoke: session signed in ${when(session.createdAt)}`}
                    loading={action.isPending && action.variables?.kind === 'revokeSession' && action.variables.sessionId === session.id}
                    onClick={() => action.mutate({ kind: 'revokeSession', sessionId: session.id })}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {action.isError && <Alert tone="error">{errorText(action.error)}</Alert>}
    </Card>
  );
}
