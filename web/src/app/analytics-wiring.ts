import type { QueryClient } from '@tanstack/react-query';
import type { ClientConfig } from '../../../shared/api/client-config.ts';
import type { CurrentUser } from '../../../shared/api/users.ts';
import { installGlobalErrorHandlers, reportError, tracker } from '../platform/analytics/tracker.ts';
import { sessionQueryKey } from '../platform/session/use-session.ts';
import { api, ApiError } from '../lib/api-client.ts';

/**
 * Connects product analytics to the running app: the global error hooks, the SDK's settings
 * from the server, and the signed-in user (identify on sign-in, reset on sign-out).
 */
export function connectAnalytics(queryClient: QueryClient): void {
  installGlobalErrorHandlers(window);

  api.get<ClientConfig>('/api/client-config').then(
    (clientConfig) => tracker.start(clientConfig),
    (error: unknown) => console.warn('Analytics stay off: the client configuration could not be loaded.', error),
  );

  let signedIn = false;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
    const user = event.query.state.data as CurrentUser | null | undefined;
    if (user) {
      tracker.identify(user);
      signedIn = true;
    } else if (user === null && signedIn) {
      tracker.reset();
      signedIn = false;
    }
  });
}

/**
 * Failed requests worth knowing about: the network, the server's own failures, or something
 * unexpected. A refusal the screen explains to the user (a wrong code, a bad email) is not one.
 */
export function reportFailedRequest(error: unknown, location: string): void {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
  reportError(error, {
    description: 'Request failed',
    location,
    data: error instanceof ApiError ? [error.status, error.code] : [],
  });
}
