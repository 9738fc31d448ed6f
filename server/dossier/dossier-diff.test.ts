import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import { diffDossiers, emptyDossierDocument, normaliseItemText } from './dossier-diff.ts';

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
