import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '../lib/api-client.ts';

/**
 * SPEC.md 9: queries never retry, never refetch on focus, reconnect or an interval, and never go
 * stale; mutations never retry. Data changes only when the app asks for it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
