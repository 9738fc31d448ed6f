import type { Token } from './nlp.ts';

/**
 * When and how often, said after what a guest offers or looks for: "lead hedge-laying days[ every
 * February]", "run bat walks[ on the second Friday of the month]", "a bakery delivery[ twice a week]".
 * It tells of the guest's week, not what the item is: read after "Can offer:" or in a reason, the
 * item is the thing itself. When a thing is wanted is part of it ("a practice room on
 * Sundays"); how often is not. The words are those of the calendar, so that "a room on the ground
 * floor" or "help in the kitchen" keep their place.
 */

const months = 'january february march april may june july august september october november december';
const days = 'monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays';
const seasons = 'spring summer autumn fall winter springs summers autumns winters';
/** Units of time: after "in" or "on" rarely a time phrase ("in a day's work", "on the night shift"). */
const units = new Set(
  'day days week weeks weekend weekends month months year years night nights morning mornings evening evenings season seasons fortnight term'.split(
    ' ',
  ),
);
const calendarWords = new Set([...`${months} ${days} ${seasons}`.split(' '), ...units]);
const everyWords = new Set(['every', 'each']);
const timesWords = new Set(['once', 'twice']);
const perWords = new Set(['a', 'an', 'per']);
const onWords = new Set(['on', 'in', 'at', 'during']);
const lastWords = new Set(['last', 'next', 'this']);
/** Words that may stand between "every" or "on the" and the calendar word: "every single morning", "on the first Sunday". */
const ordinals = new Set(['single', 'other', 'first', 'second', 'third', 'fourth', 'last', 'early', 'late']);

/** A word of the calendar: a month, a day of the week, a season or a unit of time. */
export const isCalendar = (token: Token | undefined) => token !== undefined && calendarWords.has(token.normal);

/** Where a time phrase that ends `tokens` starts, or -1 when it does not end in one. */
function timeTailStart(tokens: readonly Token[]): number {
  let end = tokens.length;
  // "…of the month": the phrase may end on what the calendar word is of.
  if (tokens[end - 1]?.normal === 'month' && tokens[end - 2]?.normal === 'the' && tokens[end - 3]?.normal === 'of') end -= 3;
  if (!isCalendar(tokens[end - 1])) return -1;
  // "last autumn", "next spring", "this summer".
  if (lastWords.has(tokens[end - 2]?.normal ?? '')) return end - 2;
  let at = end - 1;
  while (at > 0 && (ordinals.has(tokens[at - 1]?.normal ?? '') || tokens[at - 1]?.normal === 'the')) at -= 1;
  const before = tokens[at - 1];
  if (!before) return -1;
  if (everyWords.has(before.normal)) return at - 1;
  // "once a month", "twice a week", "three times a year".
  if (perWords.has(before.normal)) {
    const count = tokens[at - 2];
    if (count && timesWords.has(count.normal)) return at - 2;
    if (count?.normal === 'times' && tokens[at - 3]) return at - 3;
    return -1;
  }
  // "on Saturdays", "in January", "on the first Sunday of the month": when an activity takes place; after a thing
  // ("a practice room on Sundays") it is when the thing is wanted, part of it.
  const named = tokens[end - 1] as Token;
  const activity = tokens.find((token) => token.type === 'word')?.pos === 'VERB';
  return activity && onWords.has(before.normal) && !units.has(named.normal) ? at - 1 : -1;
}

const joiners = new Set(['and', 'or', 'but']);

/** `tokens` without the time phrase it ends on, when two words or more are left. */
export function withoutTimeTail(tokens: readonly Token[]): Token[] {
  const start = timeTailStart(tokens);
  // "two minibuses free on Sundays", "a hall empty in winter": when it is free is what is offered.
  if (start < 0 || tokens[start - 1]?.pos === 'ADJ') return tokens.slice();
  const left = tokens.slice(0, start);
  // "…, every Monday", "…and on Fridays": what joined the time phrase goes with it; a particle stays ("pop in once a week").
  while (left.length > 0 && (left.at(-1)?.type === 'punctuation' || joiners.has(left.at(-1)?.normal ?? ''))) left.pop();
  return left.filter((token) => token.type === 'word').length >= 2 ? left : tokens.slice();
}
