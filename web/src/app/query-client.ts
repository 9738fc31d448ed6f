import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '../lib/api-client.ts';
import { reportFailedRequest } from './analytics-wiring.ts';

/**
 * Queries never retry, never refetch on focus, reconnect or an interval, and never go stale;
 * mutations never retry. Data changes only when the app asks for it. Pinned by query-client.test.ts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportFailedRequest(error, String(query.queryKey[0])) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportFailedRequest(error, String(mutation.options.mutationKey ?? 'mutation')),
    }),
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
