import { hasAny, hasPhrase, removeVerbs, targetLinks } from './correction-reading.ts';
import type { Word } from './correction-words.ts';

/**
 * Whether a change request asks to take an item out ("drop X", "take X out", "the crypto bit can go",
 * "'X' out"), or to move it ("should go into offers"). Pure.
 */

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

/** "'rugby' out", "perry out pls": an item and "out" with no verb of its own is taken out. */
export function leftOut(words: readonly Word[]): boolean {
  const said = words.filter((word) => word.token.type === 'word' && !['please', 'pls', 'plz'].includes(word.token.normal));
  return said.at(-1)?.token.normal === 'out' && !said.some((word) => word.token.pos === 'VERB' || word.token.pos === 'AUX');
}

/** "take X out", "get rid of": a verb and its particle, a few words apart. */
function takesOut(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    const verb = word.token.lemma.toLowerCase();
    const particles = verb === 'take' ? ['out', 'off'] : verb === 'get' ? ['rid'] : [];
    return words.slice(index + 1, index + 6).some((later) => particles.includes(later.token.normal));
  });
}

const removePhrases: readonly (readonly string[])[] = [
  ['is', 'outdated'],
  ['are', 'wrong'],
  ['is', 'wrong'],
  ["'s", 'wrong'],
  ['no', 'longer'],
  ['anymore'],
  ['any', 'more'],
  ["n't", 'mention'],
  ['never', 'said'],
  ['only', 'keep'],
];
/** A reply that only refuses the item it names ("figma plugins, nah"). */
const refusals = new Set(['nope', 'nah', 'outdated']);

/** Whether a clause (its words outside quotes) asks to take something out, in any of the ways people say so. */
export function asksRemoval(words: readonly Word[]): boolean {
  return (
    hasAny(words, removeVerbs) ||
    hasPhrase(words, removePhrases) ||
    takesOut(words) ||
    hasAny(words, refusals) ||
    goesAway(words) ||
    leftOut(words)
  );
}

const later = new Set(["'ll", 'will', 'gonna', 'later']);

/** "I'll sort my topics out later", "we will do the offers ourselves": the guest says what they will do themselves. */
export function saysLater(words: readonly Word[]): boolean {
  const normals = words.map((word) => word.token.normal);
  const speaker = normals.findIndex((word) => word === 'i' || word === 'we');
  return speaker >= 0 && later.has(normals[speaker + 1] ?? '') && !normals.includes('you');
}
