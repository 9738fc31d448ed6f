import { beforeAll, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import { prepareOfflineBrain } from '../../offline-brain.ts';
import { applyCorrections } from './correction-choice.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const base: DossierDocument = {
  headline: 'Cheesemaker, Wensleydale',
  about: '',
  lookingFor: [item('dairy farmers'), item('a cave to age cheese')],
  canOffer: [item('cheesemaking courses'), item('rennet advice')],
  topics: [item('raw milk law'), item('climate tech'), item('affinage')],
};

const texts = (document: DossierDocument) => ({
  headline: document.headline,
  lookingFor: document.lookingFor.map((entry) => entry.text),
  canOffer: document.canOffer.map((entry) => entry.text),
  topics: document.topics.map((entry) => entry.text),
});

describe('applyCorrections, a choice among candidate edits', () => {
  it('reads a verb of discarding that no example uses, and a position', () => {
    const { document } = applyCorrections(base, 'trash the third topic', 'g9');
    expect(texts(document)).toEqual({ ...texts(base), topics: ['raw milk law', 'climate tech'] });
  });

  it('leaves out a change taken back in the same message, and does not read it as something new', () => {
    const { document, rest } = applyCorrections(base, 'move affinage to offers — no wait, ignore that. remove raw milk law', 'g9');
    expect(texts(document)).toEqual({ ...texts(base), topics: ['climate tech', 'affinage'] });
    expect(rest).toEqual([]);
  });

  it('takes the headline after "should say:" without the colon, keeping where the role is done', () => {
    const { document } = applyCorrections(base, 'headline should say: Cheesemaker and affineur', 'g9');
    expect(document.headline).toBe('Cheesemaker and affineur, Wensleydale');
  });

  it('sends an item where an arrow points', () => {
    const { document, margin } = applyCorrections(base, 'affinage → what I can offer', 'g9');
    expect(texts(document)).toEqual({
      ...texts(base),
      canOffer: ['cheesemaking courses', 'rennet advice', 'affinage'],
      topics: ['raw milk law', 'climate tech'],
    });
    expect(margin).toBeGreaterThan(1);
  });

  it('changes nothing for a request that names nothing, and hands its words on as something new', () => {
    const { document, corrections, rest } = applyCorrections(base, 'I also keep goats', 'g9');
    expect(texts(document)).toEqual(texts(base));
    expect(corrections).toEqual([]);
    expect(rest).toEqual(['I also keep goats']);
  });

  it('says when another reading was nearly as likely, and gives none when the choice is clear', () => {
    const clear = applyCorrections(base, 'remove rennet advice from what I offer', 'g9');
    expect(clear.alternative).toBeNull();
    const unclear = applyCorrections(base, 'chuck rennet advice', 'g9');
    expect(unclear.margin).toBeLessThan(1);
    expect(unclear.alternative).not.toBeNull();
  });
});

describe('applyCorrections, several edits in one request', () => {
  it('does each of two edits in turn, a swap of words and an arrow', () => {
    const { document } = applyCorrections(base, 'swap courses for workshops in the offer bit, and dairy farmers -> goat farmers', 'g9');
    expect(texts(document)).toEqual({
      ...texts(base),
      lookingFor: ['goat farmers', 'a cave to age cheese'],
      canOffer: ['cheesemaking workshops', 'rennet advice'],
    });
  });

  it('moves an item and gives it the wording quoted beside the move', () => {
    const { document } = applyCorrections(base, "affinage should be something I offer, as 'affinage masterclasses'", 'g9');
    expect(texts(document)).toEqual({
      ...texts(base),
      canOffer: ['cheesemaking courses', 'rennet advice', 'affinage masterclasses'],
      topics: ['raw milk law', 'climate tech'],
    });
  });

  it('leaves out what a later "nah, just …" takes back', () => {
    const { document } = applyCorrections(base, 'drop rennet advice and move affinage to offers - nah just drop rennet advice', 'g9');
    expect(texts(document)).toEqual({ ...texts(base), canOffer: ['cheesemaking courses'] });
  });

  it('puts an item first in its section, and swaps two', () => {
    expect(texts(applyCorrections(base, 'climate tech should come first in topics', 'g9').document).topics).toEqual([
      'climate tech',
      'raw milk law',
      'affinage',
    ]);
    expect(texts(applyCorrections(base, "swap the two things I'm looking for", 'g9').document).lookingFor).toEqual([
      'a cave to age cheese',
      'dairy farmers',
    ]);
  });

  it('gives the headline a new role and keeps where it is done', () => {
    const { document } = applyCorrections(base, "headline: I'm the head cheesemaker now", 'g9');
    expect(document.headline).toBe('Head cheesemaker, Wensleydale');
  });
});
