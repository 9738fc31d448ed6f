import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppRouter } from './router.tsx';
import { UpdateBanner } from './update-banner.tsx';

/** The whole app: data, routes, and the update banner above every page. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <UpdateBanner />
    </QueryClientProvider>
  );
}
