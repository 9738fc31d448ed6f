import { describe, expect, it } from 'vitest';
import type { DossierDocument } from './api/dossier.ts';
import {
  diffDossiers,
  documentDiff,
  documentDiffText,
  emptyDossierDocument,
  itemLikeness,
  normaliseItemText,
  rewordParts,
  wordDiff,
} from './dossier-diff.ts';

const item = (text: string, ...sourceMessageIds: string[]) => ({ text, sourceMessageIds });

const first: DossierDocument = {
  headline: 'Founder of a bike-sharing start-up',
  about: 'I run a small team in Lisbon.',
  lookingFor: [item('Investors in mobility', 'm1'), item('A CTO', 'm2')],
  canOffer: [item('Advice on city permits', 'm3')],
  topics: [item('Urban transport', 'm4')],
};

describe('diffDossiers', () => {
  it('finds nothing between a document and itself', () => {
    expect(diffDossiers(first, structuredClone(first))).toEqual([]);
  });

  it('shows the first revision as everything added, sections in document order', () => {
    expect(diffDossiers(emptyDossierDocument, first)).toEqual([
      { section: 'headline', change: 'added', before: null, after: 'Founder of a bike-sharing start-up' },
      { section: 'about', change: 'added', before: null, after: 'I run a small team in Lisbon.' },
      { section: 'lookingFor', change: 'added', before: null, after: 'Investors in mobility' },
      { section: 'lookingFor', change: 'added', before: null, after: 'A CTO' },
      { section: 'canOffer', change: 'added', before: null, after: 'Advice on city permits' },
      { section: 'topics', change: 'added', before: null, after: 'Urban transport' },
    ]);
  });

  it('shows a changed headline and a cleared about', () => {
    const next = { ...first, headline: 'Founder and CEO of a bike-sharing start-up', about: '' };
    expect(diffDossiers(first, next)).toEqual([
      { section: 'headline', change: 'changed', before: first.headline, after: next.headline },
      { section: 'about', change: 'removed', before: first.about, after: null },
    ]);
  });

  it('shows list items removed and added by their text, the removed ones first', () => {
    const next = { ...first, lookingFor: [item('A CTO', 'm2'), item('Designers', 'm9')], topics: [] };
    expect(diffDossiers(first, next)).toEqual([
      { section: 'lookingFor', change: 'removed', before: 'Investors in mobility', after: null },
      { section: 'lookingFor', change: 'added', before: null, after: 'Designers' },
      { section: 'topics', change: 'removed', before: 'Urban transport', after: null },
    ]);
  });

  it('shows a reworded item as removed plus added', () => {
    const next = { ...first, canOffer: [item('Advice on city permits and insurance', 'm3', 'm7')] };
    expect(diffDossiers(first, next)).toEqual([
      { section: 'canOffer', change: 'removed', before: 'Advice on city permits', after: null },
      { section: 'canOffer', change: 'added', before: null, after: 'Advice on city permits and insurance' },
    ]);
  });

  it('ignores case, spacing, end punctuation and sources', () => {
    const next = { ...first, lookingFor: [item('investors  in MOBILITY.'), item(' A CTO!', 'm5')], headline: `${first.headline}  ` };
    expect(diffDossiers(first, next)).toEqual([]);
  });

  it('reports an item listed twice once', () => {
    const next = { ...first, topics: [item('Urban transport', 'm4'), item('Cycling', 'm8'), item('cycling', 'm9')] };
    expect(diffDossiers(first, next)).toEqual([{ section: 'topics', change: 'added', before: null, after: 'Cycling' }]);
  });
});

describe('normaliseItemText', () => {
  it('keeps the words and drops what does not change the meaning', () => {
    expect(normaliseItemText('  Angel   Investors…  ')).toBe('angel investors');
    expect(normaliseItemText('Ｆｕｌｌ-width')).toBe('full-width');
  });
});

describe('wordDiff', () => {
  it('marks removed and added words and keeps the rest', () => {
    expect(wordDiff('Founder of a climate startup', 'Founder of a fintech startup')).toEqual([
      { kind: 'same', text: 'Founder of a ' },
      { kind: 'removed', text: 'climate' },
      { kind: 'added', text: 'fintech' },
      { kind: 'same', text: ' startup' },
    ]);
  });

  it('gives one added part for text written into an empty field, and one removed part for text cleared', () => {
    expect(wordDiff('', 'Hello there')).toEqual([{ kind: 'added', text: 'Hello there' }]);
    expect(wordDiff('Hello there', '')).toEqual([{ kind: 'removed', text: 'Hello there' }]);
  });

  it('joins the parts back into the text after (without removed) and, but for spacing, the text before (without added)', () => {
    const before = 'I build batteries for boats and I mentor students.';
    const after = 'I build batteries for ferries; I mentor students and founders.';
    const parts = wordDiff(before, after);
    const join = (kind: 'added' | 'removed') =>
      parts
        .filter((part) => part.kind !== kind)
        .map((part) => part.text)
        .join('');
    // diffWords gives unchanged runs the new text's spacing.
    expect(join('removed')).toBe(after);
    const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
    expect(withoutSpaces(join('added'))).toBe(withoutSpaces(before));
    expect(parts.filter((part) => part.kind === 'removed').map((part) => part.text)).toEqual(['boats and']);
  });
});

describe('itemLikeness', () => {
  it('compares the words that say what an item is about', () => {
    expect(itemLikeness('Seed investors', 'Seed investors in climate hardware')).toBeCloseTo(0.67, 2);
    expect(itemLikeness('A co-founder', 'A CTO')).toBe(0);
    expect(itemLikeness('Sailing', 'Chess')).toBe(0);
    expect(itemLikeness('the', 'a')).toBe(0);
  });
});

describe('documentDiff', () => {
  const proposal: DossierDocument = {
    headline: 'Founder of Tidewater',
    about: 'I build electric ferries in Tel Aviv.',
    lookingFor: [item('Seed investors', 'm1'), item('Naval engineers', 'm1')],
    canOffer: [item('Advice on raising money for hardware', 'm2'), item('Climate-focused angels', 'm2')],
    topics: [item('Electric shipping', 'm3'), item('Chess', 'm3')],
  };

  it('shows every item as it was when nothing changed', () => {
    const diff = documentDiff(proposal, structuredClone(proposal));
    expect(diff.headline).toEqual({
      kind: 'same',
      before: proposal.headline,
      after: proposal.headline,
      parts: [{ kind: 'same', text: proposal.headline }],
    });
    expect(diff.about.kind).toBe('same');
    expect(diff.topics).toEqual([
      { kind: 'same', text: 'Electric shipping' },
      { kind: 'same', text: 'Chess' },
    ]);
    expect(documentDiffText(diff)).toBe('No changes');
  });

  it('marks an added item, and a removed one after what the section keeps', () => {
    const next = { ...proposal, topics: [item('Electric shipping', 'm3'), item('Sailing', 'm9')] };
    const diff = documentDiff(proposal, next);
    expect(diff.topics).toEqual([
      { kind: 'same', text: 'Electric shipping' },
      { kind: 'added', text: 'Sailing' },
      { kind: 'removed', text: 'Chess' },
    ]);
    expect(diff.lookingFor.every((row) => row.kind === 'same')).toBe(true);
    expect(documentDiffText(diff)).toBe('1 added, 1 removed');
  });

  it('shows an item taken from one section to another as moved there, and not as removed', () => {
    const next = {
      ...proposal,
      lookingFor: [...proposal.lookingFor, item('climate-focused angels.', 'm2')],
      canOffer: [item('Advice on raising money for hardware', 'm2')],
    };
    const diff = documentDiff(proposal, next);
    expect(diff.lookingFor.at(-1)).toEqual({ kind: 'moved', text: 'climate-focused angels.', from: 'canOffer' });
    expect(diff.canOffer).toEqual([{ kind: 'same', text: 'Advice on raising money for hardware' }]);
    expect(documentDiffText(diff)).toBe('1 moved');
  });

  it('pairs a reworded item with its old words, in its place, and leaves unlike items added and removed', () => {
    const next = {
      ...proposal,
      lookingFor: [item('Seed investors in climate hardware', 'm1', 'm7'), item('A harbour to pilot the ferries', 'm7')],
    };
    const diff = documentDiff(proposal, next);
    expect(diff.lookingFor).toEqual([
      {
        kind: 'reworded',
        text: 'Seed investors in climate hardware',
        before: 'Seed investors',
        parts: [
          { kind: 'removed', text: 'Seed investors' },
          { kind: 'added', text: 'Seed investors in climate hardware' },
        ],
      },
      { kind: 'added', text: 'A harbour to pilot the ferries' },
      { kind: 'removed', text: 'Naval engineers' },
    ]);
    expect(documentDiffText(diff)).toBe('1 added, 1 removed, 1 reworded');
  });

  it('pairs the most alike items first', () => {
    const before = { ...proposal, canOffer: [item('Advice on hardware'), item('Advice on raising money for hardware')] };
    const next = { ...proposal, canOffer: [item('Advice on raising seed money for hardware')] };
    expect(documentDiff(before, next).canOffer).toEqual([
      {
        kind: 'reworded',
        text: 'Advice on raising seed money for hardware',
        before: 'Advice on raising money for hardware',
        parts: [
          { kind: 'same', text: 'Advice on raising ' },
          { kind: 'added', text: 'seed ' },
          { kind: 'same', text: 'money for hardware' },
        ],
      },
      { kind: 'removed', text: 'Advice on hardware' },
    ]);
  });

  it('shows a changed headline with its old and new words, and an about written or cleared whole', () => {
    const diff = documentDiff(proposal, { ...proposal, headline: 'Founder and CEO of Tidewater', about: '' });
    expect(diff.headline).toEqual({
      kind: 'changed',
      before: 'Founder of Tidewater',
      after: 'Founder and CEO of Tidewater',
      parts: [
        { kind: 'same', text: 'Founder ' },
        { kind: 'added', text: 'and CEO ' },
        { kind: 'same', text: 'of Tidewater' },
      ],
    });
    expect(diff.about).toMatchObject({ kind: 'removed', after: '', parts: [{ kind: 'removed', text: proposal.about }] });
    expect(documentDiffText(diff)).toBe('Headline changed, about changed');
    expect(documentDiff(emptyDossierDocument, proposal).about).toMatchObject({
      kind: 'added',
      parts: [{ kind: 'added', text: proposal.about }],
    });
  });
});

describe('rewordParts', () => {
  it('marks the words that change when most of the item stays', () => {
    expect(rewordParts('Introductions to port authorities', 'Introductions to port authorities in Israel')).toEqual([
      { kind: 'same', text: 'Introductions to port authorities ' },
      { kind: 'added', text: 'in Israel' },
    ]);
  });

  it('strikes the old words whole and gives the new ones after when little stays', () => {
    expect(rewordParts('Naval engineers', 'Engineers who know marine batteries')).toEqual([
      { kind: 'removed', text: 'Naval engineers' },
      { kind: 'added', text: 'Engineers who know marine batteries' },
    ]);
  });
});
