import cldrYesNo from './cldr-yes-no.json' with { type: 'json' };
import { asiaPhrasebooks } from './reply-phrases-asia.ts';
import { eastPhrasebooks } from './reply-phrases-east.ts';
import { southPhrasebooks } from './reply-phrases-south.ts';
import { westPhrasebooks } from './reply-phrases-west.ts';

/**
 * The set phrases of short replies in other languages, by meaning and language (`reply-words.ts`
 * reads them): hand-made, checked against common phrasebook usage (docs/decisions/013), with yes and
 * no in every language of the Unicode CLDR beside them. Pure data.
 */

export type WordMeaning = 'yes' | 'no' | 'skip' | 'unsure' | 'question';

/**
 * What every language's phrasebook holds, the same slots for each: its set phrases by meaning
 * (yes, "that's right"; no, "that's wrong", "not me"; a pass, "later", "that's all", "nobody"; "I
 * don't know", "can't say"; the asking back: "what do you mean?", "why?", "who will see this?"),
 * its words that add nothing (hesitation, please, thanks, "yet"), and its words of contrast
 * ("but"). Each slot is one string of phrases parted by commas, written without accents (they are
 * stripped before matching). A phrase alone is read before the English reader sees the reply: it
 * is kept clear of the words of English answers ("so", "ok", "Como", a name), and a word of two
 * letters is listed only where it is the usual way to write it ("lo", "jj").
 */
export type Phrasebook = Record<WordMeaning | 'fillers' | 'but', string>;

export const phrasebooks: Record<string, Phrasebook> = { ...westPhrasebooks, ...eastPhrasebooks, ...southPhrasebooks, ...asiaPhrasebooks };

const listed = (slot: string): string[] =>
  slot
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);

const bySlot = (slot: keyof Phrasebook): Record<string, readonly string[]> =>
  Object.fromEntries(Object.entries(phrasebooks).map(([language, book]) => [language, listed(book[slot])]));

/** Phrases by meaning and language. */
export const phrases: Record<WordMeaning, Record<string, readonly string[]>> = {
  // Yes and no in every language the Unicode CLDR lists, romanized too (`scripts/build-cldr-yes-no.ts`).
  yes: { ...bySlot('yes'), cldr: cldrYesNo.yes },
  no: { ...bySlot('no'), cldr: cldrYesNo.no },
  skip: bySlot('skip'),
  unsure: bySlot('unsure'),
  question: bySlot('question'),
};

/** The words of every language that add nothing to what a short reply means. */
export const fillerPhrases: readonly string[] = Object.values(phrasebooks).flatMap((book) => listed(book.fillers));

/** The words of contrast of every language: "ja, maar …", "sí, pero …" say yes with a change after it. */
export const contrastPhrases: readonly string[] = Object.values(phrasebooks).flatMap((book) => listed(book.but));
