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
