/**
 * Where the general dossier endpoints are, and the query keys that cache them; each key's first
 * element is the path it loads.
 */

/** `/api/users/{id}/generalDossier`: the dossier, and the base of its document and revisions. */
export function generalDossierPath(userId: string): string {
  return `/api/users/${encodeURIComponent(userId)}/generalDossier`;
}

export const dossierKeys = {
  /** The dossier: status, document and revision list. */
  general: (userId: string) => [generalDossierPath(userId)] as const,
  /** One revision with what changed since the one before it. */
  revision: (userId: string, revisionId: string) => [`${generalDossierPath(userId)}/revisions/${encodeURIComponent(revisionId)}`] as const,
};

/** Where the guest talks with the concierge. */
export function conciergeChatPath(textConversationId: string): string {
  return `/chat/${encodeURIComponent(textConversationId)}`;
}
