import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCreatorRequestSchema,
  adminCreatorRequestsQuerySchema,
  adminCreatorRequestsSchema,
  createCreatorRequestSchema,
  creatorRequestParamsSchema,
  creatorRequestSchema,
  denyCreatorRequestSchema,
  myCreatorStatusSchema,
} from '../../shared/api/creator-requests.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { CreatorRequestsService } from './creator-requests.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface CreatorRequestsRoutesDependencies {
  auth: Authenticator;
  creatorRequests: CreatorRequestsService;
}

/** A user asks to become a creator; admins approve or deny. */
export function creatorRequestsRoutes({ auth, creatorRequests }: CreatorRequestsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/creator-requests/mine', {
      schema: {
        tags: ['creator-requests'],
        summary: 'Whether the signed-in user may create events, and their newest creator request',
        response: { 200: myCreatorStatusSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => creatorRequests.mine(await auth.requireUser(request)),
    });

    routes.post('/api/creator-requests', {
      schema: {
        tags: ['creator-requests'],
        summary: 'Ask to become a creator (one pending request at a time: 409 creator_request_pending)',
        body: createCreatorRequestSchema,
        response: { 201: creatorRequestSchema, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        return reply.status(201).send(await creatorRequests.ask(viewer, request.body.message));
      },
    });

    routes.get('/api/admin/creator-requests', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: creator requests, pending first',
        querystring: adminCreatorRequestsQuerySchema,
        response: { 200: adminCreatorRequestsSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return { requests: await creatorRequests.list(request.query) };
      },
    });

    routes.post('/api/admin/creator-requests/:id/approve', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: approve a pending request; its user becomes a creator',
        params: creatorRequestParamsSchema,
        response: { 200: adminCreatorRequestSchema, ...errors },
      },
      handler: async (request) => creatorRequests.approve(await auth.requireAdmin(request), request.params.id),
    });

    routes.post('/api/admin/creator-requests/:id/deny', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: deny a pending request, optionally saying why (the user sees the reason)',
        params: creatorRequestParamsSchema,
        body: denyCreatorRequestSchema.nullish(),
        response: { 200: adminCreatorRequestSchema, ...errors },
      },
      handler: async (request) => creatorRequests.deny(await auth.requireAdmin(request), request.params.id, request.body?.reason),
    });
  };
}
