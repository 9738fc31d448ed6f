import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { forgetUser } from '../../../platform/session/use-session.ts';

/** Where the signed-in user's own data downloads from, as JSON. */
export const accountExportPath = '/api/users/me/export';

/** Deletes the signed-in user's account (the server asks for the typed word); then they are signed out here. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => api.delete<{ ok: true }>('/api/users/me', { confirm }),
    onSuccess: () => forgetUser(queryClient),
  });
}
