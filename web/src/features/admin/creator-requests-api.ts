import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreatorRequest } from '../../../../shared/api/creator-requests.ts';
import { api } from '../../lib/api-client.ts';

export type AdminCreatorRequests = { requests: AdminCreatorRequest[] };

/** Every creator request, pending first (newest first within each status). */
export function fetchCreatorRequests(): Promise<AdminCreatorRequests> {
  return api.get<AdminCreatorRequests>('/api/admin/creator-requests');
}

export const creatorRequestsQuery = queryOptions({ queryKey: ['/api/admin/creator-requests'], queryFn: fetchCreatorRequests });

export function useCreatorRequests() {
  return useQuery(creatorRequestsQuery);
}

export type CreatorRequestDecision = { id: string; decision: 'approve' } | { id: string; decision: 'deny'; reason: string };

export function decideCreatorRequest(input: CreatorRequestDecision): Promise<AdminCreatorRequest> {
  const path = `/api/admin/creator-requests/${encodeURIComponent(input.id)}/${input.decision}`;
  if (input.decision === 'approve') return api.post<AdminCreatorRequest>(path);
  const reason = input.reason.trim();
  return api.post<AdminCreatorRequest>(path, reason ? { reason } : {});
}

/** Approves or denies; the decided request replaces the pending one in the list at once. */
export function useDecideCreatorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCreatorRequest,
    onSuccess: (decided) => {
      queryClient.setQueryData<AdminCreatorRequests>(creatorRequestsQuery.queryKey, (current) =>
        current && { requests: current.requests.map((request) => (request.id === decided.id ? decided : request)) },
      );
    },
  });
}
