import type { ApiClient } from '../../lib/api-client.ts';
import type { z } from 'zod';
import type { createConversationResponseSchema } from '../../../../shared/api/conversations.ts';

type CreatedConversation = z.infer<typeof createConversationResponseSchema>;

/**
 * A signed-in user without a general dossier gets one on load: a concierge text conversation, a
 * concierge voice conversation, then the dossier that holds both (pinned by general-dossier.test.ts).
 */
export async function createGeneralDossier(api: Pick<ApiClient, 'post'>, userId: string): Promise<void> {
  // zod stays out of the first bundle: the type alone describes the answer.
  const text = await api.post<CreatedConversation>('/api/conversations/', { userId, kind: 'concierge_text' });
  const voice = await api.post<CreatedConversation>('/api/conversations/', { userId, kind: 'concierge_voice' });
  await api.post(`/api/users/${encodeURIComponent(userId)}/generalDossier`, {
    textConversationId: text.conversationId,
    voiceConversationId: voice.conversationId,
  });
}

export interface GeneralDossierSetupOptions {
  create: (userId: string) => Promise<void>;
  /** Loads the user again so the new dossier shows. */
  refetchUser: () => Promise<unknown>;
  log?: (message: string, error: unknown) => void;
}

/**
 * Returns `ensure(user)`, which creates a missing dossier at most once per user id however often
 * it is called (re-renders, StrictMode's double effects). A failure is only logged.
 */
export function createGeneralDossierSetup({
  create,
  refetchUser,
  log = (message, error) => console.error(message, error),
}: GeneralDossierSetupOptions): (user: { id: string; generalDossier: unknown } | null) => void {
  const started = new Set<string>();
  return (user) => {
    if (user === null || user.generalDossier !== null || started.has(user.id)) return;
    started.add(user.id);
    create(user.id)
      .then(refetchUser)
      .catch((error: unknown) => log('Could not create the general dossier.', error));
  };
}
