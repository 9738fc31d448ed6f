import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCreatorStatus } from '../../../../../shared/api/creator-requests.ts';
import { api } from '../../../lib/api-client.ts';

/** Whether the user may create events, and their newest creator request. */
export function fetchMyCreatorStatus(): Promise<MyCreatorStatus> {
  return api.get<MyCreatorStatus>('/api/creator-requests/mine');
}

export const myCreatorStatusQuery = queryOptions({ queryKey: ['/api/creator-requests/mine'], queryFn: fetchMyCreatorStatus });

export function useMyCreatorStatus() {
  return useQuery(myCreatorStatusQuery);
}
