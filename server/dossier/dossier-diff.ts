import { dossierListSections, type DossierChange, type DossierDocument, type DossierItem } from '../../shared/api/dossier.ts';

const listSections = dossierListSections;

/** The document before the first revision. */
export const emptyDossierDocument: DossierDocument = { headline: '', about: '', lookingFor: [], canOffer: [], topics: [] };

/** How two items are compared: case, spacing and end punctuation do not make a different item. */
export function normaliseItemText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!?…]+$/u, '')
    .trim();
}

/** Each item's text under its normalised text, first one kept, in document order. */
function byNormalisedText(items: DossierItem[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const item of items) {
    const key = normaliseItemText(item.text);
    if (!texts.has(key)) texts.set(key, item.text);
  }
  return texts;
}

function textChange(section: 'headline' | 'about', before: string, after: string): DossierChange[] {
  if (before.trim() === after.trim()) return [];
  if (!before.trim()) return [{ section, change: 'added', before: null, after }];
  if (!after.trim()) return [{ section, change: 'removed', before, after: null }];
  return [{ section, change: 'changed', before, after }];
}

/**
 * What changed from one dossier document to the next: headline and about as changed (or added,
 * removed), list items as removed or added by their normalised text, so a reworded item shows as
 * one removed and one added and an item whose sources alone changed is no change. Sections in
 * document order; within a list, the removed items in their old order, then the added ones.
 */
export function diffDossiers(before: DossierDocument, after: DossierDocument): DossierChange[] {
  const changes = [...textChange('headline', before.headline, after.headline), ...textChange('about', before.about, after.about)];
  for (const section of listSections) {
    const beforeItems = byNormalisedText(before[section]);
    const afterItems = byNormalisedText(after[section]);
    for (const [key, text] of beforeItems)
      if (!afterItems.has(key)) changes.push({ section, change: 'removed', before: text, after: null });
    for (const [key, text] of afterItems) if (!beforeItems.has(key)) changes.push({ section, change: 'added', before: null, after: text });
  }
  return changes;
}
