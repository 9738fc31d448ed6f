import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conciergeCallResponseSchema, conciergeTextResponseSchema } from '../../shared/api/concierge.ts';
import { conversationParamsSchema } from '../../shared/api/conversations.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ConciergeService } from './concierge.service.ts';

export interface ConciergeRoutesDependencies {
  auth: Authenticator;
  concierge: Pick<ConciergeService, 'startCall' | 'continueInText'>;
}

/**
 * The concierge over HTTP: starting a call in the guest's voice conversation, and continuing the
 * interview in their text conversation after a call (its messages are ordinary messages).
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
  };
}
