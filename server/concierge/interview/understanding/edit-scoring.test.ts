import { beforeAll, describe, expect, it } from 'vitest';
import { prepareOfflineBrain } from '../../offline-brain.ts';
import { entriesOf, type Entry } from './correction-reading.ts';
import { scoreEdits, type Edit } from './edit-scoring.ts';
import { requestClauses } from './request-clauses.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const entries = entriesOf({
  headline: 'Luthier',
  about: '',
  lookingFor: [item('tonewood suppliers')],
  canOffer: [item('guitar setups'), item('repair workshops')],
  topics: [item('French polish'), item('sustainable timber')],
});
const entry = (text: string) => entries.find((own) => own.text === text) as Entry;

describe('scoreEdits', () => {
  it('prefers the edits that do what every clause asks over those that leave a clause unexplained', () => {
    const views = requestClauses('remove French polish and move tonewood suppliers to topics', entries, 'Luthier');
    const both: Edit[] = [
      { kind: 'remove', entry: entry('French polish') },
      { kind: 'move', entry: entry('tonewood suppliers'), to: 'topics' },
    ];
    const one: Edit[] = [{ kind: 'remove', entry: entry('French polish') }];
    const wrongPlace: Edit[] = [
      { kind: 'remove', entry: entry('French polish') },
      { kind: 'move', entry: entry('tonewood suppliers'), to: 'canOffer' },
    ];
    expect(scoreEdits(both, views, false)).toBeGreaterThan(scoreEdits(one, views, false));
    expect(scoreEdits(both, views, false)).toBeGreaterThan(scoreEdits(wrongPlace, views, false));
  });

  it('counts against an edit that the next clause takes back', () => {
    const views = requestClauses('remove French polish. no wait, ignore that', entries, 'Luthier');
    expect(scoreEdits([], views, false)).toBeGreaterThan(scoreEdits([{ kind: 'remove', entry: entry('French polish') }], views, false));
  });

  it('does not count an edit that nothing in the request supports as explaining it', () => {
    const views = requestClauses('remove French polish', entries, 'Luthier');
    const extra: Edit[] = [
      { kind: 'remove', entry: entry('French polish') },
      { kind: 'remove', entry: entry('guitar setups') },
    ];
    expect(scoreEdits([{ kind: 'remove', entry: entry('French polish') }], views, false)).toBeGreaterThan(scoreEdits(extra, views, false));
  });

  it('prefers a move that writes the quoted wording to a move that leaves it unused', () => {
    const views = requestClauses("put sustainable timber under what I offer, as 'sustainable timber sourcing talks'", entries, 'Luthier');
    const moved: Edit[] = [{ kind: 'move', entry: entry('sustainable timber'), to: 'canOffer' }];
    const movedAs: Edit[] = [{ kind: 'move', entry: entry('sustainable timber'), to: 'canOffer', as: 'sustainable timber sourcing talks' }];
    expect(scoreEdits(movedAs, views, false)).toBeGreaterThan(scoreEdits(moved, views, false));
  });

  it('reads a clause opening with "nah" as taking back the one before it', () => {
    const views = requestClauses(
      'remove guitar setups and move French polish to offers - nah just remove guitar setups',
      entries,
      'Luthier',
    );
    const removal: Edit = { kind: 'remove', entry: entry('guitar setups') };
    const both: Edit[] = [removal, { kind: 'move', entry: entry('French polish'), to: 'canOffer' }];
    expect(scoreEdits([removal], views, false)).toBeGreaterThan(scoreEdits(both, views, false));
  });
});
