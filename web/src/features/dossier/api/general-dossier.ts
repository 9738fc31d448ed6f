import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveDossierDocument } from '../../../../../shared/api/dossier.ts';
import { api } from '../../../lib/api-client.ts';
import { loadGeneralDossier } from '../../../platform/session/general-dossier.ts';
import { dossierKeys } from './dossier-keys.ts';

/** The user's dossier (status, document, revisions newest first); loads once `userId` is known (null while it is still being set up). */
export function useGeneralDossier(userId: string | null) {
  return useQuery({
    queryKey: dossierKeys.general(userId ?? ''),
    queryFn: () => loadGeneralDossier(api, userId ?? ''),
    enabled: userId !== null,
    // The concierge rewrites the dossier from the chat, out of this page's sight: every visit reads it afresh.
    refetchOnMount: 'always',
  });
}

/** Saves the guest's own edit as a manual revision, then reads the dossier again (new document, new revision). */
export function useSaveDossierDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: SaveDossierDocument }) => api.put<unknown>(dossierKeys.document(userId), body),
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: dossierKeys.general(userId), exact: true }),
  });
}
