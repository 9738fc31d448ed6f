import { describe, expect, it } from 'vitest';
import { clausesOf } from './correction-clauses.ts';
import { entriesOf } from './correction-reading.ts';
import { quotedWordingOf } from './quoted-wording.ts';

const item = (text: string) => ({ text, sourceMessageIds: ['g1'] });
const entries = entriesOf({
  headline: 'Potter',
  about: '',
  lookingFor: [item('a shared studio')],
  canOffer: [item('wheel-throwing lessons'), item('kiln time')],
  topics: [item('raku firing'), item('studio pottery')],
});

function wording(text: string) {
  const found = quotedWordingOf(clausesOf(text)[0]?.words ?? [], entries);
  return found ? { item: found.entry.text, to: found.to } : null;
}

describe('quotedWordingOf', () => {
  it('gives the item named around the quote the quote as its whole new wording', () => {
    expect(wording("swap the kiln one for 'shared kiln firings'")).toEqual({ item: 'kiln time', to: 'shared kiln firings' });
    expect(wording('the second topic should read "studio ceramics, mostly stoneware"')).toEqual({
      item: 'studio pottery',
      to: 'studio ceramics, mostly stoneware',
    });
  });

  it('leaves additions, removals, moves and quotes of an item as it stands to other readings', () => {
    expect(wording("add 'glaze testing' to my topics")).toBeNull();
    expect(wording("move 'kiln time' to topics")).toBeNull();
    expect(wording("put the kiln one in topics as 'kiln days'")).toBeNull();
  });
});
