import { addVerbs, clauseText, hasAny, mentionsOf, namedEntries, removeVerbs, targetOf, type Entry } from './correction-reading.ts';
import { isQuoteMark } from './correction-clauses.ts';
import type { Word } from './correction-words.ts';
import { quotedSpans } from './quoted.ts';
import { containsWords } from './rewording.ts';

/**
 * "the second offer should read 'lambing and calving advice'", "swap the kiln one for "shared
 * kiln firings"", "first topic → 'stoneware'": a new wording in quotes for an item the words
 * outside the quote name (by their words or by position). The quote replaces the item whole; the
 * words around it only say which item. Pure.
 */

export interface QuotedWording {
  entry: Entry;
  to: string;
}

/** The new wording a clause gives in quotes, and the one item it is for; null when it asks something else. */
export function quotedWordingOf(words: readonly Word[], entries: readonly Entry[]): QuotedWording | null {
  const spans = quotedSpans(clauseText(words));
  if (spans.length !== 1) return null;
  const to = (spans[0] as { text: string }).text;
  // A quote that stands in an item already names it ("move 'kiln time' to topics"): it is not a new wording.
  if (entries.some((entry) => containsWords(entry.text, to))) return null;
  const marks = words.flatMap((word, index) => (isQuoteMark(word.token) ? [index] : []));
  const opening = marks[0];
  const closing = marks.at(-1);
  if (opening === undefined || closing === undefined || opening === closing) return null;
  const outside = [...words.slice(0, opening), ...words.slice(closing + 1)];
  // An addition or a removal says what to add or take out, not a new wording.
  if (hasAny(outside, addVerbs) || hasAny(outside, removeVerbs)) return null;
  const mentions = mentionsOf(outside);
  const named = namedEntries(outside, entries, mentions);
  if (named.length !== 1) return null;
  const entry = named[0] as Entry;
  // "put it in topics as 'slow fashion'", "Pruning should be something I offer, as 'X'": sent elsewhere, it is a move first.
  const target = targetOf(outside, mentions);
  if (target !== null && target !== 'headline' && target !== entry.place) return null;
  return { entry, to };
}
