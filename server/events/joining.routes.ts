import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventParamsSchema,
  eventPreviewSchema,
  hostContactSharingSchema,
  joinEventSchema,
  participationSchema,
  previewQuerySchema,
} from '../../shared/api/events.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { JoiningService } from './joining.service.ts';

export interface JoiningRoutesDependencies {
  auth: Authenticator;
  joining: JoiningService;
}

/** The join page: a public preview of the event, then the join (by the event link or a personal link). */
export function joiningRoutes({ auth, joining }: JoiningRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/events/:id/preview', {
      schema: {
        tags: ['events'],
        summary: 'Public: what the join page shows above the sign-in (with memberHash, who the personal link is for)',
        params: eventParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: eventPreviewSchema, ...errorResponses(400, 403, 404, 410) },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return joining.preview(request.params.id, request.query.memberHash || undefined);
      },
    });

    routes.post('/api/events/:id/join', {
      schema: {
        tags: ['events'],
        summary:
          'Join the event, through its link or a personal link (memberHash), sharing contact details with the hosts or not; joining again changes nothing',
        params: eventParamsSchema,
        body: joinEventSchema.nullish().describe('Optional: the personal link hash'),
        response: {
          200: participationSchema,
          ...errorResponses(400, 401, 403, 404, 409, 410),
        },
      },
      handler: async (request) =>
        joining.join(await auth.requireUser(request), request.params.id, {
          memberHash: request.body?.memberHash || undefined,
          shareContactWithHosts: request.body?.shareContactWithHosts,
        }),
    });

    routes.put('/api/events/:id/contactSharing', {
      schema: {
        tags: ['events'],
        summary: "A member's choice: let the event's hosts see their phone number and email, or not (anyone not joined: 404 not_a_member)",
        params: eventParamsSchema,
        body: hostContactSharingSchema,
        response: { 200: hostContactSharingSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) =>
        joining.setContactSharing(await auth.requireUser(request), request.params.id, request.body.shareWithHosts),
    });
  };
}
