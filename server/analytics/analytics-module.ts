import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Authenticator } from '../auth/authenticate.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { RealtimeInfrastructure } from '../realtime/realtime-infrastructure.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsSummaryService } from './analytics-summary.service.ts';
import { clientConfig } from './client-config.ts';
import { analyticsIngestionRoutes } from './ingestion.routes.ts';
import { createIngestion } from './ingestion-module.ts';
import { startAnalyticsRetention } from './retention.ts';

export interface AnalyticsModuleDependencies {
  db: Kysely<Database>;
  dialect: Parameters<typeof createAnalyticsRepository>[1];
  config: Config['analytics'];
  auth: Authenticator;
  sessions: Pick<SessionsService, 'readAccessToken'>;
  realtime: Pick<RealtimeInfrastructure, 'rateLimiter' | 'batchRateLimiter'>;
  speechModes: Parameters<typeof clientConfig>[1];
  logger: Logger;
  now: () => number;
}

/**
 * Product analytics, wired for the composition root: where the web app sends its events
 * (`/api/config`), the self-hosted store's ingestion, its retention, and the admins' summary.
 */
export function analyticsModule({ db, dialect, config, auth, sessions, realtime, speechModes, logger, now }: AnalyticsModuleDependencies) {
  const analytics = createAnalyticsRepository(db, dialect);
  return async (app: FastifyInstance) => {
    await app.register(
      analyticsIngestionRoutes({ ingestion: createIngestion({ analytics, realtime, budgets: config.budgets, now }), sessions }),
    );
    await app.register(
      analyticsRoutes({
        auth,
        summary: createAnalyticsSummaryService({ analytics, now }),
        clientConfig: clientConfig(config, speechModes),
      }),
    );
    const retention = startAnalyticsRetention({ analytics, retentionDays: config.retentionDays, logger, now });
    app.addHook('onClose', async () => retention.stop());
  };
}
