import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conciergeCallResponseSchema } from '../../shared/api/concierge.ts';
import { conversationParamsSchema } from '../../shared/api/conversations.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ConciergeService } from './concierge.service.ts';

export interface ConciergeRoutesDependencies {
  auth: Authenticator;
  concierge: Pick<ConciergeService, 'startCall'>;
}

/** The concierge over HTTP: starting a call in the guest's voice conversation (its messages are ordinary messages). */
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
  };
}
