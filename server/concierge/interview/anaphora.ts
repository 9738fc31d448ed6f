import { anaphors, licenceWords, objectVerbs } from './lexicon.ts';
import type { Token } from './nlp.ts';
import { termsOf, trim } from './phrases.ts';

const objectTags = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ', 'X']);

/** "anyone with that", "walk people through it": words after a cue that name no thing themselves and point back at what came before. */
export function refersBack(said: readonly Token[]): boolean {
  if (!said.some((token) => anaphors.has(token.normal))) return false;
  return !said.some((token) => objectTags.has(token.pos) && termsOf([token]).length > 0);
}

/** "help" with nothing after it: an item that would say nothing. */
export function isBareVerb(said: readonly Token[], kept: readonly Token[]): boolean {
  if (termsOf(said).length > 0) return false;
  const terms = termsOf(kept);
  return terms.every((term) => objectVerbs.has(term.toLowerCase()));
}

const trailingParticles = new Set(['ADP', 'ADV', 'PART', 'PUNCT']);

/**
 * What a clause is about, for a later pronoun to point at: its words after the speaker and the
 * first verb ("I know permitting in Israel inside out" → "permitting in Israel").
 */
export function antecedentOf(clause: readonly Token[]): Token[] {
  let start = 0;
  const skippable = (token: Token) => token.pos === 'PRON' || token.pos === 'AUX' || licenceWords.has(token.normal);
  while (start < clause.length && skippable(clause[start] as Token)) start += 1;
  if (clause[start]?.pos === 'VERB') start += 1;
  let end = clause.length;
  while (end > start && trailingParticles.has(clause[end - 1]?.pos ?? '')) end -= 1;
  return trim(clause.slice(start, end));
}
