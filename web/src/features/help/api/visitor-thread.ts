import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { helpLimits, type HelpMessage, type VisitorThread } from '../../../../../shared/api/help.ts';
import { api } from '../../../lib/api-client.ts';
import { helpKeys } from './help-keys.ts';

/**
 * A signed-out visitor's thread. It is polled while the widget is open: a visitor has no session,
 * so no socket (the gateway authenticates by the session cookie), and a poll of one indexed query
 * every few seconds, only while someone has the widget open, costs less than a second,
 * device-authenticated real-time path would, and it works across instances as it is.
 */
export function visitorThreadQueryOptions(deviceId: string, poll: boolean) {
  return queryOptions({
    queryKey: helpKeys.visitor(deviceId),
    queryFn: () => api.post<VisitorThread>('/api/help/visitor', { deviceId }),
    refetchInterval: poll ? helpLimits.visitorPollMs : false,
  });
}

export function useVisitorThread(deviceId: string, poll: boolean) {
  return useQuery(visitorThreadQueryOptions(deviceId, poll));
}

export interface VisitorSend {
  clientId: string;
  text: string;
  path: string;
  phoneNumber?: string;
}

export function useSendVisitorMessage(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: VisitorSend) => api.post<{ message: HelpMessage }>('/api/help/visitor/messages', { ...message, deviceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.visitor(deviceId) }),
  });
}
