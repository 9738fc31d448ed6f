import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { OwnSession } from '../../../../../shared/api/auth.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { ownSessionsQuery, useEndOtherSessions, useEndOwnSession } from '../api/own-sessions.ts';
import { ConfirmItIsYou, needsFreshProof, otherDevicesSignedOutText, type ActionAwaitingProof } from './confirm-it-is-you.tsx';
import styles from './settings.module.css';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const deviceName = (session: OwnSession) => session.device ?? 'Unknown browser';

/**
 * Where the person is signed in, and a way to sign out a device they do not recognise, or all the
 * others. Past a few minutes after signing in, a code texted to their own number confirms it is
 * them first (`server/auth/own-sessions.api.test.ts`).
 */
export function SessionSettings({ phoneNumber }: { phoneNumber: string }) {
  const sessions = useQuery(ownSessionsQuery);
  const endSession = useEndOwnSession();
  const endOthers = useEndOtherSessions();
  const [awaiting, setAwaiting] = useState<ActionAwaitingProof | null>(null);
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  function signOut(session: OwnSession) {
    const purpose = `sign out ${deviceName(session)}`;
    const run = () => endSession.mutate(session.id, { onError: (error) => needsFreshProof(error) && setAwaiting(awaiting) });
    const awaiting: ActionAwaitingProof = { purpose, confirmLabel: 'Confirm and sign out', run };
    run();
  }

  function signOutOthers() {
    const run = () => endOthers.mutate(undefined, { onError: (error) => needsFreshProof(error) && setAwaiting(awaiting) });
    const awaiting: ActionAwaitingProof = { purpose: 'sign out all your other devices', confirmLabel: 'Confirm and sign out', run };
    run();
  }

  const failed = [endSession.error, endOthers.error].find((error) => error && !needsFreshProof(error));

  return (
    <Card as="section" aria-labelledby="session-settings-title" className={styles.stack}>
      <h2 id="session-settings-title">Where you're signed in</h2>
      <p className={styles.muted}>The devices signed in to your account. Sign out any you don't recognise.</p>
      {sessions.isPending ? (
        <LoadingState>Loading your devices…</LoadingState>
      ) : sessions.isError ? (
        <Alert tone="error">{errorText(sessions.error)}</Alert>
      ) : (
        <ul className={styles.sessionList}>
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className={styles.sessionRow}>
              <span className={styles.checkboxText}>
                <span className={styles.checkboxLabel}>
                  {deviceName(session)}
                  {session.current && <span className={styles.currentTag}> · This device</span>}
                </span>
                <span className={styles.muted}>
                  Signed in {when(session.createdAt)} · last active {when(session.lastSeenAt)}
                </span>
              </span>
              {!session.current && (
                <Button
                  variant="secondary"
                  onClick={() => signOut(session)}
                  loading={endSession.isPending && endSession.variables === session.id}
                  aria-label={`Sign out ${deviceName(session)}, signed in ${when(session.createdAt)}`}
                >
                  <LogOut size={18} aria-hidden="true" />
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 1 && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={signOutOthers} loading={endOthers.isPending}>
            Sign out all other devices
          </Button>
        </div>
      )}
      {endOthers.isSuccess && (
        <p className={styles.saved} role="status">
          {otherDevicesSignedOutText(endOthers.data.ended)}
        </p>
      )}
      {failed && <Alert tone="error">{errorText(failed)}</Alert>}
      {awaiting && <ConfirmItIsYou phoneNumber={phoneNumber} action={awaiting} onClose={() => setAwaiting(null)} />}
    </Card>
  );
}
