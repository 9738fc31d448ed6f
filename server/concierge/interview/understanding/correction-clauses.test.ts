import { describe, expect, it } from 'vitest';
import { clausesOf } from './correction-clauses.ts';
import { clauseText } from './correction-reading.ts';

const clauses = (text: string) => clausesOf(text).map(({ words }) => clauseText(words));

describe('clausesOf', () => {
  it('gives the second of two changes done by one verb a clause and the verb of its own', () => {
    expect(clauses('add a wholesaler to my needs and solar panels to my topics')).toEqual([
      'add a wholesaler to my needs',
      'add solar panels to my topics',
    ]);
    expect(clauses('move kiln time to topics and gallery owners to offers')).toEqual([
      'move kiln time to topics',
      'move gallery owners to offers',
    ]);
    expect(clauses('add sailing and cycling to my topics')).toEqual(['add sailing and cycling to my topics']);
  });

  it('sets a reason said after a comma apart from the change, but not the rest of a list', () => {
    expect(clauses("remove kiln time, the insurance won't cover it")).toEqual(['remove kiln time', "the insurance won't cover it"]);
    expect(clauses('remove kiln time, studio pottery and craft markets')).toEqual(['remove kiln time, studio pottery and craft markets']);
  });

  it('never splits inside a quote', () => {
    expect(clauses("first offer → 'weekend and night cover, I said'")).toHaveLength(1);
  });
});
