import { unsaidWords, wordsOf } from '../../concierge/honesty.ts';

/**
 * Whether a reason an LLM wrote may be shown: it must speak to the viewer and add no fact to what
 * it was given (the two names and the dossier items the engine matched). The check is on words,
 * like the concierge's: every word of the reason is one of the given facts' words (endings aside),
 * a grammar word, or one of the few words below that relate facts without stating any. It cannot
 * see word order, so negations are not among those words: "not" cannot turn a fact around.
 */

export const reasonMaxLength = 400;

/** Words that relate the facts to the viewer ("you both care about…", "could help you with…") and state nothing of their own. */
const relatingWords = [
  'you your yours yourself we us our it its one both each other others either too so than then there here where when what how why',
  'while because since if just only even more most some any all same similar also like such into about between through together',
  'common mutual do does can could may might will would should look looking seek seeking want wants need needs offer offers offering',
  'bring brings give gives help helps helping meet meeting talk share shares sharing match matches fit good great natural worth',
  'interest interests interested care cares someone something people person way ways exactly perhaps maybe well',
  // The tails of contractions ("you're", "she's", "you'll", "they've"); not "t", which ends negations.
  're s ll ve',
].join(' ');

const secondPerson = new Set(['you', 'your', 'yours', 'yourself']);
const genderedPronouns = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'himself', 'herself']);

/**
 * Why `reason` may not be shown, in words that quote neither it nor the guests (so it can be
 * logged), or null when it may. `facts` are every text the model was given.
 */
export function reasonProblem(reason: string, facts: readonly string[]): string | null {
  const text = reason.trim();
  if (!text) return 'the reason is empty';
  if (text.length > reasonMaxLength) return `the reason is longer than ${reasonMaxLength} characters`;
  const words = wordsOf(text);
  if (!words.some((word) => secondPerson.has(word))) return 'the reason does not speak to the viewer';
  const factWords = new Set(facts.flatMap(wordsOf));
  // A name says nothing of a gender: a pronoun must come from the facts themselves.
  if (words.some((word) => genderedPronouns.has(word) && !factWords.has(word))) return 'the reason guesses a gender';
  // honesty.ts checks a dossier's text against what a guest said; the reason is checked as the "about" of one.
  const invented = unsaidWords({ headline: '', about: text, lookingFor: [], canOffer: [], topics: [] }, [...facts, relatingWords]);
  if (invented.length > 0) return `the reason uses ${invented.length} word(s) found in no fact it was given`;
  return null;
}
