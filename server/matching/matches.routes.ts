import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventParamsSchema } from '../../shared/api/events.ts';
import {
  createIntroductionSchema,
  hostMatchesResponseSchema,
  introductionSchema,
  matchesResponseSchema,
  matchesSeenSchema,
} from '../../shared/api/matching.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { MatchesService } from './matches.service.ts';

export interface MatchesRoutesDependencies {
  auth: Authenticator;
  matches: MatchesService;
}

/** Matches over HTTP: a guest's at an event and their last visit, and the hosts' view with introductions. */
export function matchesRoutes({ auth, matches }: MatchesRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/events/:id/matches', {
      schema: {
        tags: ['matching'],
        summary:
          "The viewer's matches at the event, newest first, with the contact details each other person chose to share; isNew " +
          'since the last POST …/matches/seen (joined members only)',
        params: eventParamsSchema,
        response: { 200: matchesResponseSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => matches.list(await auth.requireUser(request), request.params.id),
    });

    routes.post('/api/events/:id/matches/seen', {
      schema: {
        tags: ['matching'],
        summary:
          "Record that the viewer has seen the event's matches made until seenAt (the newest shown; at most now): they are no " +
          'longer new. The visit never moves back',
        params: eventParamsSchema,
        body: matchesSeenSchema,
        response: { 200: matchesSeenSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => matches.markSeen(await auth.requireUser(request), request.params.id, request.body),
    });

    routes.get('/api/events/:id/hostMatches', {
      schema: {
        tags: ['matching'],
        summary: 'Hosts and admins: every match of the event and the introductions hosts made (a member gets 403, anyone else 404)',
        params: eventParamsSchema,
        response: { 200: hostMatchesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => matches.hostMatches(await auth.requireUser(request), request.params.id),
    });

    routes.post('/api/events/:id/introductions', {
      schema: {
        tags: ['matching'],
        summary:
          'Hosts and admins: introduce two joined guests; each then sees the other as a prospect marked as introduced, with the ' +
          "host's note quoted first in the reason",
        params: eventParamsSchema,
        body: createIntroductionSchema,
        response: { 201: introductionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request, reply) => {
        const introduction = await matches.introduce(await auth.requireUser(request), request.params.id, request.body);
        return reply.code(201).send(introduction);
      },
    });
  };
}
