import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsSummaryQuerySchema, analyticsSummarySchema } from '../../shared/api/analytics.ts';
import { clientConfigSchema, type ClientConfig } from '../../shared/api/client-config.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { AnalyticsSummaryService } from './analytics-summary.service.ts';

export interface AnalyticsRoutesDependencies {
  auth: Authenticator;
  summary: AnalyticsSummaryService;
  clientConfig: ClientConfig;
}

/** The admin view of product analytics, and the public start-up config that says where events go. */
export function analyticsRoutes({ auth, summary, clientConfig }: AnalyticsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/admin/analytics/summary', {
      schema: {
        tags: ['admin'],
        summary: 'Events per day, the sign-in funnel and the top events of the last days (UTC)',
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        await auth.requireAdmin(request);
        return summary.summary(request.query.days);
      },
    });

    routes.get('/api/client-config', {
      schema: { tags: ['config'], summary: 'Where the web app sends analytics', response: { 200: clientConfigSchema } },
      handler: async (_request, reply) => reply.header('cache-control', 'no-cache').send(clientConfig),
    });
  };
}
