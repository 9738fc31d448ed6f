import { useEffect, useRef, useState } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../platform/analytics/tracker.ts';
import { Button } from '../ui/button.tsx';
import { chunkErrorRecovery } from './browser-chunk-recovery.ts';
import { isChunkLoadError, type ChunkErrorOutcome } from './chunk-error-recovery.ts';
import { failureMessage, failureTitle } from './failure-text.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { StatusPage } from './status-page.tsx';

/**
 * The router's error element. A page whose code failed to load gets one automatic
 * reload; anything else, or a load failure that survives the reload, gets the generic failure
 * screen with "Refresh Page".
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // StrictMode runs effects twice; a ref keeps the reload decision to one per error screen.
  const outcomeRef = useRef<ChunkErrorOutcome | null>(null);
  const [outcome, setOutcome] = useState<ChunkErrorOutcome | null>(null);

  useEffect(() => {
    if (!chunkError) {
      console.error(error);
      reportError(error, { description: 'Route error', location: 'route-error-boundary', data: [window.location.pathname] });
      return;
    }
    outcomeRef.current ??= chunkErrorRecovery.handle();
    setOutcome(outcomeRef.current);
    reportError(error, {
      description: outcomeRef.current === 'reloading' ? 'Chunk load failed, reloading' : 'Chunk load failed after reload',
      location: 'chunk-error-recovery',
    });
  }, [chunkError, error]);

  if (chunkError && outcome !== 'failed') return <LoadingScreen />;

  return (
    <StatusPage
      title={failureTitle}
      message={failureMessage}
      actions={<Button onClick={() => chunkErrorRecovery.refreshPage()}>Refresh Page</Button>}
    />
  );
}
