import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import { eventLimits, eventParamsSchema, participantParamsSchema } from '../../shared/api/events.ts';
import {
  createInvitationSchema,
  csvProblemSchema,
  importInvitationsJsonSchema,
  importInvitationsResultSchema,
  participantSchema,
  participantsSchema,
} from '../../shared/api/participants.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { CsvImportError } from './invitation-import.ts';
import type { InvitationsService } from './invitations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface InvitationsRoutesDependencies {
  auth: Authenticator;
  invitations: InvitationsService;
  /** PUBLIC_URL's origin, which personal links are built on when it is set. */
  publicOrigin: string | undefined;
}

/** A host's participants: invitations one by one or by CSV, revoking, the list, removing a member. */
export function invitationsRoutes({ auth, invitations, publicOrigin }: InvitationsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // A CSV import may come as text/csv; the other routes here take JSON and refuse a text body.
    app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) => done(null, body));

    routes.post('/api/events/:id/invitations', {
      schema: {
        tags: ['events'],
        summary: 'Invite one person (hosts and admins); answers the invitation with its personal link',
        params: eventParamsSchema,
        body: createInvitationSchema,
        response: { 201: participantSchema, ...errors },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        return reply
          .status(201)
          .send(await invitations.invite(viewer, request.params.id, request.body, requestOrigin(request, publicOrigin)));
      },
    });

    routes.post('/api/events/:id/invitations/import', {
      bodyLimit: eventLimits.csvImportMaxBytes + 1024,
      schema: {
        tags: ['events'],
        summary:
          'Import invitees from CSV (text/csv body, or JSON { csv }); header row name,phone,email. Any bad row: 400 invalid_csv with every problem by line, and nothing imported',
        params: eventParamsSchema,
        body: z.union([z.string().max(eventLimits.csvImportMaxBytes), importInvitationsJsonSchema]),
        response: {
          201: importInvitationsResultSchema,
          ...errors,
          400: apiErrorSchema.extend({ problems: z.array(csvProblemSchema).optional().describe('With code invalid_csv') }),
        },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        const text = typeof request.body === 'string' ? request.body : request.body.csv;
        try {
          return reply.status(201).send(await invitations.importCsv(viewer, request.params.id, text, requestOrigin(request, publicOrigin)));
        } catch (error) {
          if (error instanceof CsvImportError) {
            return reply.status(400).send({ code: 'invalid_csv', message: error.message, problems: error.problems });
          }
          throw error;
        }
      },
    });

    routes.delete('/api/events/:id/invitations/:participantId', {
      schema: {
        tags: ['events'],
        summary: 'Revoke an invitation nobody has used yet (hosts and admins); its personal link stops working',
        params: participantParamsSchema,
        response: { 200: participantSchema, ...errors },
      },
      handler: async (request) =>
        invitations.revokeInvitation(
          await auth.requireUser(request),
          request.params.id,
          request.params.participantId,
          requestOrigin(request, publicOrigin),
        ),
    });

    routes.get('/api/events/:id/participants', {
      schema: {
        tags: ['events'],
        summary: 'Every participant with state, contact, onboarding and (hosts only) personal links (hosts and admins)',
        params: eventParamsSchema,
        response: { 200: participantsSchema, ...errors },
      },
      handler: async (request) =>
        invitations.list(await auth.requireUser(request), request.params.id, requestOrigin(request, publicOrigin)),
    });

    routes.delete('/api/events/:id/participants/:participantId', {
      schema: {
        tags: ['events'],
        summary: 'Remove a participant who joined (hosts and admins); they cannot join again by the event link',
        params: participantParamsSchema,
        response: { 200: participantSchema, ...errors },
      },
      handler: async (request) =>
        invitations.removeParticipant(
          await auth.requireUser(request),
          request.params.id,
          request.params.participantId,
          requestOrigin(request, publicOrigin),
        ),
    });
  };
}
