import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendMessageResponseSchema } from '../../shared/api/conversations.ts';
import {
  adminReplyResponseSchema,
  adminReplySchema,
  helpConversationRequestSchema,
  helpConversationResponseSchema,
  helpArchiveSchema,
  helpInboxQuerySchema,
  helpInboxSchema,
  helpSendSchema,
  helpThreadMessagesSchema,
  helpThreadParamsSchema,
  visitorSendResponseSchema,
  visitorSendSchema,
  visitorThreadRequestSchema,
  visitorThreadSchema,
} from '../../shared/api/help.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { HelpService } from './help.service.ts';

export interface HelpRoutesDependencies {
  auth: Authenticator;
  help: HelpService;
}

/** The help chat over HTTP: the signed-in person's thread, visitors' threads, and the admin inbox. */
export function helpRoutes({ auth, help }: HelpRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/help/conversation', {
      schema: {
        tags: ['help'],
        summary:
          "The signed-in person's help conversation (made on first use); visitor threads of this device or their number are merged in",
        body: helpConversationRequestSchema,
        response: { 200: helpConversationResponseSchema, ...errorResponses(400, 401) },
      },
      handler: async (request) => help.conversation(await auth.requireUser(request), request.body.deviceId),
    });

    routes.post('/api/help/messages', {
      schema: {
        tags: ['help'],
        summary: 'Writes to the team from the help chat, with the page the person is on',
        body: helpSendSchema,
        response: { 200: sendMessageResponseSchema, ...errorResponses(400, 401, 429) },
      },
      handler: async (request) => help.send(await auth.requireUser(request), request.body),
    });

    routes.post('/api/help/visitor', {
      schema: {
        tags: ['help'],
        summary: "A signed-out visitor's thread on their device: messages after `after` (rate limited per IP address)",
        body: visitorThreadRequestSchema,
        response: { 200: visitorThreadSchema, ...errorResponses(400, 429) },
      },
      handler: async (request) => help.visitorThread(request.ip, request.body.deviceId, request.body.after),
    });

    routes.post('/api/help/visitor/messages', {
      schema: {
        tags: ['help'],
        summary: 'A signed-out visitor writes to the team (rate limited per device and per IP address)',
        body: visitorSendSchema,
        response: { 200: visitorSendResponseSchema, ...errorResponses(400, 429) },
      },
      handler: async (request) => help.visitorSend(request.ip, request.body),
    });

    routes.get('/api/admin/help', {
      schema: {
        tags: ['help'],
        summary: 'Every open (or archived) help thread, those waiting for an answer first (ADMIN)',
        querystring: helpInboxQuerySchema,
        response: { 200: helpInboxSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return { threads: await help.inbox(request.query.view) };
      },
    });

    routes.put('/api/admin/help/:id/archived', {
      schema: {
        tags: ['help'],
        summary: 'Archives a help thread, or puts it back in the inbox (ADMIN); a new message from the person reopens it',
        params: helpThreadParamsSchema,
        body: helpArchiveSchema,
        response: { 200: helpArchiveSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return help.archive(request.params.id, request.body.archived);
      },
    });

    routes.get('/api/admin/help/:id/messages', {
      schema: {
        tags: ['help'],
        summary: 'One help thread and its messages (ADMIN)',
        params: helpThreadParamsSchema,
        response: { 200: helpThreadMessagesSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return help.threadMessages(request.params.id);
      },
    });

    routes.post('/api/admin/help/:id/messages', {
      schema: {
        tags: ['help'],
        summary: 'Answers a help thread (ADMIN): live in a signed-in person’s chat, on the next poll in a visitor’s',
        params: helpThreadParamsSchema,
        body: adminReplySchema,
        response: { 200: adminReplyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      handler: async (request) => help.reply(await auth.requireAdmin(request), request.params.id, request.body),
    });
  };
}
