import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventParamsSchema } from '../../shared/api/events.ts';
import { eventTableQuerySchema, eventTableSchema } from '../../shared/api/participants.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ParticipantTableService } from './participant-table.service.ts';

export interface ParticipantTableRoutesDependencies {
  auth: Authenticator;
  participantTable: ParticipantTableService;
}

/** The admins' participant table of an event, as JSON or as a CSV download. */
export function participantTableRoutes({ auth, participantTable }: ParticipantTableRoutesDependencies) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/events/:id/table', {
      schema: {
        tags: ['admin'],
        summary: "Admins: the event's participant table, sortable and filterable; format=csv downloads it",
        params: eventParamsSchema,
        querystring: eventTableQuerySchema,
        response: {
          200: eventTableSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireAdmin(request);
        if (request.query.format === 'json') return participantTable.table(viewer, request.params.id, request.query);
        const { fileName, csv } = await participantTable.tableCsv(viewer, request.params.id, request.query);
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
            .header('cache-control', 'no-store')
            // A text/csv string skips the JSON serializer; the schema above documents format=json.
            .send(csv as never)
        );
      },
    });
  };
}
