import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '../../../../../shared/api/analytics.ts';
import { api } from '../../../lib/api-client.ts';

const summaryPath = (days: number) => `/api/admin/analytics/summary?days=${days}`;

/** Events per day, the sign-in funnel and the top events of the last `days` UTC days (admins only). */
export function getAnalyticsSummary(days: number): Promise<AnalyticsSummary> {
  return api.get<AnalyticsSummary>(summaryPath(days));
}

export function analyticsSummaryQueryOptions(days: number) {
  return queryOptions({ queryKey: [summaryPath(days)], queryFn: () => getAnalyticsSummary(days) });
}

/** While another period loads, the previous one stays on screen (marked busy) instead of a blank page. */
export function useAnalyticsSummary(days: number) {
  return useQuery({ ...analyticsSummaryQueryOptions(days), placeholderData: keepPreviousData });
}
