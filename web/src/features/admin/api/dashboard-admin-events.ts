import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminEventsSchema } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';

export type AdminEvents = z.infer<typeof adminEventsSchema>;

function adminEventsPath(search: string, limit: number): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (search) query.set('q', search);
  return `/api/admin/events?${query.toString()}`;
}

/** Every event, newest start first, optionally only those whose name contains `search` (admins only). */
export function getAdminEvents(search: string, limit: number): Promise<AdminEvents> {
  return api.get<AdminEvents>(adminEventsPath(search, limit));
}

export function adminEventsQueryOptions(search: string, limit: number) {
  return queryOptions({ queryKey: [adminEventsPath(search, limit)], queryFn: () => getAdminEvents(search, limit) });
}

export function useAdminEvents(search: string, limit: number) {
  return useQuery({ ...adminEventsQueryOptions(search, limit), placeholderData: keepPreviousData });
}
