import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conciergeCallResponseSchema, conciergeTextResponseSchema } from '../../shared/api/concierge.ts';
import {
  conversationParamsSchema,
  transcriptFixParamsSchema,
  transcriptFixResponseSchema,
  transcriptFixSchema,
} from '../../shared/api/conversations.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ConciergeService } from './concierge.service.ts';

export interface ConciergeRoutesDependencies {
  auth: Authenticator;
  concierge: Pick<ConciergeService, 'startCall' | 'continueInText' | 'fixTranscript'>;
}

/**
 * The concierge over HTTP: starting a call in the guest's voice conversation, continuing the
 * interview in their text conversation after a call (its messages are ordinary messages), and the
 * guest's fix of what it heard of their newest spoken turn.
 */
export function conciergeRoutes({ auth, concierge }: ConciergeRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/conversations/:id/concierge-call', {
      schema: {
        tags: ['concierge'],
        summary:
          'Start or resume a call with the concierge in your concierge_voice conversation: the id of its opening line (posted once), or null while it writes a reply',
        params: conversationParamsSchema,
        response: { 200: conciergeCallResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request) => ({ messageId: await concierge.startCall(await auth.requireUser(request), request.params.id) }),
    });

    routes.post('/api/conversations/:id/concierge-text', {
      schema: {
        tags: ['concierge'],
        summary:
          'Continue the interview in your concierge_text conversation after a call: the id of the line that does (posted once), or null when there is nothing to continue or while it writes a reply',
        params: conversationParamsSchema,
        response: { 200: conciergeTextResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request) => ({ messageId: await concierge.continueInText(await auth.requireUser(request), request.params.id) }),
    });

    routes.put('/api/conversations/:id/messages/:messageId/transcript', {
      schema: {
        tags: ['concierge'],
        summary:
          'Fix what was heard of your newest voice turn in your own concierge conversation: the concierge lines built on the heard words are set aside (concierge.superseded) and the turn is answered again',
        params: transcriptFixParamsSchema,
        body: transcriptFixSchema,
        response: { 200: transcriptFixResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        return concierge.fixTranscript(viewer, request.params.id, request.params.messageId, request.body.transcript);
      },
    });
  };
}
