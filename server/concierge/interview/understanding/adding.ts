import type { Token } from '../nlp.ts';
import { addVerbs, moveVerbs } from './correction-reading.ts';

/** The words that say something is added to the dossier, as the correction readers see them. Pure. */

// "ad VAT advice", "can u add hiking": a verb of adding is one whatever the tagger makes of it; a verb of moving only as a verb.
export const isAddingWord = (token: Token) =>
  token.normal === 'also' ||
  addVerbs.has(token.lemma.toLowerCase()) ||
  addVerbs.has(token.normal) ||
  (token.pos === 'VERB' && moveVerbs.has(token.lemma.toLowerCase()));

/** "put in just one thing: an apple press": the colon after a verb of adding, where what is added starts; else -1. */
export function colonOfAddition(tokens: readonly Token[]): number {
  const colon = tokens.findIndex((token) => token.normal === ':');
  return colon > 0 && tokens.slice(0, colon).some(isAddingWord) ? colon : -1;
}
