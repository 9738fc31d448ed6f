import type { Place, SectionMention, Word } from './correction-words.ts';

/**
 * Items named by where they stand in a section: "the 2nd and 4th from what I need", "the middle
 * offer", "number three in my topics", "the last two", "the penultimate topic". A position is read
 * from its word (an ordinal, "middle", "last", "number N", "#N"), an optional count after it ("the
 * first two"), and the section it is of: the section named nearest after it (else before it) that
 * is not where the clause sends things. Pure.
 */

/** Where a position counts from, and how many items it takes from there. */
export type Position = { from: 'start' | 'end'; at: number; count: number } | { from: 'middle'; at: 0; count: 1 };

export interface PositionReference {
  positions: Position[];
  /** The section the positions count in. */
  section: Place;
}

const ordinalWords: ReadonlyMap<string, number> = new Map(
  ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].map((word, index) => [word, index]),
);
const fromEnd: ReadonlyMap<string, number> = new Map([
  ['last', 0],
  ['final', 0],
  ['bottom', 0],
  ['penultimate', 1],
]);
const countWords: ReadonlyMap<string, number> = new Map([
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
]);
/** Words that stand for an item after a position ("the second one", "the third thing"): what makes "first" a position, not "first cheques". */
const itemWords = new Set(['one', 'ones', 'thing', 'things', 'item', 'items', 'entry', 'entries', 'bit', 'point', 'line', 'bullet']);
const ofWords = new Set(['from', 'in', 'of', 'under', 'on', 'among']);
const numberMarks = new Set(['number', 'no', 'no.', '#', 'nr', 'num']);
const joins = new Set(['and', ',', '&', 'or', '+']);
const placeLinks = new Set(['to', 'at', 'be', 'go', 'goes', 'come', 'comes']);

const normal = (word: Word | undefined) => word?.token.normal ?? '';

function numberOf(word: Word | undefined): number | null {
  const text = normal(word);
  if (/^\d+$/.test(text)) return Number(text);
  return countWords.get(text) ?? (text === 'one' ? 1 : null);
}

/** The position a word starts, if it is one, and the index after it (and its count). */
function positionAt(words: readonly Word[], index: number): { position: Position; next: number } | null {
  const text = normal(words[index]);
  const ordinal = /^(\d+)(?:st|nd|rd|th)$/.exec(text);
  let position: Position | null = null;
  let next = index + 1;
  if (ordinal) position = { from: 'start', at: Number(ordinal[1]) - 1, count: 1 };
  else if (ordinalWords.has(text)) {
    // "second to last", "second last": counted from the end.
    const fromTheEnd = normal(words[index + 1]) === 'to' && fromEnd.has(normal(words[index + 2]));
    if (fromTheEnd || fromEnd.has(normal(words[index + 1]))) position = { from: 'end', at: ordinalWords.get(text) as number, count: 1 };
    else position = { from: 'start', at: ordinalWords.get(text) as number, count: 1 };
    if (fromTheEnd) next = index + 3;
    else if (position.from === 'end') next = index + 2;
  } else if (fromEnd.has(text)) position = { from: 'end', at: fromEnd.get(text) as number, count: 1 };
  else if (text === 'middle') position = { from: 'middle', at: 0, count: 1 };
  else if (numberMarks.has(text)) {
    const number = numberOf(words[index + 1]);
    if (number !== null && number >= 1) return { position: { from: 'start', at: number - 1, count: 1 }, next: index + 2 };
  }
  if (!position) return null;
  const count = numberOf(words[next]);
  if (count !== null && count > 1 && position.from !== 'middle') {
    position = { ...position, count };
    next += 1;
  }
  return { position, next };
}

/** Whether what follows a position makes it one: an item word, a section, "from/in …", or the end of the clause. */
function standsForItem(words: readonly Word[], next: number, mentions: readonly SectionMention[]): boolean {
  const after = words[next];
  if (after === undefined || after.token.type === 'punctuation') return true;
  return (
    itemWords.has(after.token.normal) ||
    ofWords.has(after.token.normal) ||
    mentions.some((mention) => mention.start === next || mention.start === next + 1) ||
    // "the first I offer", "the last we need": a section said with its subject.
    (['i', 'we'].includes(after.token.normal) && mentions.some((mention) => mention.start <= next + 3 && mention.start > next))
  );
}

/** Positions a clause names, and the section they count in; null when it names none or no section. */
export function positionsOf(words: readonly Word[], mentions: readonly SectionMention[], target: Place | null): PositionReference | null {
  const positions: Position[] = [];
  let first = -1;
  let last = -1;
  for (let index = 0; index < words.length; index += 1) {
    const found = positionAt(words, index);
    if (!found) continue;
    // "the 2nd and 4th", "first, third": positions joined to the one before share its evidence.
    const joined = last >= 0 && words.slice(last, index).every((word) => joins.has(word.token.normal) || word.token.normal === 'the');
    // "bump it up to first", "put it at the bottom": where an item goes, not which item.
    const linked =
      placeLinks.has(normal(words[index - 1])) || (normal(words[index - 1]) === 'the' && placeLinks.has(normal(words[index - 2])));
    const ends = found.next >= words.length || words[found.next]?.token.type === 'punctuation';
    if (linked && ends) continue;
    const numbered = numberMarks.has(normal(words[index]));
    if (!numbered && !joined && !standsForItem(words, found.next, mentions)) {
      const joinedAfter = joins.has(normal(words[found.next])) && positionAt(words, found.next + 1) !== null;
      if (!joinedAfter) continue;
    }
    positions.push(found.position);
    if (first < 0) first = index;
    last = found.next;
    index = found.next - 1;
  }
  if (positions.length === 0) return null;
  const lists = mentions.filter((mention) => mention.place !== 'headline');
  const own = (mention: SectionMention) => lists.length === 1 || mention.place !== target || lists.every((other) => other.place === target);
  const after = lists.find((mention) => mention.start >= last && mention.start - last <= 8 && own(mention));
  const before = [...lists].reverse().find((mention) => mention.end <= first && own(mention));
  const section = after?.place ?? before?.place;
  return section ? { positions, section } : null;
}

/** The indices of a list of `length` items that the positions name, in order, each once. */
export function resolvePositions(positions: readonly Position[], length: number): number[] {
  const indices: number[] = [];
  for (const position of positions) {
    if (position.from === 'middle') {
      if (length % 2 === 1) indices.push((length - 1) / 2);
      continue;
    }
    for (let offset = 0; offset < position.count; offset += 1) {
      const index = position.from === 'start' ? position.at + offset : length - 1 - position.at - (position.count - 1) + offset;
      if (index >= 0 && index < length) indices.push(index);
    }
  }
  return [...new Set(indices)];
}
