import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatorRequest, MyCreatorStatus } from '../../../../../shared/api/creator-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** Whether the user may create events, and their newest creator request. */
export function getMyCreatorStatus(): Promise<MyCreatorStatus> {
  return api.get<MyCreatorStatus>(eventKeys.creatorStatus()[0]);
}

export function myCreatorStatusQueryOptions() {
  return queryOptions({ queryKey: eventKeys.creatorStatus(), queryFn: getMyCreatorStatus });
}

export function useMyCreatorStatus() {
  return useQuery(myCreatorStatusQueryOptions());
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
