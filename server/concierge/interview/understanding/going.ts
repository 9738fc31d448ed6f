import { targetLinks } from './correction-reading.ts';
import type { Word } from './correction-words.ts';

/** What "go" asks in a change request: that an item is taken out ("the crypto bit can go"), or moved ("should go into offers"). Pure. */

/** "go back", "go above X", "go first": where an item goes, not that it goes. */
const placesAfterGo = new Set(['back', 'above', 'below', 'before', 'after', 'ahead', 'behind', 'first', 'last', 'top', 'bottom']);

/** "the crypto bit can go", "the third one should go": to go, with nowhere to go to, is to be taken out. */
export function goesAway(words: readonly Word[]): boolean {
  const at = words.findIndex((word) => word.token.lemma.toLowerCase() === 'go' && word.token.pos !== 'NOUN');
  return (
    at > 0 &&
    !words
      .slice(at + 1)
      .some((word) => word.token.pos === 'ADP' || targetLinks.has(word.token.normal) || placesAfterGo.has(word.token.normal))
  );
}

/** "the middle offer should go into what I need": to go somewhere is to be moved there. */
export function goesTo(words: readonly Word[]): boolean {
  const at = words.findIndex((word) => word.token.lemma.toLowerCase() === 'go' && word.token.pos !== 'NOUN');
  return at > 0 && ['to', 'into', 'under', 'in', 'onto'].includes(words[at + 1]?.token.normal ?? '');
}
