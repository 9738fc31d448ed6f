import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpThread, HelpThreadMessages } from '../../../../../shared/api/help.ts';
import { api } from '../../../lib/api-client.ts';
import { helpKeys } from './help-keys.ts';

export const helpInboxQueryOptions = () =>
  queryOptions({ queryKey: helpKeys.inbox(), queryFn: () => api.get<{ threads: HelpThread[] }>('/api/admin/help') });

export function useHelpInbox() {
  return useQuery(helpInboxQueryOptions());
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
