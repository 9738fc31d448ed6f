import type { RealtimeInfrastructure } from '../realtime/realtime-infrastructure.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { createEventWriter } from './event-writer.ts';
import { analyticsBudgetWindowMs, createIngestionService, deviceRateWindow } from './ingestion.service.ts';

/** Events and stored bytes per hour, per sender and for the whole server (`ANALYTICS_*` in README.md). */
export interface AnalyticsBudgetLimits {
  sender: { events: number; bytes: number };
  total: { events: number; bytes: number };
}

export interface IngestionModuleDependencies {
  analytics: AnalyticsRepository;
  /** Its rate limiters: in process, or shared by every instance on Redis. */
  realtime: Pick<RealtimeInfrastructure, 'rateLimiter' | 'batchRateLimiter'>;
  budgets: AnalyticsBudgetLimits;
  now: () => number;
}

/** Two full SDK batches of 2,000: a commit big enough to share, small enough to keep answers quick. */
const rowsPerTransaction = 4000;

/** The ingestion service wired for the composition root: its writer, device limit and budgets. */
export function createIngestion({ analytics, realtime, budgets, now }: IngestionModuleDependencies) {
  const { rateLimiter } = realtime;
  const windowMs = analyticsBudgetWindowMs;
  return createIngestionService({
    analytics,
    writer: createEventWriter({ store: analytics.insertEvents, maxRowsPerTransaction: rowsPerTransaction }),
    limiter: realtime.batchRateLimiter('analytics-device', deviceRateWindow),
    budgets: {
      senderEvents: rateLimiter('analytics-sender-events', { limit: budgets.sender.events, windowMs }),
      senderBytes: rateLimiter('analytics-sender-bytes', { limit: budgets.sender.bytes, windowMs }),
      totalEvents: rateLimiter('analytics-total-events', { limit: budgets.total.events, windowMs }),
      totalBytes: rateLimiter('analytics-total-bytes', { limit: budgets.total.bytes, windowMs }),
    },
    now,
  });
}
