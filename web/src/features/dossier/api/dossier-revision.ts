import { useQuery } from '@tanstack/react-query';
import type { DossierRevision } from '../../../../../shared/api/dossier.ts';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './dossier-keys.ts';

/** One revision: its document, the revision before it, and what changed since then. A revision never changes once written. */
export function useDossierRevision(userId: string, revisionId: string) {
  const queryKey = dossierKeys.revision(userId, revisionId);
  return useQuery({ queryKey, queryFn: () => api.get<DossierRevision>(queryKey[0]) });
}
