import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatPhoneNumber } from '../../../platform/phone-numbers/use-phone-numbers.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useReauthentication } from '../api/own-sessions.ts';
import { codeLength, isCompleteCode, keepCodeDigits } from '../verification-code.ts';
import styles from './settings.module.css';

/**
 * Texts a code to the person's own number and takes it back: the proof that they are the one
 * asking, which ending another device's session or changing passkeys needs once the sign-in is
 * more than a few minutes old (403 `reauthentication_required`).
 */
export function ConfirmItIsYou({
  phoneNumber,
  action: { purpose, confirmLabel, run },
  onClose,
}: {
  phoneNumber: string;
  /** What waits for the code; it runs again once the code is confirmed. */
  action: ActionAwaitingProof;
  /** Called when the dialog closes, cancelled or confirmed. */
  onClose: () => void;
}) {
  const { sendCode, confirm } = useReauthentication(phoneNumber);
  const formatPhone = useFormatPhoneNumber();
  const [code, setCode] = useState('');

  function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    if (!isCompleteCode(code)) return;
    confirm.mutate(code, {
      onSuccess: () => {
        onClose();
        run();
      },
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Confirm it's you"
      description={`To ${purpose}, enter the code we text to ${formatPhone(phoneNumber)}.`}
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
              {confirmLabel}
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

/** Whether the server refused an action until the person confirms it is them. */
export function needsFreshProof(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'reauthentication_required';
}

/** An action waiting for the person to confirm it is them: what it is, in words, and how to run it again. */
export interface ActionAwaitingProof {
  /** What the code is for, completing "To …": "sign out Chrome 131 on macOS". */
  purpose: string;
  confirmLabel: string;
  run: () => void;
}

/** What "Sign out other devices" did, in a sentence. */
export function otherDevicesSignedOutText(ended: number): string {
  return ended === 1 ? 'One other device was signed out.' : `${ended} other devices were signed out.`;
}
