import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminEventsQuerySchema,
  adminEventsSchema,
  createEventSchema,
  eventParamsSchema,
  eventSchema,
  myEventsSchema,
  updateEventSchema,
} from '../../shared/api/events.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { EventsService } from './events.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface EventsRoutesDependencies {
  auth: Authenticator;
  events: EventsService;
  /** PUBLIC_URL's origin, which links are built on when it is set. */
  publicOrigin: string | undefined;
}

/** Events: create, read, edit, list (the viewer's, and every event for admins). */
export function eventsRoutes({ auth, events, publicOrigin }: EventsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/events', {
      schema: {
        tags: ['events'],
        summary: 'Create an event (creators and admins); the creator becomes its first host',
        body: createEventSchema,
        response: { 201: eventSchema, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        return reply.status(201).send(await events.create(viewer, request.body, requestOrigin(request, publicOrigin)));
      },
    });

    routes.get('/api/events', {
      schema: {
        tags: ['events'],
        summary: 'The events the signed-in user hosts or has joined: upcoming first, then past',
        response: { 200: myEventsSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => ({ events: await events.listMine(await auth.requireUser(request)) }),
    });

    routes.get('/api/events/:id', {
      schema: {
        tags: ['events'],
        summary: 'An event, for its members, hosts and admins (anyone else: 404 event_not_found; a malformed id: 400 invalid_event_id)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => events.get(await auth.requireUser(request), request.params.id, requestOrigin(request, publicOrigin)),
    });

    routes.patch('/api/events/:id', {
      schema: {
        tags: ['events'],
        summary: 'Edit an event (hosts and admins); the merged event is validated again',
        params: eventParamsSchema,
        body: updateEventSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) =>
        events.update(await auth.requireUser(request), request.params.id, request.body, requestOrigin(request, publicOrigin)),
    });

    routes.get('/api/admin/events', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: every event, newest start first, optionally by part of its name',
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return { events: await events.listAll(request.query) };
      },
    });

    routes.get('/api/admin/events/:id', {
      schema: {
        tags: ['admin'],
        summary: "Admins: any event's details and hosts",
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => events.get(await auth.requireAdmin(request), request.params.id, requestOrigin(request, publicOrigin)),
    });
  };
}
