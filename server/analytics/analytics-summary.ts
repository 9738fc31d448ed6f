import type { AnalyticsSummary } from '../../shared/api/analytics.ts';

/**
 * From the repository's rows to the admin view's answer. Pure: days are UTC days, numbered
 * as whole days since the epoch, so the SQL groups by `event_time / 86400000` in both dialects.
 */

const dayMs = 24 * 60 * 60 * 1000;

export const topEventsShown = 10;

/** The last `days` UTC days, today included: [start of the first day, start of tomorrow). */
export function summaryWindow(now: number, days: number): { since: number; until: number } {
  const tomorrow = (Math.floor(now / dayMs) + 1) * dayMs;
  return { since: tomorrow - days * dayMs, until: tomorrow };
}

export interface FunnelStep {
  step: string;
  eventTypes: readonly string[];
}

export interface SummaryRows {
  countsPerDay: { dayNumber: number; count: number }[];
  topEvents: { eventType: string; count: number }[];
  actorsByEventType: { actor: string; eventType: string }[];
}

export function toAnalyticsSummary(now: number, days: number, funnel: readonly FunnelStep[], rows: SummaryRows): AnalyticsSummary {
  const { since } = summaryWindow(now, days);
  const firstDay = since / dayMs;
  const counts = new Map(rows.countsPerDay.map((row) => [row.dayNumber, row.count]));
  const eventsPerDay = Array.from({ length: days }, (_, offset) => ({
    day: new Date((firstDay + offset) * dayMs).toISOString().slice(0, 10),
    count: counts.get(firstDay + offset) ?? 0,
  }));
  return {
    days,
    eventsPerDay,
    funnel: funnelCounts(funnel, rows.actorsByEventType),
    topEvents: rows.topEvents.slice(0, topEventsShown),
  };
}

/**
 * Distinct actors who reached each step and every step before it, in any order within the
 * window (a close approximation of an ordered funnel: the steps are sequential screens).
 */
export function funnelCounts(
  funnel: readonly FunnelStep[],
  actorsByEventType: { actor: string; eventType: string }[],
): AnalyticsSummary['funnel'] {
  const actorsOf = new Map<string, Set<string>>();
  for (const { actor, eventType } of actorsByEventType) {
    const actors = actorsOf.get(eventType) ?? new Set<string>();
    actors.add(actor);
    actorsOf.set(eventType, actors);
  }
  let reachedSoFar: Set<string> | undefined;
  let previousUsers: number | undefined;
  return funnel.map(({ step, eventTypes }) => {
    const reachedStep = new Set(eventTypes.flatMap((eventType) => [...(actorsOf.get(eventType) ?? [])]));
    reachedSoFar = reachedSoFar ? new Set([...reachedSoFar].filter((actor) => reachedStep.has(actor))) : reachedStep;
    const users = reachedSoFar.size;
    const conversionFromPrevious = previousUsers ? users / previousUsers : null;
    previousUsers = users;
    return { step, users, conversionFromPrevious };
  });
}
