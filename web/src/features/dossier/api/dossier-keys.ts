import { generalDossierQueryKey } from '../../../platform/session/general-dossier.ts';

/**
 * The query keys that cache the general dossier endpoints; each key's first element is the path
 * it loads. The dossier's own key is the session's, so the chat and this page share one cache.
 */

/** `/api/users/{id}/generalDossier`: the dossier, and the base of its document and revisions. */
const generalDossierPath = (userId: string): string => generalDossierQueryKey(userId)[0];

export const dossierKeys = {
  /** The dossier: status, document and revision list. */
  general: generalDossierQueryKey,
  /** One revision with what changed since the one before it. */
  revision: (userId: string, revisionId: string) => [`${generalDossierPath(userId)}/revisions/${encodeURIComponent(revisionId)}`] as const,
  /** Where the guest's own edit is saved. */
  document: (userId: string) => `${generalDossierPath(userId)}/document`,
};
