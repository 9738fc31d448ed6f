import { describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import { dossierCardTitle, dossierHoldsText, interviewUnfinished } from './home-dossier.ts';

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

describe('dossierCardTitle and interviewUnfinished', () => {
  it('names the card after the interview until the dossier is written, and leads home with it meanwhile', () => {
    expect(dossierCardTitle('in_progress')).toBe('Finish your interview');
    expect(dossierCardTitle('not_started')).toBe('Your interview with the concierge');
    expect(dossierCardTitle('complete')).toBe('Your dossier');
    expect(interviewUnfinished('in_progress')).toBe(true);
    expect(interviewUnfinished('not_started')).toBe(true);
    expect(interviewUnfinished('complete')).toBe(false);
  });
});
