import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addHostSchema,
  eventParamsSchema,
  hostInvitationAnswerSchema,
  hostInvitationParamsSchema,
  hostParamsSchema,
  hostsSchema,
  myHostInvitationParamsSchema,
  receivedHostInvitationsSchema,
} from '../../shared/api/events.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { HostsService } from './hosts.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface HostsRoutesDependencies {
  auth: Authenticator;
  hosts: HostsService;
}

/** An event's hosts and co-host invitations: sent by its hosts, answered by the person invited. */
export function hostsRoutes({ auth, hosts }: HostsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/events/:id/hosts', {
      schema: {
        tags: ['events'],
        summary: "The event's hosts, and (for hosts and admins) the co-host invitations waiting for an answer",
        params: eventParamsSchema,
        response: { 200: hostsSchema, ...errors },
      },
      handler: async (request) => hosts.hosts(await auth.requireUser(request), request.params.id),
    });

    routes.post('/api/events/:id/hosts', {
      schema: {
        tags: ['events'],
        summary:
          'Invite a co-host by phone number or participant id (hosts and admins): 202, the same answer whether the number has an account or not; they co-host once they accept',
        params: eventParamsSchema,
        body: addHostSchema,
        response: { 202: hostsSchema, ...errors },
      },
      handler: async (request, reply) =>
        reply.status(202).send(await hosts.invite(await auth.requireUser(request), request.params.id, request.body)),
    });

    routes.delete('/api/events/:id/hosts/:userId', {
      schema: {
        tags: ['events'],
        summary: 'Remove a co-host (hosts and admins); the creator cannot be removed',
        params: hostParamsSchema,
        response: { 200: hostsSchema, ...errors },
      },
      handler: async (request) => hosts.removeHost(await auth.requireUser(request), request.params.id, request.params.userId),
    });

    routes.delete('/api/events/:id/host-invitations/:invitationId', {
      schema: {
        tags: ['events'],
        summary: 'Withdraw a co-host invitation that is still open (hosts and admins)',
        params: hostInvitationParamsSchema,
        response: { 200: hostsSchema, ...errors },
      },
      handler: async (request) => hosts.withdrawInvitation(await auth.requireUser(request), request.params.id, request.params.invitationId),
    });

    routes.get('/api/host-invitations', {
      schema: {
        tags: ['events'],
        summary: "The co-host invitations waiting for the signed-in user's answer (sent to their number or account)",
        response: { 200: receivedHostInvitationsSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => ({ invitations: await hosts.received(await auth.requireUser(request)) }),
    });

    routes.post('/api/host-invitations/:invitationId/accept', {
      schema: {
        tags: ['events'],
        summary: 'Accept a co-host invitation sent to you: you co-host the event from now on (anyone else: 404 invitation_not_found)',
        params: myHostInvitationParamsSchema,
        response: { 200: hostInvitationAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request) => hosts.accept(await auth.requireUser(request), request.params.invitationId),
    });

    routes.post('/api/host-invitations/:invitationId/decline', {
      schema: {
        tags: ['events'],
        summary: 'Decline a co-host invitation sent to you; the hosts still see it as waiting (anyone else: 404 invitation_not_found)',
        params: myHostInvitationParamsSchema,
        response: { 200: hostInvitationAnswerSchema, ...errorResponses(401, 403, 404, 409) },
      },
      handler: async (request) => hosts.decline(await auth.requireUser(request), request.params.invitationId),
    });
  };
}
