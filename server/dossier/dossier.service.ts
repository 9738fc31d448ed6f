import type { GeneralDossierRef } from '../../shared/api/dossier.ts';
import type { ConversationsRepository } from '../conversations/conversations.repository.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import type { DossierRepository } from './dossier.repository.ts';

export interface DossierServiceDependencies {
  dossiers: DossierRepository;
  conversations: Pick<ConversationsRepository, 'memberships'>;
  now: () => number;
}

/** The general dossier: which two of a user's conversations are their concierge's text and voice ones. */
export function createDossierService({ dossiers, conversations, now }: DossierServiceDependencies) {
  return {
    /**
     * Saves the user's own dossier from two of their own conversations. The client creates both
     * conversations before it says which is which, so saving also sets their kinds.
     */
    async saveGeneral(viewer: { id: string }, userId: string, ids: GeneralDossierRef): Promise<GeneralDossierRef> {
      if (userId !== viewer.id) throw forbidden('You can only set up your own dossier.');
      const { textConversationId, voiceConversationId } = ids;
      if (textConversationId === voiceConversationId) {
        throw badRequest('invalid_request', 'The text and voice conversations must be two different conversations.');
      }
      const owned = await conversations.memberships(viewer.id, [textConversationId, voiceConversationId]);
      if (owned.length !== 2) throw forbidden('Both conversations must be your own.');
      await dossiers.saveGeneralDossier(viewer.id, { textConversationId, voiceConversationId }, now());
      return { textConversationId, voiceConversationId };
    },
  };
}

export type DossierService = ReturnType<typeof createDossierService>;
