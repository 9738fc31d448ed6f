import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlockKind, BlocksResponse } from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { isProspectsOrMatchesKey, matchingKeys, matchingPaths } from './matching-keys.ts';

/** The people the viewer hid or blocked, newest first. */
export function useBlocks(enabled = true) {
  return useQuery({ queryKey: matchingKeys.blocks(), queryFn: () => api.get<BlocksResponse>(matchingKeys.blocks()[0]), enabled });
}

export function setBlock({ userId, kind }: { userId: string; kind: BlockKind }): Promise<unknown> {
  return api.put<unknown>(matchingPaths.block(userId), { kind });
}

export function removeBlock(userId: string): Promise<unknown> {
  return api.delete<unknown>(matchingPaths.block(userId));
}

/** A block or hide holds at every event: every cached list of prospects and matches may change. */
function refreshAfterBlockChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: matchingKeys.blocks(), exact: true });
  void queryClient.invalidateQueries({ predicate: (query) => isProspectsOrMatchesKey(query.queryKey) });
}

/** Hides someone (never proposed again) or blocks them (also no messages either way). */
export function useSetBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setBlock, onSuccess: () => refreshAfterBlockChange(queryClient) });
}

export function useRemoveBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeBlock, onSuccess: () => refreshAfterBlockChange(queryClient) });
}
