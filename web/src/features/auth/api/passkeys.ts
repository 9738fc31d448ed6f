import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Passkey, PasskeyList, passkeyRegistrationOptionsSchema } from '../../../../../shared/api/passkeys.ts';
import { api } from '../../../lib/api-client.ts';

/** The signed-in person's passkeys: the list's key is its path, as the default loader reads it. */
export const passkeyKeys = {
  list: () => ['/api/users/me/passkeys'] as const,
};
const passkeyPath = (passkeyId: string) => `/api/users/me/passkeys/${encodeURIComponent(passkeyId)}`;

type RegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

export function usePasskeys() {
  return useQuery({ queryKey: passkeyKeys.list(), queryFn: () => api.get<PasskeyList>(passkeyKeys.list()[0]) });
}

/**
 * Adds a passkey: the server's challenge, the browser's prompt, the server's check. The WebAuthn
 * helper (@simplewebauthn/browser) loads only now, so no page carries it before it is needed.
 */
export async function addPasskey(): Promise<Passkey> {
  const options = await api.post<RegistrationOptions>('/api/users/me/passkeys/registration-options');
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options });
  return api.post<Passkey>('/api/users/me/passkeys', { response });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ passkeyId, name }: { passkeyId: string; name: string }) => api.patch<Passkey>(passkeyPath(passkeyId), { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passkeyId: string) => api.delete<{ ok: true }>(passkeyPath(passkeyId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() }),
  });
}
