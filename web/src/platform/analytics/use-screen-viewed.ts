import { useEffect } from 'react';
import type { ScreenName } from '../../../../shared/analytics/event-types.ts';
import { track, type ScreenContextArgs } from './track.ts';

/**
 * Sends `Screen Viewed` when a screen shows, and again when its context changes (another chat,
 * another event). StrictMode's second run is dropped by the tracker's repeat window.
 */
export function useScreenViewed<S extends ScreenName>(screen: S, ...context: ScreenContextArgs<S>): void {
  // A context object is new on every render; its content is what decides a new view.
  const contextKey = JSON.stringify(context[0] ?? {});
  useEffect(() => {
    track.screenViewed(screen, ...([JSON.parse(contextKey)] as ScreenContextArgs<S>));
  }, [screen, contextKey]);
}
