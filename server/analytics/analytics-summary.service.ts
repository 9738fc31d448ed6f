import type { AnalyticsSummary } from '../../shared/api/analytics.ts';
import { signInFunnel } from '../../shared/analytics/event-types.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { summaryWindow, toAnalyticsSummary, topEventsShown } from './analytics-summary.ts';

export interface AnalyticsSummaryServiceDependencies {
  analytics: AnalyticsRepository;
  now: () => number;
}

const funnelEventTypes = signInFunnel.flatMap((step) => step.eventTypes);

/** The admin view of product analytics: events per day, the sign-in funnel, the top events. */
export function createAnalyticsSummaryService({ analytics, now }: AnalyticsSummaryServiceDependencies) {
  return {
    /** The last `days` UTC days, today included. */
    async summary(days: number): Promise<AnalyticsSummary> {
      const at = now();
      const { since, until } = summaryWindow(at, days);
      const [countsPerDay, topEvents, actorsByEventType] = await Promise.all([
        analytics.countPerDay(since, until),
        analytics.topEventTypes(since, until, topEventsShown),
        analytics.actorsByEventType(since, until, funnelEventTypes),
      ]);
      return toAnalyticsSummary(at, days, signInFunnel, { countsPerDay, topEvents, actorsByEventType });
    },
  };
}

export type AnalyticsSummaryService = ReturnType<typeof createAnalyticsSummaryService>;
