import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { passkeyErrorText } from './passkey-error-text.ts';

const browserError = (name: string, code?: string) => Object.assign(new Error('The operation failed.'), { name, code });

describe('what a failed passkey step says', () => {
  it("says the server's own sentence", () => {
    const refused = new ApiError(400, 'passkey_unknown', 'Tandem does not know this passkey.');
    expect(passkeyErrorText(refused, 'sign-in')).toBe('Tandem does not know this passkey.');
  });

  it('tells a cancelled or timed-out prompt from a device that already holds a passkey', () => {
    expect(passkeyErrorText(browserError('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY'), 'add')).toBe(
      'No passkey was added: the request was cancelled or took too long.',
    );
    expect(passkeyErrorText(browserError('NotAllowedError'), 'sign-in')).toMatch(/^You are not signed in: .* use your phone number\.$/);
    expect(passkeyErrorText(browserError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'), 'add')).toBe(
      'This device already holds a passkey for your account.',
    );
  });

  it('falls back to a plain sentence for anything else', () => {
    expect(passkeyErrorText(new Error('WebAuthn is not supported in this browser'), 'add')).toBe('No passkey was added. Try again.');
    expect(passkeyErrorText(undefined, 'sign-in')).toBe('Signing in with a passkey did not work. Try again, or use your phone number.');
  });
});
