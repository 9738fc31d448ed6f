import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateIntroduction, HostMatchesResponse, Introduction } from '../../../../../shared/api/matching.ts';
import { api } from '../../../lib/api-client.ts';
import { matchingKeys, matchingPaths } from './matching-keys.ts';

/** Every match and introduction of the event (hosts and admins; 403 for anyone else). */
export function getHostMatches(eventId: string): Promise<HostMatchesResponse> {
  return api.get<HostMatchesResponse>(matchingKeys.hostMatches(eventId)[0]);
}

export function useHostMatches(eventId: string) {
  return useQuery({ queryKey: matchingKeys.hostMatches(eventId), queryFn: () => getHostMatches(eventId), refetchOnMount: 'always' });
}

export function createIntroduction({ eventId, body }: { eventId: string; body: CreateIntroduction }): Promise<Introduction> {
  return api.post<Introduction>(matchingPaths.introductions(eventId), body);
}

/** Introduces two joined guests; the host's list is read again to show it. */
export function useCreateIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntroduction,
    onSuccess: (_introduction, { eventId }) => queryClient.invalidateQueries({ queryKey: matchingKeys.hostMatches(eventId), exact: true }),
  });
}
