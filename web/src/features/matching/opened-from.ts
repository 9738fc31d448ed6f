import type { MatchesOpenedFrom } from '../../platform/analytics/track.ts';

/** Where the matches page was opened from: `?from=chat` (a chat's header) says a chat, anything else a page. */
export function matchesOpenedFrom(from: string | null): MatchesOpenedFrom {
  return from === 'chat' ? 'chat' : 'page';
}
