import { anaphors, namedAt, type Entry } from './correction-reading.ts';
import type { Place, SectionMention, Word } from './correction-words.ts';
import { positionsOf, resolvePositions } from './positions.ts';

/**
 * Requests about the order of a section, not its contents: "sourdough should be first in topics",
 * "move pruning to the front of offers", "swap the two things I'm looking for", "put mead above
 * wildflowers", "reverse my topics". An
 * ordering word says where an item goes when it is the end of a phrase of placing ("to the front",
 * "at the top", "be first"), not a position that names an item ("the first topic"); a verb of
 * swapping with two items of one section swaps them. Pure.
 */

/** An item put at a place in its own section (0 is the first). */
export interface Ordering {
  entry: Entry;
  at: number;
}

const front = new Set(['first', 'front', 'top', 'start', 'beginning', 'head', '1st']);
const back = new Set(['last', 'end', 'bottom']);
/** Places in between, by their ordinal: "put cricket second", "wassail should be third". */
const ordinals = new Map([
  ['second', 1],
  ['2nd', 1],
  ['third', 2],
  ['3rd', 2],
  ['fourth', 3],
  ['4th', 3],
]);
/** What stands before an ordering word that places an item: "to the front", "be first", "goes last". */
const placingBefore = new Set(['be', 'go', 'goes', 'come', 'comes', 'is', 'are', 'put', 'listed', 'sit', 'sits']);
const placingLinks = new Set(['to', 'at', 'on', 'up']);
/** What follows a position that names an item ("the first topic", "the last one"): not an ordering. */
const itemAfter = new Set(['one', 'ones', 'thing', 'things', 'item', 'items', 'topic', 'topics', 'offer', 'offers', 'need', 'needs']);
/** A verb that places its object, with the ordering word after the object: "put the gem cutter first in …", "list X last". */
const placingVerbs = new Set(['put', 'move', 'place', 'list', 'bump', 'stick', 'shift', 'have', 'pop']);
/** What may follow an ordering word that ends a phrase of placing: the section it is in, or nothing. */
const afterPlacing = new Set(['in', 'on', 'of', 'under', 'among', 'within', 'for', 'please', 'pls', 'place', 'position', 'spot']);
/** Verbs that ask for a whole order, given as a list of the items: "reorder topics: a, b, c", "sort my offers as X, Y". */
const orderingVerbs = new Set(['reorder', 'order', 'sort', 'rearrange', 'arrange', 'rank', 're-order']);
const swapping = new Set(['swap', 'interchange', 'exchange', 'switch', 'flip', 'reverse', 'invert']);
const pairWords = new Set(['two', 'both', 'order', 'round', 'around']);
/** What says a whole section's order is turned over: "flip", "reverse", or a verb of swapping with "the order", "round". */
const reversing = new Set(['flip', 'reverse', 'invert']);
const wholeOrderWords = new Set(['order', 'round', 'around']);
/** Words that place an item next to another: "put X above Y", "X should come after Y". */
const beforeWords = new Set(['above', 'before', 'ahead']);
const afterWords = new Set(['below', 'after', 'beneath', 'behind', 'under']);

const normal = (word: Word | undefined) => word?.token.normal ?? '';

/** Where an ordering word puts an item: the front, the back, a place between by its ordinal, or nowhere (it is no ordering). */
function placeSaid(words: readonly Word[]): number | 'back' | null {
  for (let index = 0; index < words.length; index += 1) {
    const said = normal(words[index]);
    if (!front.has(said) && !back.has(said) && !ordinals.has(said)) continue;
    if (itemAfter.has(normal(words[index + 1]))) continue;
    const linked = normal(words[index - 1]) === 'the' && placingLinks.has(normal(words[index - 2]));
    const next = words[index + 1];
    const endsPlacing = next === undefined || next.token.type === 'punctuation' || afterPlacing.has(normal(next));
    const placedObject =
      endsPlacing && index > 1 && words.slice(0, index - 1).some((word) => placingVerbs.has(word.token.lemma.toLowerCase()));
    // "and perry last", "wassail top of the topics": a place right after the item it places.
    const afterItem = endsPlacing && index > 0 && ['NOUN', 'PROPN'].includes(words[index - 1]?.token.pos ?? '');
    if (linked || placedObject || afterItem || placingBefore.has(normal(words[index - 1])))
      return front.has(said) ? 0 : (ordinals.get(said) ?? 'back');
  }
  return null;
}

const placeLinks = new Set(['as', 'at', 'in', 'to', 'into', 'on']);
const closing = new Set(['please', 'pls', 'plz', 'thanks', 'thx']);

/**
 * Where an addition goes, when the clause ends by saying so ("add X as the second item", "… at the
 * top", "… first please"), and the word the place starts at, so that it is no part of what is added.
 */
export function placeOfAddition(words: readonly Word[]): { at: number | 'back'; from: number } | null {
  let end = words.length;
  while (end > 0 && (words[end - 1]?.token.type === 'punctuation' || closing.has(normal(words[end - 1])))) end -= 1;
  let at = end - 1;
  if (itemAfter.has(normal(words[at])) || afterPlacing.has(normal(words[at]))) at -= 1;
  const said = normal(words[at]);
  const place = front.has(said) ? 0 : back.has(said) ? 'back' : ordinals.get(said);
  if (place === undefined || at < 2) return null;
  let from = at;
  if (normal(words[from - 1]) === 'the') from -= 1;
  if (placeLinks.has(normal(words[from - 1]))) from -= 1;
  // "add X first" and "add X as the second item" place it; "add first aid" names it.
  return from < at || at === end - 1 ? { at: place, from } : null;
}

/** The one item the clause names by its own words, if exactly one is named well. */
function onlyNamed(lexical: ReadonlyMap<Entry, number>): Entry | null {
  const named = [...lexical].filter(([, value]) => value >= 0.75).map(([entry]) => entry);
  return named.length === 1 ? (named[0] as Entry) : null;
}

function listOf(entries: readonly Entry[], place: Place): Entry[] {
  return entries.filter((entry) => entry.place === place).sort((a, b) => a.index - b.index);
}

/**
 * "reorder topics: sports drinks, gut health, Serie A": a verb of ordering and two or more items
 * of one section named in turn put them at the front of it in that order, each after the one
 * before (a section has a few items, so the ones not named keep their order after them).
 */
function wholeOrder(words: readonly Word[], lexical: ReadonlyMap<Entry, number>): Ordering[] {
  // "those two are sorted" says they are done, not how to order them.
  const ordering = (word: Word) =>
    !normal(word).endsWith('ed') && (orderingVerbs.has(word.token.lemma.toLowerCase()) || orderingVerbs.has(normal(word)));
  if (!words.some(ordering)) return [];
  const named = [...lexical].filter(([, value]) => value >= 0.75).map(([entry]) => entry);
  if (named.length < 2 || new Set(named.map((entry) => entry.place)).size !== 1) return [];
  const inTurn = named.map((entry) => ({ entry, at: namedAt(words, entry) })).sort((a, b) => a.at - b.at);
  if (inTurn.some(({ at }) => at < 0)) return [];
  return inTurn.map(({ entry }, at) => ({ entry, at }));
}

/**
 * "put mead above wildflowers", "cricket should come after mead": the item named before a word of
 * placing goes just before or after the one named after it, in their section.
 */
function nextTo(words: readonly Word[], entries: readonly Entry[], lexical: ReadonlyMap<Entry, number>): Ordering[] {
  const placing = words.findIndex((word) => beforeWords.has(normal(word)) || afterWords.has(normal(word)));
  if (placing < 0) return [];
  // "rugby's the big one, put it above perry": what "it" points back to stands where "it" does.
  const pointer = words.findIndex((word, index) => index < placing && anaphors.has(word.token.normal));
  const named = [...lexical]
    .filter(([, value]) => value >= 0.3)
    .map(([entry, value]) => ({ entry, value, at: namedAt(words, entry) }))
    .map((found) => ({ ...found, at: found.at < 0 && pointer >= 0 ? pointer : found.at }));
  // "rugby above wassail" beside a need "guests with rugby tickets": the two of one section, one
  // of them named surely ("kiln above clay" is the kiln repairer above the clay supplier).
  const pairs = named.flatMap((moved) =>
    moved.at >= 0 && moved.at < placing
      ? named
          .filter((anchor) => anchor.at > placing && anchor.entry.place === moved.entry.place)
          .filter((anchor) => Math.max(anchor.value, moved.value) >= 0.75)
          .map((anchor) => ({ moved: moved.entry, anchor: anchor.entry, value: anchor.value + moved.value }))
      : [],
  );
  const best = Math.max(...pairs.map((pair) => pair.value));
  const surest = pairs.filter((pair) => pair.value === best);
  if (surest.length !== 1) return [];
  const { moved, anchor } = surest[0] as (typeof surest)[number];
  const rest = listOf(entries, moved.place).filter((entry) => entry !== moved);
  const at = rest.indexOf(anchor) + (afterWords.has(normal(words[placing])) ? 1 : 0);
  return [{ entry: moved, at }];
}

/**
 * "sourdough should be first and rye second": two or more items of one section, each named
 * with its own place after it (before the next item is named), go to those places in turn.
 */
function eachPlaced(words: readonly Word[], entries: readonly Entry[], lexical: ReadonlyMap<Entry, number>): Ordering[] {
  const named = [...lexical]
    .filter(([, value]) => value >= 0.75)
    .map(([entry]) => ({ entry, at: namedAt(words, entry) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  if (named.length < 2 || new Set(named.map(({ entry }) => entry.place)).size !== 1) return [];
  const list = listOf(entries, (named[0] as (typeof named)[number]).entry.place);
  const placed = named.map(({ entry, at }, index) => {
    const until = named[index + 1]?.at ?? words.length;
    const said = words.slice(at + 1, until).map(normal);
    const place = said
      .map((word) => (front.has(word) ? 0 : back.has(word) ? list.length - 1 : ordinals.get(word)))
      .find((found) => found !== undefined);
    return place === undefined ? null : { entry, at: Math.min(place, list.length - 1) };
  });
  return placed.every((ordering) => ordering !== null) ? placed : [];
}

/** The orderings a clause asks for; none when it asks something else. */
export function orderingsOf(
  words: readonly Word[],
  entries: readonly Entry[],
  mentions: readonly SectionMention[],
  lexical: ReadonlyMap<Entry, number>,
): Ordering[] {
  const sections = [...new Set(mentions.filter((mention) => mention.place !== 'headline').map((mention) => mention.place))];
  const whole = wholeOrder(words, lexical);
  if (whole.length > 0) return whole;
  const each = eachPlaced(words, entries, lexical);
  if (each.length > 0) return each;
  const place = placeSaid(words);
  const entry = onlyNamed(lexical);
  if (place !== null && entry && sections.every((section) => section === entry.place)) {
    const list = listOf(entries, entry.place);
    const at = place === 'back' ? list.length - 1 : Math.min(place, list.length - 1);
    // Already there, it stays: the request is read as done, not as some other change.
    return [{ entry, at }];
  }
  const beside = nextTo(words, entries, lexical);
  if (beside.length > 0) return beside;
  const said = (set: ReadonlySet<string>) => words.some((word) => set.has(word.token.lemma.toLowerCase()) || set.has(normal(word)));
  // "swap rugby and perry round": with no section said, the one both named items are in.
  const namedPlaces = [...new Set([...lexical].filter(([, value]) => value >= 0.75).map(([entry]) => entry.place))];
  const section = sections.length === 1 ? sections[0] : sections.length === 0 && namedPlaces.length === 1 ? namedPlaces[0] : undefined;
  // "topics the other way round", "my offers upside down": the whole section turned over.
  const normals = words.map(normal).join(' ');
  const turnedOver = /\b(?:other way (?:round|around)|upside down|back to front)\b/.test(normals);
  if (turnedOver && section && listOf(entries, section).length > 1) {
    const list = listOf(entries, section);
    return list.map((entry, index) => ({ entry, at: list.length - 1 - index })).reverse();
  }
  if (!said(swapping) || !section) return [];
  const list = listOf(entries, section);
  const reference = positionsOf(words, mentions, null);
  const named = reference?.section === section ? resolvePositions(reference.positions, list.length) : [];
  // "flip the order of my topics": the whole section, last first.
  if (named.length === 0 && list.length > 2 && (said(reversing) || said(wholeOrderWords)))
    return list.map((entry, index) => ({ entry, at: list.length - 1 - index })).reverse();
  // "swap the first and last topics" and "swap rugby and perry" name the two; "swap the two things I'm looking for" has only two.
  const byName = [...lexical].filter(([entry, value]) => value >= 0.75 && entry.place === section).map(([entry]) => list.indexOf(entry));
  const indices = named.length > 0 ? named : byName.length === 2 ? byName : list.length === 2 && said(pairWords) ? [0, 1] : [];
  if (indices.length !== 2) return [];
  const [first, second] = [...indices].sort((a, b) => a - b) as [number, number];
  return [
    { entry: list[first] as Entry, at: second },
    { entry: list[second] as Entry, at: first },
  ];
}
