import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createConversationResponseSchema, createConversationSchema } from '../../shared/api/conversations.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import { newId } from '../db/ids.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { createConversationsRepository } from './conversations.repository.ts';

export function conversationsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const conversations = createConversationsRepository(context.database.db);
    const users = context.users;

    app.withTypeProvider<ZodTypeProvider>().post('/api/conversations/', {
      schema: {
        tags: ['conversations'],
        summary: 'Create a conversation for a user (yourself, or anyone as ADMIN)',
        body: createConversationSchema,
        response: { 200: createConversationResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
      handler: async (request) => {
        const viewer = await context.auth.requireUser(request);
        const { userId, kind = 'concierge_text' } = request.body;
        if (userId !== viewer.id && viewer.role !== 'ADMIN') {
          throw forbidden('You can only create conversations for yourself.');
        }
        if (userId !== viewer.id && !(await users.exists(userId))) throw notFound('That user');
        const conversationId = newId();
        const memberIds = kind === 'help' && userId !== viewer.id ? [userId, viewer.id] : [userId];
        await conversations.create({ id: conversationId, kind, createdBy: viewer.id, memberIds, now: context.now() });
        return { conversationId };
      },
    });
  };
}
