import { beforeAll, describe, expect, it } from 'vitest';
import { prepareOfflineBrain } from '../../offline-brain.ts';
import { entriesOf } from './correction-reading.ts';
import { requestClauses } from './request-clauses.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const entries = entriesOf({
  headline: 'Game localiser',
  about: '',
  lookingFor: [item('indie studios')],
  canOffer: [item('script translation'), item('voice casting help')],
  topics: [item('machine translation'), item('fan translations'), item('JRPG history')],
});
const named = (request: string, at = 0) =>
  Object.fromEntries(
    [...(requestClauses(request, entries, 'Game localiser')[at]?.naming ?? [])].map(([entry, value]) => [entry.text, value]),
  );

describe('requestClauses', () => {
  it('names the item a word fits most fully, not every item sharing its head', () => {
    const naming = named('scrap machine translation from topics');
    expect(naming['machine translation']).toBe(1);
    expect(naming['script translation'] ?? 0).toBeLessThan(0.5);
  });

  it('names the rest of a section by what "only" keeps', () => {
    const naming = named('only keep JRPG history in topics');
    expect(naming['JRPG history']).toBeLessThan(0.5);
    expect(naming['machine translation']).toBeGreaterThanOrEqual(0.7);
    expect(naming['indie studios'] ?? 0).toBe(0);
  });

  it('lets a clause that names nothing take the items of a bare name before a dash', () => {
    expect(named('voice casting help - gone', 1)['voice casting help']).toBeGreaterThan(0.5);
  });

  it('does not read words in quotes as naming items, and offers the quote as a wording', () => {
    const [view] = requestClauses("the second topic should say 'studio translation'", entries, 'Game localiser');
    expect(view?.naming.get(entries.find((entry) => entry.text === 'script translation')!) ?? 0).toBe(0);
    expect(view?.wordings.find((wording) => wording.text === 'studio translation')?.strength).toBe(1);
  });
});
