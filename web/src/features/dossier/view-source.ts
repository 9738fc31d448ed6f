import type { DossierViewSource } from '../../platform/analytics/track.ts';

/** Where the page was opened from (`?from=chat` or `?from=home`); home when the address says neither. */
export function dossierViewSource(from: string | null): DossierViewSource {
  return from === 'chat' ? 'chat' : 'home';
}
