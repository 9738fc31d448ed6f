import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUsersPage } from '../../../../../shared/api/admin-users.ts';
import type { Role } from '../../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const pageSize = 25;
const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** People whose name, phone or email contains `query` (and of `role`), newest first, page after page. */
export function useAdminUsers(query: string, role: Role | '') {
  return useInfiniteQuery({
    queryKey: adminKeys.users(query, role),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ limit: String(pageSize) });
      if (query) search.set('query', query);
      if (role) search.set('role', role);
      if (pageParam) search.set('cursor', pageParam);
      return api.get<AdminUsersPage>(`/api/admin/users?${search.toString()}`);
    },
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: string) {
  return useQuery({ queryKey: adminKeys.user(userId), queryFn: () => api.get<AdminUserDetail>(userPath(userId)) });
}

export type AdminUserAction =
  | { kind: 'role'; role: Role }
  | { kind: 'revokeSession'; sessionId: string }
  | { kind: 'signOutEverywhere' | 'block' | 'unblock' | 'delete' };

/** Each action answers the person's detail as it now is, but deletion, which answers `{ ok }` (read again). */
async function act(userId: string, action: AdminUserAction): Promise<AdminUserDetail | null> {
  const path = userPath(userId);
  switch (action.kind) {
    case 'role':
      return api.post(`${path}/role`, { role: action.role });
    case 'revokeSession':
      return api.delete(`${path}/sessions/${encodeURIComponent(action.sessionId)}`);
    case 'signOutEverywhere':
      return api.post(`${path}/sign-out-everywhere`);
    case 'delete':
      await api.delete(path);
      return null;
    default:
      return api.post(`${path}/${action.kind}`);
  }
}

/** One admin action on a person; the answer is their detail as it now is (with the audit entry). */
export function useAdminUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => act(userId, action),
    onSuccess: (detail) => {
      if (detail) queryClient.setQueryData(adminKeys.user(userId), detail);
    },
    // The list shows roles and blocks, and a deleted person's detail changed everywhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] }),
  });
}
