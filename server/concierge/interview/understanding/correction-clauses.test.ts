import { describe, expect, it } from 'vitest';
import { clausesOf, onlyTakesBack, opensRetraction } from './correction-clauses.ts';
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

  it('ends a clause before words that take it back, and at a comma between two arrows', () => {
    expect(clauses('drop the kiln, oh wait no, keep it')).toEqual(['drop the kiln', 'oh wait no, keep it']);
    expect(clauses('add glazes... hmm, on second thought, skip it')).toEqual(['add glazes', 'on second thought, skip it']);
    expect(clauses('kiln -> wood kiln, glazes => ash glazes')).toEqual(['kiln → wood kiln', 'glazes → ash glazes']);
  });
});

describe('opensRetraction', () => {
  const normals = (text: string) => text.toLowerCase().split(/\s+|(?=,)/);

  it('reads what takes back the clause before, and not a remark or a removal that opens with "no"', () => {
    expect(opensRetraction(normals('nah just drop the kiln'))).toBe(true);
    expect(opensRetraction(normals('hmm scratch that'))).toBe(true);
    expect(opensRetraction(normals('no idea why it says that'))).toBe(false);
    expect(opensRetraction(normals('no longer selling mugs'))).toBe(false);
  });

  it('knows a clause that does nothing but take back from one that asks something too', () => {
    expect(onlyTakesBack(normals('no wait sorry'))).toBe(true);
    expect(onlyTakesBack(normals('no wait, drop the mugs'))).toBe(false);
  });
});
