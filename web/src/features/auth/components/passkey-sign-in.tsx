import { KeyRound } from 'lucide-react';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { usePasskeySignIn } from '../api/passkey-sign-in.ts';
import type { VerifyOtpResponse } from '../api/verify-otp.ts';
import { passkeyErrorText } from '../passkey-error-text.ts';
import styles from './login.module.css';

/** Browsers offer passkeys only where WebAuthn exists: a secure page (https, or localhost). */
const browserHasPasskeys = () => typeof globalThis.PublicKeyCredential === 'function';

/**
 * "Sign in with a passkey", beneath the phone number: no number to type and no text sent, so it
 * works even when the number's codes are spent. Shown only where the browser can use passkeys.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (answer: VerifyOtpResponse) => void }) {
  const signIn = usePasskeySignIn();
  if (!browserHasPasskeys()) return null;

  return (
    <div className={styles.passkey}>
      <p className={styles.divider}>or</p>
      <Button variant="secondary" fullWidth loading={signIn.isPending} onClick={() => signIn.mutate(undefined, { onSuccess: onSignedIn })}>
        <KeyRound size={18} aria-hidden="true" />
        Sign in with a passkey
      </Button>
      {signIn.isError && <Alert tone="error">{passkeyErrorText(signIn.error, 'sign-in')}</Alert>}
    </div>
  );
}
