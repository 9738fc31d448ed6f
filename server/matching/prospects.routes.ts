import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventParamsSchema } from '../../shared/api/events.ts';
import {
  prospectParamsSchema,
  prospectsAcrossEventsSchema,
  prospectsResponseSchema,
  setInterestResponseSchema,
  setInterestSchema,
} from '../../shared/api/matching.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ProspectsService } from './prospects.service.ts';

export interface ProspectsRoutesDependencies {
  auth: Authenticator;
  prospects: ProspectsService;
}

/** A guest's prospects over HTTP: per event, across their events, and their answer to each. */
export function prospectsRoutes({ auth, prospects }: ProspectsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/events/:id/prospects', {
      schema: {
        tags: ['matching'],
        summary:
          "The viewer's prospects at the event, best first, then those a host introduced (joined members only; anyone else 404). " +
          'Never holds contact details',
        params: eventParamsSchema,
        response: { 200: prospectsResponseSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => prospects.list(await auth.requireUser(request), request.params.id),
    });

    routes.put('/api/events/:id/prospects/:prospectId/interest', {
      schema: {
        tags: ['matching'],
        summary:
          'Say INTERESTED or NOT_INTERESTED (null takes it back while not matched); match is not null when the other person had ' +
          'said INTERESTED: both are matched in their direct conversation. After a match, 409 already_matched',
        params: prospectParamsSchema,
        body: setInterestSchema,
        response: { 200: setInterestResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
      handler: async (request) =>
        prospects.setInterest(await auth.requireUser(request), request.params.id, request.params.prospectId, request.body),
    });

    routes.get('/api/prospects', {
      schema: {
        tags: ['matching'],
        summary: "The viewer's prospects at every event they joined, latest event first, with their match count there",
        response: { 200: prospectsAcrossEventsSchema, ...errorResponses(401) },
      },
      handler: async (request) => prospects.acrossEvents(await auth.requireUser(request)),
    });
  };
}
