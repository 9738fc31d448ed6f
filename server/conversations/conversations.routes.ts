import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationListSchema,
  conversationParamsSchema,
  conversationSummarySchema,
  createConversationResponseSchema,
  createConversationSchema,
  historyQuerySchema,
  historyResponseSchema,
  markReadResponseSchema,
  markReadSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from '../../shared/api/conversations.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ConversationsService } from './conversations.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export interface ConversationsRoutesDependencies {
  auth: Authenticator;
  conversations: ConversationsService;
}

/** Conversations over HTTP: creating, listing, history, sending text, read marks. */
export function conversationsRoutes({ auth, conversations }: ConversationsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/conversations/', {
      schema: {
        tags: ['conversations'],
        summary: 'Create a conversation for a user (yourself, or anyone as ADMIN); a direct one between two users is ADMIN-only',
        body: createConversationSchema,
        response: { 200: createConversationResponseSchema, ...errors },
      },
      handler: async (request) => conversations.create(await auth.requireUser(request), request.body),
    });

    routes.get('/api/conversations/', {
      schema: {
        tags: ['conversations'],
        summary: "The viewer's conversations, most recently active first, with unread counts",
        response: { 200: conversationListSchema, ...errorResponses(401) },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        return { conversations: await conversations.list(viewer) };
      },
    });

    routes.get('/api/conversations/:id', {
      schema: {
        tags: ['conversations'],
        summary: 'One conversation: members, read marks, unread count (members; admins read-only)',
        params: conversationParamsSchema,
        response: { 200: conversationSummarySchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        return conversations.summary(viewer, request.params.id);
      },
    });

    routes.get('/api/conversations/:id/messages', {
      schema: {
        tags: ['conversations'],
        summary: 'A page of history in ascending order: the newest page, older with `before`, newer with `after`',
        params: conversationParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        return conversations.history(viewer, request.params.id, request.query);
      },
    });

    routes.post('/api/conversations/:id/messages', {
      schema: {
        tags: ['conversations'],
        summary: 'Send a text message; a resend with the same clientId returns the stored one (200) instead of a new one (201)',
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 200: sendMessageResponseSchema, 201: sendMessageResponseSchema, ...errors, ...errorResponses(429) },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        const result = await conversations.sendText(viewer, request.params.id, request.body.clientId, request.body.text);
        return reply.status(result.duplicate ? 200 : 201).send(result);
      },
    });

    routes.post('/api/conversations/:id/read', {
      schema: {
        tags: ['conversations'],
        summary: "Move the viewer's read mark forward (never back)",
        params: conversationParamsSchema,
        body: markReadSchema,
        response: { 200: markReadResponseSchema, ...errors },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        return { lastReadSequence: await conversations.markRead(viewer, request.params.id, request.body.sequence) };
      },
    });
  };
}
