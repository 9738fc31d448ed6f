import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { iceServersResponseSchema } from '../../shared/api/conversations.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { CallsService } from './calls.service.ts';

export interface CallsRoutesDependencies {
  auth: Authenticator;
  calls: CallsService;
}

/** What a browser needs over HTTP for its calls; the calls themselves go over the real-time socket. */
export function callsRoutes({ auth, calls }: CallsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/calls/ice-servers', {
      schema: {
        tags: ['calls'],
        summary: 'ICE servers for a WebRTC call: STUN, and TURN with time-limited credentials when configured',
        response: { 200: iceServersResponseSchema, ...errorResponses(401) },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        reply.header('cache-control', 'private, no-store');
        return { iceServers: calls.iceServers(viewer) };
      },
    });
  };
}
