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
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import { isUuid } from '../events/event-access.ts';
import { ApiError } from '../http/api-error.ts';
import { createCreatorRequestsRepository } from './creator-requests.repository.ts';
import { createCreatorRequestsService } from './creator-requests.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const checkId = (id: string) => {
  if (!isUuid(id)) throw new ApiError(404, 'creator_request_not_found', 'This creator request was not found.');
  return id.toLowerCase();
};

export function creatorRequestsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const service = createCreatorRequestsService({ requests: createCreatorRequestsRepository(context.database.db), now: context.now });
    const { auth } = context;

    routes.get('/api/creator-requests/mine', {
      schema: {
        tags: ['creator-requests'],
        summary: 'Whether the signed-in user may create events, and their newest creator request',
        response: { 200: myCreatorStatusSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => service.mine(await auth.requireUser(request)),
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
        return reply.status(201).send(await service.ask(viewer, request.body.message));
      },
    });

    routes.get('/api/admin/creator-requests', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: creator requests, pending first',
        querystring: adminCreatorRequestsQuerySchema,
        response: { 200: adminCreatorRequestsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return { requests: await service.list(request.query) };
      },
    });

    routes.post('/api/admin/creator-requests/:id/approve', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: approve a pending request; its user becomes a creator',
        params: creatorRequestParamsSchema,
        response: { 200: adminCreatorRequestSchema, ...errors },
      },
      handler: async (request) => service.approve(await auth.requireAdmin(request), checkId(request.params.id)),
    });

    routes.post('/api/admin/creator-requests/:id/deny', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: deny a pending request, optionally saying why (the user sees the reason)',
        params: creatorRequestParamsSchema,
        body: denyCreatorRequestSchema.nullish(),
        response: { 200: adminCreatorRequestSchema, ...errors },
      },
      handler: async (request) =>
        service.deny(await auth.requireAdmin(request), checkId(request.params.id), request.body?.reason),
    });
  };
}
