import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conversationParamsSchema } from '../../shared/api/conversations.ts';
import { meetingParamsSchema, meetingSchema, meetingsResponseSchema, proposeMeetingSchema } from '../../shared/api/meetings.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { MeetingsService } from './meetings.service.ts';

export interface MeetingsRoutesDependencies {
  auth: Authenticator;
  meetings: MeetingsService;
  /** `PUBLIC_URL`'s origin; without it, the address the request came to. */
  publicOrigin: string | undefined;
}

/** Meetings between two matches over HTTP, and their calendar invites. */
export function meetingsRoutes({ auth, meetings, publicOrigin }: MeetingsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const answer = (action: 'accept' | 'decline' | 'cancel', summary: string) =>
      routes.post(`/api/meetings/:id/${action}`, {
        schema: {
          tags: ['meetings'],
          summary,
          params: meetingParamsSchema,
          response: { 200: meetingSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
        handler: async (request) => meetings[action](await auth.requireUser(request), request.params.id),
      });

    routes.get('/api/conversations/:id/meetings', {
      schema: {
        tags: ['meetings'],
        summary: 'The meetings of a matched pair in their chat, newest first, and the events they can meet at (only the two)',
        params: conversationParamsSchema,
        response: { 200: meetingsResponseSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => meetings.list(await auth.requireUser(request), request.params.id),
    });

    routes.post('/api/conversations/:id/meetings', {
      schema: {
        tags: ['meetings'],
        summary:
          'Propose a time to meet, during an event the two are matched at (422 past or outside_event; 409 meeting_exists when one is on)',
        params: conversationParamsSchema,
        body: proposeMeetingSchema,
        response: { 201: meetingSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await meetings.propose(await auth.requireUser(request), request.params.id, request.body)),
    });

    routes.put('/api/meetings/:id/time', {
      schema: {
        tags: ['meetings'],
        summary: 'Move a meeting that is on to another time (and place): proposed again, by the caller; the invite keeps its UID',
        params: meetingParamsSchema,
        body: proposeMeetingSchema,
        response: { 200: meetingSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      handler: async (request) => meetings.reschedule(await auth.requireUser(request), request.params.id, request.body),
    });

    answer('accept', 'Accept the proposed time (only the other person)');
    answer('decline', 'Decline the proposed time (only the other person)');
    answer('cancel', 'Call the meeting off (either person); the invite then cancels it in calendars');

    routes.get('/api/meetings/:id/invite.ics', {
      schema: {
        tags: ['meetings'],
        summary: 'The meeting as an iCalendar file (text/calendar) for the caller’s calendar; same UID, growing SEQUENCE',
        params: meetingParamsSchema,
        response: errorResponses(400, 401, 404),
      },
      handler: async (request, reply) => {
        const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
        const { fileName, ics } = await meetings.invite(await auth.requireUser(request), request.params.id, origin);
        return (
          reply
            .header('content-type', 'text/calendar; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            // A text/calendar string skips the JSON serializer.
            .send(ics as never)
        );
      },
    });
  };
}
