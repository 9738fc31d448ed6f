import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCreatorRequest } from '../../../../../shared/api/creator-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type AdminCreatorRequests = { requests: AdminCreatorRequest[] };

/** Every creator request, pending first (newest first within each status). */
export function getCreatorRequests(): Promise<AdminCreatorRequests> {
  return api.get<AdminCreatorRequests>('/api/admin/creator-requests');
}

export function creatorRequestsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.creatorRequests(), queryFn: getCreatorRequests });
}

export function useCreatorRequests() {
  return useQuery(creatorRequestsQueryOptions());
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
      queryClient.setQueryData<AdminCreatorRequests>(
        adminKeys.creatorRequests(),
        (current) => current && { requests: current.requests.map((request) => (request.id === decided.id ? decided : request)) },
      );
    },
  });
}
