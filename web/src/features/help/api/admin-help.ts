import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpThread, HelpThreadMessages } from '../../../../../shared/api/help.ts';
import { api } from '../../../lib/api-client.ts';
import { helpKeys } from './help-keys.ts';

export type HelpInboxView = 'open' | 'archived';

const helpInboxQueryOptions = (view: HelpInboxView) =>
  queryOptions({
    queryKey: helpKeys.inbox(view),
    queryFn: () => api.get<{ threads: HelpThread[] }>(`/api/admin/help?view=${view}`),
  });

export function useHelpInbox(view: HelpInboxView) {
  return useQuery(helpInboxQueryOptions(view));
}

export function useHelpThread(id: string | null) {
  return useQuery({
    queryKey: helpKeys.thread(id ?? ''),
    queryFn: () => api.get<HelpThreadMessages>(`/api/admin/help/${encodeURIComponent(id ?? '')}/messages`),
    enabled: id !== null,
  });
}

export function useReplyToHelp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { clientId: string; text: string }) => api.post(`/api/admin/help/${encodeURIComponent(id)}/messages`, reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}

/** Archives a thread, or puts it back in the inbox. */
export function useArchiveHelp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => api.put<{ archived: boolean }>(`/api/admin/help/${encodeURIComponent(id)}/archived`, { archived }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
