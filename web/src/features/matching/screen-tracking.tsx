import { useEffect } from 'react';
import { track, type EventContextProperties, type MatchesOpenedFrom } from '../../platform/analytics/track.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';

type EventContext = Partial<EventContextProperties>;

/** `Screen Viewed: Prospects`, rendered once the event context is known so a view is sent once. */
export function ProspectsScreenView({ context }: { context: EventContext }) {
  useScreenViewed('Prospects', context);
  return null;
}

/** `Screen Viewed: Matches` and `Matches Opened`, from a page or from a chat. */
export function MatchesScreenView({ openedFrom, context }: { openedFrom: MatchesOpenedFrom; context: EventContext }) {
  useScreenViewed('Matches', { ...context, opened_from: openedFrom });
  const contextKey = JSON.stringify(context);
  useEffect(() => {
    track.matchesOpened({ ...(JSON.parse(contextKey) as EventContext), opened_from: openedFrom });
  }, [openedFrom, contextKey]);
  return null;
}
