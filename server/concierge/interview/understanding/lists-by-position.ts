import { dossierListSections } from '../../../../shared/api/dossier.ts';
import type { Place, Word } from './correction-words.ts';

/** Lists of the card named by where they stand: "the first list", "list 2", "the bottom list". Pure. */

/** Where a list stands on the card, by the word before "list": "the first list", "the bottom list". */
const listOrdinals: ReadonlyMap<string, number> = new Map([
  ...['first', 'second', 'third'].map((word, index) => [word, index] as const),
  ...['1st', '2nd', '3rd'].map((word, index) => [word, index] as const),
  ['top', 0],
  ['middle', 1],
  ['bottom', 2],
  ['last', 2],
  ['final', 2],
]);
/** …and by the number after it: "list 2", "list three" ("two lists" counts lists). */
const listNumbers: ReadonlyMap<string, number> = new Map(
  ['one', 'two', 'three'].flatMap((word, index) => [[word, index] as const, [String(index + 1), index] as const]),
);
const listWords = new Set(['list', 'lists']);
const itemWordsAfterPosition = new Set(['one', 'ones', 'thing', 'things', 'item', 'items', 'entry', 'bit', 'point']);

/**
 * A list named by where it stands on the card (looking for, can offer, topics, in that order): its
 * place and the end of the mention. After one list so named, an ordinal alone names another ("the
 * first list is what I need and the second what I offer").
 */
export function listByPositionAt(words: readonly Word[], start: number, afterList: boolean): { place: Place; end: number } | null {
  const word = words[start]?.token.normal ?? '';
  const next = words[start + 1];
  // "the second one", "the third thing" name an item by position, not a list.
  const alone =
    afterList && next?.token.pos !== 'NOUN' && next?.token.pos !== 'ADJ' && !itemWordsAfterPosition.has(next?.token.normal ?? '');
  if (alone && listOrdinals.has(word)) return { place: dossierListSections[listOrdinals.get(word) as number] as Place, end: start + 1 };
  const nextWord = next?.token.normal ?? '';
  const at = listWords.has(nextWord) ? listOrdinals.get(word) : listWords.has(word) ? listNumbers.get(nextWord) : undefined;
  return at === undefined ? null : { place: dossierListSections[at] as Place, end: start + 2 };
}
