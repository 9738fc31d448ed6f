import { describe, expect, it } from 'vitest';
import { analyse } from './nlp.ts';
import { phrasesOf } from './phrases.ts';

const items = (text: string) => analyse(text).flatMap((sentence) => phrasesOf(sentence).map((phrase) => phrase.text));

describe('item phrases', () => {
  it('leave out the guest pointing back at what they said before', () => {
    expect(items('rope makers, like I said')).toEqual(['rope makers']);
    expect(items('Glaziers as I mentioned before')).toEqual(['Glaziers']);
    expect(items('boat builders who like sailing')).toEqual(['boat builders who like sailing']);
  });

  it('leave out a condition on the item, and keep nothing of a part that is only a condition', () => {
    expect(items('a kiln technician if anyone knows one')).toEqual(['kiln technician']);
    expect(items('spare bench space in my studio, if anyone is starting out')).toEqual(['spare bench space in my studio']);
  });

  it('leave out when and how often, unless it says when the thing is free or the rest would end mid-way', () => {
    expect(items('lead hedge-laying days every February')).toEqual(['lead hedge-laying days']);
    expect(items('run a choir workshop twice a month')).toEqual(['run a choir workshop']);
    expect(items('guided bat walks on the second Friday of the month')).toEqual(['guided bat walks']);
    expect(items('a minibus idle on Tuesdays')).toEqual(['minibus idle on Tuesdays']);
    expect(items('a practice room on Sundays')).toEqual(['practice room on Sundays']);
    expect(items('a nurse who could pop in once a week')).toEqual(['nurse who could pop in once a week']);
  });

  it('leave out chat words at either end', () => {
    expect(items('grant writers tbh')).toEqual(['grant writers']);
  });

  it('keep a phrase that ends in a particle of its verb, and drop one that ends mid-way', () => {
    expect(items('an apprentice to train up')).toEqual(['apprentice to train up']);
    expect(items('someone who is')).toEqual([]);
    expect(items('ferry operators from 🇳🇴')).toEqual(['ferry operators']);
    expect(items('mentors who I can learn from')).toEqual(['mentors']);
  });

  it('cut a long item before a statement of its own', () => {
    expect(items('walk new allotment holders through what the committee actually expects, it is less strict than they fear')).toEqual([
      'walk new allotment holders through what the committee actually expects',
    ]);
  });
});

describe('item phrases leave out remarks', () => {
  it('a statement about something else than the speaker, after the item or alone', () => {
    expect(items('our booking spreadsheet, it saved my sanity')).toEqual(['our booking spreadsheet']);
    expect(items("she's gone a bit rusty")).toEqual([]);
    expect(items('Mine was built by a cousin')).toEqual([]);
  });

  it('a predicate whose subject was said before, an amount or a quality alone', () => {
    expect(items('annoys me no end')).toEqual([]);
    expect(items('mostly ruined by damp')).toEqual([]);
    expect(items('2x/month')).toEqual([]);
    expect(items('unpaid')).toEqual([]);
    expect(items('a11y')).toEqual(['a11y']);
  });

  it('but keep a problem that carries a need, with its speaker and negation, and amounts that name a thing', () => {
    expect(items("I can't work out how to file the forms, it is a maze")).toEqual(["I can't work out how to file the forms"]);
    expect(items("we're paying a man to cart it away")).toEqual(['paying a man to cart it away']);
    expect(items('5V/12V battery packs')).toEqual(['5V/12V battery packs']);
    // How much of a thing names the thing: matching reads it ("15 crates a week" of an offer).
    expect(items('15 crates a week')).toEqual(['15 crates a week']);
    expect(items('the lawn behind the pub, empty most weekdays')).toEqual(['lawn behind the pub', 'empty most weekdays']);
  });

  it('never end on a word of degree', () => {
    expect(items('know the rivers of this valley pretty well')).toEqual(['know the rivers of this valley']);
  });
});
