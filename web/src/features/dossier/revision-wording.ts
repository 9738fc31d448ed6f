import type { DossierRevisionSummary, DossierUpdateSource, DossierUpdateType } from '../../../../shared/api/dossier.ts';

/** How the history names each kind of revision and where it came from. */

const typeLabels: Record<DossierUpdateType, string> = {
  first_time: 'First version',
  deepened: 'Deepened',
  manual: 'Edited by you',
  modification_request: 'Changed on request',
};

const sourceLabels: Record<DossierUpdateSource, string> = {
  chat: 'from chat',
  home: 'from your dossier page',
  artifact: 'from the document',
};

export function revisionTypeLabel(updateType: DossierUpdateType): string {
  return typeLabels[updateType];
}

export function revisionSourceLabel(updateSource: DossierUpdateSource): string {
  return sourceLabels[updateSource];
}

/** "24 Nov, 14:02", with the year when it is not this year's ("3 Jan 2025, 09:15"). */
export function revisionDateLabel(createdAt: number, now: number, timeZone?: string): string {
  const yearOf = (time: number) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(time);
  const sameYear = yearOf(createdAt) === yearOf(now);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(createdAt);
}

/** Whose dossier a history is about: the reader's own, or (to an admin) someone else's. */
export type DossierOwner = 'your' | 'their';

/** "First version · from chat · 24 Nov, 14:02"; to an admin, "Edited by them · from their dossier page · …". */
export function revisionLine(revision: DossierRevisionSummary, now: number, timeZone?: string, whose: DossierOwner = 'your'): string {
  const type = revisionTypeLabel(revision.updateType);
  const source = revisionSourceLabel(revision.updateSource);
  return [
    whose === 'their' ? type.replace('by you', 'by them') : type,
    whose === 'their' ? source.replace('your', 'their') : source,
    revisionDateLabel(revision.createdAt, now, timeZone),
  ].join(' · ');
}
