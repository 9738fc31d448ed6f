import type { ApiClient } from '../../lib/api-client.ts';
import type { z } from 'zod';
import type { createConversationResponseSchema } from '../../../../shared/api/conversations.ts';
import type { GeneralDossier, GeneralDossierRef } from '../../../../shared/api/dossier.ts';

type CreatedConversation = z.infer<typeof createConversationResponseSchema>;

/** The query that holds a user's general dossier (`GET /api/users/{id}/generalDossier`). */
export function generalDossierQueryKey(userId: string): [string] {
  return [`/api/users/${encodeURIComponent(userId)}/generalDossier`];
}

/** The general dossier with its status, document and revisions. */
export function loadGeneralDossier(api: Pick<ApiClient, 'get'>, userId: string): Promise<GeneralDossier> {
  return api.get<GeneralDossier>(generalDossierQueryKey(userId)[0]);
}

/**
 * A signed-in user without a general dossier gets one on load: a concierge text conversation, a
 * concierge voice conversation, then the dossier that holds both (pinned by general-dossier.test.ts).
 */
export async function createGeneralDossier(api: Pick<ApiClient, 'post'>, userId: string): Promise<GeneralDossierRef> {
  // zod stays out of the first bundle: the type alone describes the answer.
  const text = await api.post<CreatedConversation>('/api/conversations/', { userId, kind: 'concierge_text' });
  const voice = await api.post<CreatedConversation>('/api/conversations/', { userId, kind: 'concierge_voice' });
  return api.post<GeneralDossierRef>(`/api/users/${encodeURIComponent(userId)}/generalDossier`, {
    textConversationId: text.conversationId,
    voiceConversationId: voice.conversationId,
  });
}

export interface GeneralDossierSetupOptions {
  create: (userId: string) => Promise<GeneralDossierRef>;
  /** Loads the user again so the new dossier shows. */
  refetchUser: () => Promise<unknown>;
  log?: (message: string, error: unknown) => void;
}

type DossierHolder = { id: string; generalDossier: GeneralDossierRef | null };

/**
 * Returns `ensure(user)`, which creates a missing dossier at most once per user id however often
 * it is called (re-renders, StrictMode's double effects), and answers the user's dossier: the one
 * they have, or the one being created (null when that failed; a failure is only logged).
 */
export function createGeneralDossierSetup({
  create,
  refetchUser,
  log = (message, error) => console.error(message, error),
}: GeneralDossierSetupOptions): (user: DossierHolder | null) => Promise<GeneralDossierRef | null> {
  const setups = new Map<string, Promise<GeneralDossierRef | null>>();
  return (user) => {
    if (user === null) return Promise.resolve(null);
    if (user.generalDossier !== null) return Promise.resolve(user.generalDossier);
    let setup = setups.get(user.id);
    if (!setup) {
      setup = create(user.id)
        .then(async (dossier) => {
          await refetchUser();
          return dossier;
        })
        .catch((error: unknown) => {
          log('Could not create the general dossier.', error);
          return null;
        });
      setups.set(user.id, setup);
    }
    return setup;
  };
}
