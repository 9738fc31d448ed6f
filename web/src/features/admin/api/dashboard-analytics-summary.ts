import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '../../../../../shared/api/analytics.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Events per day, the sign-in funnel and the top events of the last `days` UTC days (admins only). */
export function getAnalyticsSummary(days: number): Promise<AnalyticsSummary> {
  return api.get<AnalyticsSummary>(adminKeys.analyticsSummary(days)[0]);
}

export function analyticsSummaryQueryOptions(days: number) {
  return queryOptions({ queryKey: adminKeys.analyticsSummary(days), queryFn: () => getAnalyticsSummary(days) });
}

/** While another period loads, the previous one stays on screen (marked busy) instead of a blank page. */
export function useAnalyticsSummary(days: number) {
  return useQuery({ ...analyticsSummaryQueryOptions(days), placeholderData: keepPreviousData });
}
