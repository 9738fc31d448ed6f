import { describe, expect, it } from 'vitest';
import { clausesOf } from './correction-clauses.ts';
import { mentionsOf, targetOf } from './correction-reading.ts';
import { positionsOf, resolvePositions } from './positions.ts';

/** The indices a clause names in a section of `length` items, and that section. */
function named(text: string, length = 5) {
  const words = clausesOf(text)[0]?.words ?? [];
  const mentions = mentionsOf(words);
  const reference = positionsOf(words, mentions, targetOf(words, mentions));
  return reference ? { section: reference.section, indices: resolvePositions(reference.positions, length) } : null;
}

describe('positionsOf', () => {
  it('reads ordinals as words, as numbers, and joined', () => {
    expect(named('lose the fourth topic')).toEqual({ section: 'topics', indices: [3] });
    expect(named('delete the 2nd and 4th from what I need')).toEqual({ section: 'lookingFor', indices: [1, 3] });
    expect(named('scrap number 3 in my offers')).toEqual({ section: 'canOffer', indices: [2] });
    expect(named('drop #1 from topics')).toEqual({ section: 'topics', indices: [0] });
  });

  it('counts from the end, takes a count after the position, and finds the middle of an odd list', () => {
    expect(named('the final topic can go')).toEqual({ section: 'topics', indices: [4] });
    expect(named('the second to last offer is wrong')).toEqual({ section: 'canOffer', indices: [3] });
    expect(named('remove the last two topics')).toEqual({ section: 'topics', indices: [3, 4] });
    expect(named('the first two needs')).toEqual({ section: 'lookingFor', indices: [0, 1] });
    expect(named('the middle offer can go', 3)).toEqual({ section: 'canOffer', indices: [1] });
    expect(named('the middle offer can go', 4)).toEqual({ section: 'canOffer', indices: [] });
  });

  it('counts in the section the position is of, not the one things are sent to', () => {
    expect(named('move the first need to topics')?.section).toBe('lookingFor');
    expect(named('number two in my needs should go into what I can offer')).toEqual({ section: 'lookingFor', indices: [1] });
    expect(named('my topics: get rid of the last one')).toEqual({ section: 'topics', indices: [4] });
  });

  it('does not take a word that only looks like a position for one', () => {
    expect(named('add first cheques to what I offer')).toBeNull();
    expect(named('remove the second offer', 1)).toEqual({ section: 'canOffer', indices: [] });
  });
});

describe('mentionsOf', () => {
  const places = (text: string) => mentionsOf(clausesOf(text)[0]?.words ?? []).map((mention) => mention.place);

  it('reads "have" before a verb as saying when, and "have" alone as what the guest has to offer', () => {
    expect(places('you have mixed up my interests and what I am seeking')).toEqual(['topics', 'lookingFor']);
    expect(places('I have a kiln to lend')).toEqual(['canOffer']);
  });

  it('reads what the guest says they talk about, in a verb of their own, as their topics', () => {
    expect(places('what I like to natter about')).toEqual(['topics']);
    expect(places('stuff we go on about at the pub')).toEqual(['topics']);
    expect(places('what I know about soil')).toEqual([]);
  });
});
