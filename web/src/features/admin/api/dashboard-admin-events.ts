import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminEventsSchema } from '../../../../../shared/api/events.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type AdminEvents = z.infer<typeof adminEventsSchema>;

/** Every event, newest start first, optionally only those whose name contains `search` (admins only). */
export function getAdminEvents(search: string, limit: number): Promise<AdminEvents> {
  return api.get<AdminEvents>(adminKeys.events(search, limit)[0]);
}

export function adminEventsQueryOptions(search: string, limit: number) {
  return queryOptions({ queryKey: adminKeys.events(search, limit), queryFn: () => getAdminEvents(search, limit) });
}

export function useAdminEvents(search: string, limit: number) {
  return useQuery({ ...adminEventsQueryOptions(search, limit), placeholderData: keepPreviousData });
}
