import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, UpdateCurrentUser } from '../../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../platform/session/use-session.ts';

export function updateCurrentUser(changes: UpdateCurrentUser): Promise<CurrentUser> {
  return api.patch<CurrentUser>('/api/users/me', changes);
}

/** Saves profile fields; the answer replaces the session's user. */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
