import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { OwnSession } from '../../../../../shared/api/auth.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatPhoneNumber } from '../../../platform/phone-numbers/use-phone-numbers.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { LoadingState } from '../../../ui/loading-state.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { ownSessionsQuery, useEndOwnSession, useReauthentication } from '../api/own-sessions.ts';
import { codeLength, isCompleteCode, keepCodeDigits } from '../verification-code.ts';
import styles from './settings.module.css';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Where the person is signed in, and a way to sign out a device they do not recognise. Ending
 * another device's session needs a recent sign-in; past that, a code texted to their own number
 * confirms it is them first (`server/auth/own-sessions.api.test.ts`).
 */
export function SessionSettings({ phoneNumber }: { phoneNumber: string }) {
  const sessions = useQuery(ownSessionsQuery);
  const endSession = useEndOwnSession();
  // The device waiting for the person to confirm it is them.
  const [confirming, setConfirming] = useState<OwnSession | null>(null);

  function signOut(session: OwnSession) {
    endSession.mutate(session.id, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'reauthentication_required') setConfirming(session);
      },
    });
  }

  const refused = endSession.error instanceof ApiError && endSession.error.code === 'reauthentication_required' ? null : endSession.error;

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
                  {session.device ?? 'Unknown browser'}
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
                  aria-label={`Sign out ${session.device ?? 'Unknown browser'}, signed in ${when(session.createdAt)}`}
                >
                  <LogOut size={18} aria-hidden="true" />
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {refused && <Alert tone="error">{errorText(refused)}</Alert>}
      {confirming && (
        <ConfirmItIsYou
          phoneNumber={phoneNumber}
          device={confirming.device ?? 'Unknown browser'}
          onClose={() => setConfirming(null)}
          onConfirmed={() => {
            setConfirming(null);
            endSession.mutate(confirming.id);
          }}
        />
      )}
    </Card>
  );
}

/** Texts a code to the person's own number and takes it back: the proof that they are the one asking. */
function ConfirmItIsYou({
  phoneNumber,
  device,
  onClose,
  onConfirmed,
}: {
  phoneNumber: string;
  device: string;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const { sendCode, confirm } = useReauthentication(phoneNumber);
  const formatPhone = useFormatPhoneNumber();
  const [code, setCode] = useState('');

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (isCompleteCode(code)) confirm.mutate(code, { onSuccess: onConfirmed });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Confirm it's you"
      description={`To sign out ${device}, enter the code we text to ${formatPhone(phoneNumber)}.`}
    >
      {sendCode.isSuccess ? (
        <form className={styles.stack} onSubmit={submit} noValidate>
          <TextField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={codeLength}
            value={code}
            onChange={(change) => setCode(keepCodeDigits(change.target.value))}
            error={confirm.isError ? errorText(confirm.error) : undefined}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" loading={confirm.isPending} disabled={!isCompleteCode(code)}>
              Confirm and sign out
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={confirm.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.stack}>
          {sendCode.isError && <Alert tone="error">{errorText(sendCode.error)}</Alert>}
          <div className={styles.actions}>
            <Button onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
              Text me a code
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
