import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneralDossier, SaveDossierDocument } from '../../../../../shared/api/dossier.ts';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys, generalDossierPath } from './dossier-keys.ts';

/** The user's dossier (status, document, revisions newest first); the user themself or an admin. */
export function getGeneralDossier(userId: string): Promise<GeneralDossier> {
  return api.get<GeneralDossier>(generalDossierPath(userId));
}

export function generalDossierQueryOptions(userId: string) {
  return queryOptions({
    queryKey: dossierKeys.general(userId),
    queryFn: () => getGeneralDossier(userId),
    // The concierge rewrites the dossier from the chat, out of this page's sight: every visit reads it afresh.
    refetchOnMount: 'always',
  });
}

/** Loads once `userId` is known (null while the session's dossier is still being set up). */
export function useGeneralDossier(userId: string | null) {
  return useQuery({ ...generalDossierQueryOptions(userId ?? ''), enabled: userId !== null });
}

export function saveDossierDocument({ userId, body }: { userId: string; body: SaveDossierDocument }): Promise<unknown> {
  return api.put<unknown>(`${generalDossierPath(userId)}/document`, body);
}

/** Saves the guest's own edit as a manual revision, then reads the dossier again (new document, new revision). */
export function useSaveDossierDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDossierDocument,
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: dossierKeys.general(userId), exact: true }),
  });
}
