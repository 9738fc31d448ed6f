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

describe('applyCorrections, a change of mind about a new item', () => {
  it('adds it where the next clause sends it, or what that clause gives in its place', () => {
    const moved = applyCorrections(base, 'Add goat husbandry to what I can offer. Hmm, actually put it under topics instead', 'g9');
    expect(texts(moved.document)).toEqual({ ...texts(base), topics: [...base.topics.map((entry) => entry.text), 'goat husbandry'] });
    const replaced = applyCorrections(base, 'add cheese judges to what I need. actually make it cheesemongers', 'g9');
    expect(texts(replaced.document)).toEqual({ ...texts(base), lookingFor: ['dairy farmers', 'a cave to age cheese', 'cheesemongers'] });
    const takenBack = applyCorrections(base, 'add whey to my topics, no wait, make that brine', 'g9');
    expect(texts(takenBack.document).topics).toEqual(['raw milk law', 'climate tech', 'affinage', 'brine']);
  });

  it('keeps the addition when the next clause only remarks on it', () => {
    const remarked = applyCorrections(base, 'put goat husbandry in topics too, people ask me about it a lot', 'g9');
    expect(texts(remarked.document).topics).toEqual(['raw milk law', 'climate tech', 'affinage', 'goat husbandry']);
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

describe('applyCorrections, orders, places, quotes and other languages (issue 25, after round 9)', () => {
  it('puts an item last when the ordering word follows it, and orders a section by a list', () => {
    expect(texts(applyCorrections(base, 'put raw milk law last in topics', 'g9').document).topics).toEqual([
      'climate tech',
      'affinage',
      'raw milk law',
    ]);
    expect(texts(applyCorrections(base, 'reorder my topics: affinage, raw milk law, climate tech', 'g9').document).topics).toEqual([
      'affinage',
      'raw milk law',
      'climate tech',
    ]);
  });

  it('words a moved item as the next clause says, where it went', () => {
    const { document } = applyCorrections(base, "move affinage to offers, then call it 'affinage for small dairies'", 'g9');
    expect(texts(document)).toEqual({
      ...texts(base),
      canOffer: ['cheesemaking courses', 'rennet advice', 'affinage for small dairies'],
      topics: ['raw milk law', 'climate tech'],
    });
  });

  it('keeps the role when only the place changes', () => {
    const moved = { ...base, headline: 'Cheesemaker in Hawes' };
    expect(applyCorrections(moved, "fix the headline, I'm in Leyburn not Hawes", 'g9').document.headline).toBe('Cheesemaker in Leyburn');
  });

  it('reads a quote that says most of the headline again as the new headline', () => {
    const shop = { ...base, headline: 'Owner of a cheese shop in Hawes' };
    const { document } = applyCorrections(shop, "we opened another one — 'Owner of two cheese shops in Hawes'", 'g9');
    expect(document.headline).toBe('Owner of two cheese shops in Hawes');
    expect(texts(document).topics).toEqual(texts(base).topics);
  });

  it('adds without the words that lead up to the section, and reads a request in Spanish', () => {
    expect(texts(applyCorrections(base, "add goat farmers to the people I'd like to meet", 'g9').document).lookingFor).toEqual([
      'dairy farmers',
      'a cave to age cheese',
      'goat farmers',
    ]);
    expect(texts(applyCorrections(base, 'quita climate tech por favor', 'g9').document).topics).toEqual(['raw milk law', 'affinage']);
  });
});
