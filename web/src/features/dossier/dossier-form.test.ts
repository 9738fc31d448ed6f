import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import { limits } from '../../../../shared/limits.ts';
import {
  addItem,
  documentFromDraft,
  draftChanges,
  draftFromDocument,
  removeItem,
  setText,
  updateItem,
  validateDraft,
  type DossierDraft,
} from './dossier-form.ts';

const document: DossierDocument = {
  headline: 'Battery engineer',
  about: 'I build batteries for boats.',
  lookingFor: [
    { text: 'A co-founder', sourceMessageIds: ['m1'] },
    { text: 'Pilot customers', sourceMessageIds: ['m2', 'm3'] },
  ],
  canOffer: [{ text: 'Battery design reviews', sourceMessageIds: ['m2'] }],
  topics: [],
};

function draftOf(source: DossierDocument): DossierDraft {
  let next = 0;
  return draftFromDocument(source, () => `k${(next += 1)}`);
}

describe('the dossier edit form', () => {
  it('gives back the same document when nothing was edited', () => {
    const draft = draftOf(document);
    expect(documentFromDraft(draft)).toEqual(document);
    expect(draftChanges(draft, document)).toBe(false);
  });

  it('keeps the sources of unchanged items and drops them from edited and new ones', () => {
    let draft = draftOf(document);
    const [first, second] = draft.lookingFor;
    draft = updateItem(draft, 'lookingFor', second!.key, 'Pilot customers in shipping');
    draft = addItem(draft, 'topics', 'new1');
    draft = updateItem(draft, 'topics', 'new1', '  Sailing ');
    expect(first?.key).toBeDefined();
    expect(documentFromDraft(draft)).toEqual({
      ...document,
      lookingFor: [
        { text: 'A co-founder', sourceMessageIds: ['m1'] },
        { text: 'Pilot customers in shipping', sourceMessageIds: [] },
      ],
      topics: [{ text: 'Sailing', sourceMessageIds: [] }],
    });
    expect(draftChanges(draft, document)).toBe(true);
  });

  it('keeps the sources of an item edited and then put back, spacing aside', () => {
    let draft = draftOf(document);
    const key = draft.canOffer[0]!.key;
    draft = updateItem(draft, 'canOffer', key, 'Battery reviews');
    draft = updateItem(draft, 'canOffer', key, ' Battery design reviews ');
    expect(documentFromDraft(draft).canOffer).toEqual(document.canOffer);
  });

  it('removes an item removed or emptied, and trims the texts', () => {
    let draft = draftOf(document);
    draft = removeItem(draft, 'lookingFor', draft.lookingFor[0]!.key);
    draft = updateItem(draft, 'canOffer', draft.canOffer[0]!.key, '   ');
    draft = setText(draft, 'headline', '  Battery engineer at sea  ');
    expect(documentFromDraft(draft)).toEqual({
      ...document,
      headline: 'Battery engineer at sea',
      lookingFor: [{ text: 'Pilot customers', sourceMessageIds: ['m2', 'm3'] }],
      canOffer: [],
    });
  });

  it('accepts a draft within the limits', () => {
    expect(validateDraft(draftOf(document))).toBeNull();
  });

  it('says which field is too long, in the shared words', () => {
    let draft = draftOf(document);
    draft = setText(draft, 'headline', 'h'.repeat(limits.dossierHeadlineMaxLength + 1));
    draft = setText(draft, 'about', 'a'.repeat(limits.dossierAboutMaxLength + 1));
    draft = updateItem(draft, 'lookingFor', 'k1', 'x'.repeat(limits.dossierItemMaxLength + 1));
    expect(validateDraft(draft)).toEqual({
      headline: `A headline has at most ${limits.dossierHeadlineMaxLength} characters.`,
      about: `"About" has at most ${limits.dossierAboutMaxLength} characters.`,
      sections: {},
      items: { k1: `An item has at most ${limits.dossierItemMaxLength} characters.` },
    });
  });

  it('refuses more items than a section holds', () => {
    let draft = draftOf(document);
    for (let index = 0; index <= limits.dossierItemsPerSection; index += 1) {
      draft = addItem(draft, 'topics', `t${index}`);
      draft = updateItem(draft, 'topics', `t${index}`, `Topic ${index}`);
    }
    expect(validateDraft(draft)?.sections).toEqual({ topics: `A section holds at most ${limits.dossierItemsPerSection} items.` });
  });

  it('does not count an empty new item against the limit', () => {
    const draft = addItem(draftOf(document), 'topics', 'blank');
    expect(validateDraft(draft)).toBeNull();
    expect(documentFromDraft(draft).topics).toEqual([]);
  });
});
