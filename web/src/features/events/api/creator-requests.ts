import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatorRequest, MyCreatorStatus } from '../../../../../shared/api/creator-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { eventKeys } from './event-keys.ts';

/** Whether the user may create events, and their newest creator request. */
export function getMyCreatorStatus(): Promise<MyCreatorStatus> {
  return api.get<MyCreatorStatus>(eventKeys.creatorStatus()[0]);
}

export function myCreatorStatusQueryOptions() {
  return queryOptions({ queryKey: eventKeys.creatorStatus(), queryFn: getMyCreatorStatus });
}

/**
 * The user's creator status, kept current: an admin's decision arrives as a notification over the
 * real-time connection and reloads it at once; a new connection (which may have missed one) and
 * every page that opens read it again, since queries are otherwise never stale.
 */
export function useMyCreatorStatus() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: eventKeys.creatorStatus() });
  useRealtimeEvent('notification.created', ({ notification }) => {
    if (notification.kind === 'creator_request.decided') reload();
  });
  useRealtimeEvent('hello', reload);
  return useQuery({ ...myCreatorStatusQueryOptions(), refetchOnMount: 'always' });
}

export function createCreatorRequest(message: string): Promise<CreatorRequest> {
  return api.post<CreatorRequest>('/api/creator-requests', { message });
}

/** Sends the request; the answer becomes the user's newest request at once. */
export function useCreateCreatorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreatorRequest,
    onSuccess: (request) => {
      queryClient.setQueryData<MyCreatorStatus>(eventKeys.creatorStatus(), (status) => (status ? { ...status, request } : status));
    },
  });
}
