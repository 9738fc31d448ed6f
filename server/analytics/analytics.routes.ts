import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInFunnel } from '../../shared/analytics/event-types.ts';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import { analyticsSummaryQuerySchema, analyticsSummarySchema } from '../../shared/api/analytics.ts';
import { clientConfigSchema, type ClientConfig } from '../../shared/api/client-config.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { summaryWindow, toAnalyticsSummary, topEventsShown } from './analytics-summary.ts';

export function clientConfig({ analytics }: Config): ClientConfig {
  return {
    analytics: analytics.amplitudeApiKey
      ? {
          mode: 'amplitude',
          apiKey: analytics.amplitudeApiKey,
          serverZone: analytics.serverZone,
          serverUrl: null,
          replaySampleRate: analytics.replaySampleRate,
        }
      : // Session replay needs Amplitude's servers, so self-hosted mode records none.
        { mode: 'self-hosted', apiKey: selfHostedAnalyticsKey, serverZone: analytics.serverZone, serverUrl: selfHostedIngestionPath, replaySampleRate: 0 },
  };
}

/** The admin view of product analytics, and the public start-up config that says where events go. */
export function analyticsRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const analytics = createAnalyticsRepository(context.database.db);
    const funnelEventTypes = signInFunnel.flatMap((step) => step.eventTypes);

    routes.get('/api/admin/analytics/summary', {
      schema: {
        tags: ['admin'],
        summary: 'Events per day, the sign-in funnel and the top events of the last days (UTC)',
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => {
        await context.auth.requireAdmin(request);
        const { days } = request.query;
        const now = context.now();
        const { since, until } = summaryWindow(now, days);
        const [countsPerDay, topEvents, actorsByEventType] = await Promise.all([
          analytics.countPerDay(since, until),
          analytics.topEventTypes(since, until, topEventsShown),
          analytics.actorsByEventType(since, until, funnelEventTypes),
        ]);
        return toAnalyticsSummary(now, days, signInFunnel, { countsPerDay, topEvents, actorsByEventType });
      },
    });

    routes.get('/api/client-config', {
      schema: { tags: ['config'], summary: 'Where the web app sends analytics', response: { 200: clientConfigSchema } },
      handler: async (_request, reply) => reply.header('cache-control', 'no-cache').send(clientConfig(context.config)),
    });
  };
}
