import type { DossierChange, DossierSection } from '../../../../shared/api/dossier.ts';
import { changeParts, type DiffPart } from '../../../../shared/dossier-diff.ts';
import { sectionLabels } from './dossier-sections.ts';

/** What the revision history draws for a revision's changes: plain data, so the wording is tested alone. */

export type ChangeRow = {
  change: DossierChange['change'];
  /** The marker shown before the change, in words: "Added", "Removed", "Changed". */
  marker: string;
  /** The text, word by word for a change, whole for an addition or a removal. */
  parts: DiffPart[];
};

export type ChangeGroup = { section: DossierSection; label: string; rows: ChangeRow[] };

const markers: Record<DossierChange['change'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };
const sectionOrder: readonly DossierSection[] = ['headline', 'about', 'lookingFor', 'canOffer', 'topics'];

function rowOf(change: DossierChange): ChangeRow {
  return { change: change.change, marker: markers[change.change], parts: changeParts(change) };
}

/** The changes by section, in the order the dossier reads; sections without changes are left out. */
export function changeGroups(changes: readonly DossierChange[]): ChangeGroup[] {
  return sectionOrder
    .map((section) => ({ section, label: sectionLabels[section], rows: changes.filter((change) => change.section === section).map(rowOf) }))
    .filter((group) => group.rows.length > 0);
}

/** "2 added, 1 changed", or "No changes" for a revision that saved the same document again. */
export function changeCountText(changes: readonly DossierChange[]): string {
  const counts = (['added', 'removed', 'changed'] as const)
    .map((kind) => ({ kind, count: changes.filter((change) => change.change === kind).length }))
    .filter(({ count }) => count > 0);
  if (counts.length === 0) return 'No changes';
  return counts.map(({ kind, count }) => `${count} ${kind}`).join(', ');
}
