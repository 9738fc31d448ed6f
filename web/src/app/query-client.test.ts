import { describe, expect, it } from 'vitest';
import { defaultQueryFn } from '../lib/api-client.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('never retries, refetches or lets data go stale on its own', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      queryFn: defaultQueryFn,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
