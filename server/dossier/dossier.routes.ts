import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generalDossierResponseSchema, saveGeneralDossierSchema } from '../../shared/api/conversations.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import { createConversationsRepository } from '../conversations/conversations.repository.ts';
import { badRequest, forbidden } from '../http/api-error.ts';
import { createDossierRepository } from './dossier.repository.ts';

export function dossierRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const conversations = createConversationsRepository(context.database.db);
    const dossiers = createDossierRepository(context.database.db);

    app.withTypeProvider<ZodTypeProvider>().post('/api/users/:id/generalDossier', {
      schema: {
        tags: ['dossier'],
        summary: "Save the user's general dossier: its concierge text and voice conversations",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: saveGeneralDossierSchema,
        response: { 200: generalDossierResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => {
        const viewer = await context.auth.requireUser(request);
        if (request.params.id !== viewer.id) throw forbidden('You can only set up your own dossier.');
        const { textConversationId, voiceConversationId } = request.body;
        if (textConversationId === voiceConversationId) {
          throw badRequest('invalid_request', 'The text and voice conversations must be two different conversations.');
        }
        const owned = await conversations.memberships(viewer.id, [textConversationId, voiceConversationId]);
        if (owned.length !== 2) throw forbidden('Both conversations must be your own.');
        // The client creates both conversations before it says which is which.
        await conversations.setKind(textConversationId, 'concierge_text');
        await conversations.setKind(voiceConversationId, 'concierge_voice');
        await dossiers.saveConversations(viewer.id, { textConversationId, voiceConversationId }, context.now());
        return { textConversationId, voiceConversationId };
      },
    });
  };
}
