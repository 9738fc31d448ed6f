import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../../../../shared/api/client-config.ts';

/** Which recognizer and synthesizer the server offers, from `GET /api/client-config`; fixed while the page lives. */
export function speechConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/client-config'],
    select: (config: ClientConfig) => config.speech,
    staleTime: Infinity,
  });
}

export function useSpeechConfig() {
  return useQuery(speechConfigQueryOptions());
}
