import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/**
 * The sentence for a passkey step that failed: the server's own message, or what the browser's
 * refusal means (its WebAuthn errors carry the DOMException's name and, from
 * @simplewebauthn/browser, a code).
 */
export function passkeyErrorText(error: unknown, step: 'add' | 'sign-in'): string {
  if (error instanceof ApiError) return errorText(error);
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return step === 'add'
      ? 'No passkey was added: the request was cancelled or took too long.'
      : 'You are not signed in: the passkey request was cancelled or took too long. Try again, or use your phone number.';
  }
  if (name === 'SecurityError') return 'Passkeys do not work at this address of Tandem.';
  return step === 'add'
    ? 'No passkey was added. Try again.'
    : 'Signing in with a passkey did not work. Try again, or use your phone number.';
}
