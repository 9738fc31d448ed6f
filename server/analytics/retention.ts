import type { Logger } from 'pino';
import type { AnalyticsRepository } from './analytics.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
const sweepEveryMs = 60 * 60 * 1000;
/** The first sweep waits a minute, so a server's start is not spent deleting. */
const firstSweepAfterMs = 60 * 1000;

export interface AnalyticsRetentionDependencies {
  analytics: Pick<AnalyticsRepository, 'deleteReceivedBefore'>;
  retentionDays: number;
  logger: Pick<Logger, 'info' | 'error'>;
  now: () => number;
  /** Rows one statement deletes: short transactions, so a sweep never holds ingestion up for long. */
  rowsPerDelete?: number;
}

/**
 * Keeps stored analytics events for `retentionDays` after they were received
 * (`ANALYTICS_RETENTION_DAYS`, 400 by default: a year, and the same weeks of the year before to
 * compare with), then deletes them: the ingestion budgets bound how fast the table grows, this
 * bounds how large. Every instance sweeps once an hour; a delete is idempotent, so instances
 * that share a database only repeat a look at an index.
 */
export function startAnalyticsRetention({ analytics, retentionDays, logger, now, rowsPerDelete = 5000 }: AnalyticsRetentionDependencies) {
  async function sweep(): Promise<number> {
    const cutoff = now() - retentionDays * dayMs;
    let deleted = 0;
    for (;;) {
      const batch = await analytics.deleteReceivedBefore(cutoff, rowsPerDelete);
      deleted += batch;
      if (batch < rowsPerDelete) return deleted;
    }
  }

  const run = () =>
    void sweep().then(
      (deleted) => {
        if (deleted > 0) logger.info({ deleted, retentionDays }, 'deleted analytics events past their retention');
      },
      (error: unknown) => logger.error({ err: error }, 'could not delete analytics events past their retention'),
    );
  const first = setTimeout(run, firstSweepAfterMs);
  const every = setInterval(run, sweepEveryMs);
  first.unref();
  every.unref();

  return {
    /** One sweep now; answers how many events it deleted. */
    sweep,
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
