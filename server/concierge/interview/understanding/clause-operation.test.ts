import { beforeAll, describe, expect, it } from 'vitest';
import { readClause, prepareClauseReader } from './clause-operation.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareClauseReader, 60_000);

describe('readClause', () => {
  it('reads what each clause of a change request asks, in words its examples never used', () => {
    const cases = [
      ['the glazing course belongs with what I offer', 'move'],
      ['scrap the bit about sponsorship', 'remove'],
      ['could you also put in that I repair accordions', 'add'],
      ['headline should read Harbour pilot, Rotterdam', 'headline'],
      ["I've been doing it for twenty years", 'comment'],
      // A verb of discarding no example uses, read through WordNet; a change taken back.
      ['chuck the accordion repairs', 'remove'],
      ['hmm no, forget that', 'retract'],
    ] as const;
    for (const [text, operation] of cases) expect(readClause(text).operation, text).toBe(operation);
  });
});
