import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { iceServersResponseSchema } from '../../shared/api/conversations.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import { iceServersFor } from './ice-servers.ts';

export function callsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/calls/ice-servers', {
      schema: {
        tags: ['calls'],
        summary: 'ICE servers for a WebRTC call: STUN, and TURN with time-limited credentials when configured',
        response: { 200: iceServersResponseSchema, 401: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const viewer = await context.auth.requireUser(request);
        reply.header('cache-control', 'private, no-store');
        return { iceServers: iceServersFor(viewer.id, context.config.calls, context.now()) };
      },
    });
  };
}
