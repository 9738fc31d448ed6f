import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '../../shared/api/auth.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { DevOutboxService } from './dev-outbox.service.ts';

export interface DevOutboxRoutesDependencies {
  devOutbox: DevOutboxService;
}

export function devOutboxRoutes({ devOutbox }: DevOutboxRoutesDependencies) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', {
      schema: {
        tags: ['dev'],
        summary: 'SMS written by the outbox provider, newest first (only with DEV_OUTBOX=1)',
        querystring: z.strictObject({ to: z.string().max(32).optional() }),
        response: { 200: z.array(outboxMessageSchema), ...errorResponses(404) },
      },
      handler: (request) => devOutbox.list(request.query.to),
    });
  };
}
