import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { reportError } from '../platform/analytics/tracker.ts';
import { Button } from '../ui/button.tsx';
import { chunkErrorRecovery } from './browser-chunk-recovery.ts';
import { isChunkLoadError, type ChunkErrorOutcome } from './chunk-error-recovery.ts';
import { failureMessage, failureTitle } from './failure-text.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { StatusPage } from './status-page.tsx';

/**
 * Around every route: an error while rendering a page, or a page whose code failed to load, shows
 * `RouteErrorScreen` in place of the whole app frame, until the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorCatcher location={useLocation()}>{children}</ErrorCatcher>;
}

interface ErrorCatcherProps {
  location: Location;
  children: ReactNode;
}

interface ErrorCatcherState {
  /** Boxed, so that a thrown `undefined` still counts as an error. */
  caught: { error: unknown } | null;
  location: Location;
}

class ErrorCatcher extends Component<ErrorCatcherProps, ErrorCatcherState> {
  override state: ErrorCatcherState = { caught: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<ErrorCatcherState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: ErrorCatcherProps, state: ErrorCatcherState): Partial<ErrorCatcherState> | null {
    return props.location === state.location ? null : { caught: null, location: props.location };
  }

  override render() {
    return this.state.caught ? <RouteErrorScreen error={this.state.caught.error} /> : this.props.children;
  }
}

/**
 * A page whose code failed to load gets one automatic reload; anything else, or a load failure
 * that survives the reload, gets the generic failure screen with "Refresh Page".
 */
function RouteErrorScreen({ error }: { error: unknown }) {
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
