import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientRoutes } from '../../../../../shared/client-routes.ts';
import { api } from '../../../lib/api-client.ts';
import { forgetUser } from '../../../platform/session/use-session.ts';
import { phoneMemory } from '../phone-memory.ts';

/** Where the signed-in user's own data downloads from, as JSON. */
export const accountExportPath = '/api/users/me/export';

/**
 * Deletes the signed-in user's account (the server asks for the typed word); then they are signed
 * out here, the device no longer offers their number at sign-in (it belongs to nobody now), and
 * the page that says the account is gone loads afresh. A full load, not a route change: the
 * server's "signed out" over the socket may already be sending the guarded page to sign-in, which
 * a route change could lose to, and nothing of the person stays in the tab's memory.
 */
export function useDeleteAccount(phoneNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => api.delete<{ ok: true }>('/api/users/me', { confirm }),
    onSuccess: () => {
      phoneMemory.forgetNumber(phoneNumber);
      forgetUser(queryClient);
      window.location.replace(`/p${clientRoutes.accountDeleted}`);
    },
  });
}
