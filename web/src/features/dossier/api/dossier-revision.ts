import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DossierRevision } from '../../../../../shared/api/dossier.ts';
import { api } from '../../../lib/api-client.ts';
import { dossierKeys } from './dossier-keys.ts';

/** One revision: its document, the revision before it, and what changed since then. */
export function getDossierRevision(userId: string, revisionId: string): Promise<DossierRevision> {
  return api.get<DossierRevision>(dossierKeys.revision(userId, revisionId)[0]);
}

/** A revision never changes once written, so it is loaded once and kept. */
export function dossierRevisionQueryOptions(userId: string, revisionId: string) {
  return queryOptions({ queryKey: dossierKeys.revision(userId, revisionId), queryFn: () => getDossierRevision(userId, revisionId) });
}

export function useDossierRevision(userId: string, revisionId: string) {
  return useQuery(dossierRevisionQueryOptions(userId, revisionId));
}
