import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import { dossierHoldsText } from './home-dossier.ts';

const item = (text: string) => ({ text, sourceMessageIds: [] });
const empty: DossierDocument = { headline: '', about: '', lookingFor: [], canOffer: [], topics: [] };

describe('dossierHoldsText', () => {
  it('counts what each list holds, in the singular where it is one', () => {
    expect(
      dossierHoldsText({ ...empty, lookingFor: [item('A'), item('B')], canOffer: [item('C')], topics: [item('D'), item('E'), item('F')] }),
    ).toBe('2 things you look for · 1 you can offer · 3 topics');
    expect(dossierHoldsText({ ...empty, lookingFor: [item('A')], topics: [item('D')] })).toBe('1 thing you look for · 1 topic');
  });

  it('says so when the lists are empty', () => {
    expect(dossierHoldsText({ ...empty, about: 'I build boats.' })).toBe('An introduction, no lists yet.');
    expect(dossierHoldsText(empty)).toBe('Nothing in it yet.');
  });
});
