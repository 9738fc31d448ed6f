import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passkeyAuthenticationOptionsSchema } from '../../../../../shared/api/passkeys.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../platform/session/use-session.ts';
import type { VerifyOtpResponse } from './verify-otp.ts';

type AuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/**
 * Signs in with a passkey the browser holds for Tandem: a challenge from the server, the browser's
 * prompt, and the server's check, which sets the same session cookies as a code does. The WebAuthn
 * helper loads on the press of the button, so the sign-in page's first load does not carry it.
 */
export async function signInWithPasskey(): Promise<VerifyOtpResponse> {
  const options = await api.post<AuthenticationOptions>('/api/auth/passkey/options');
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options });
  return api.post<VerifyOtpResponse>('/api/auth/passkey/verify', { response });
}

/** Signs in with a passkey and makes the signed-in user the session's user at once. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
