import type { WordAlignment } from './engine/engine-types.ts';
import { computeEventLists, type EventListChanges, type EventListsInput } from './event-lists.ts';
import { createWordAlignment } from './semantic/word-alignment.ts';
import { loadWordRelations } from './semantic/word-relations.ts';
import { loadWordVectors } from './semantic/word-vectors.ts';

/** Read at the first recompute on the thread (its files take a moment), then kept with the thread. */
let alignment: WordAlignment | undefined;

/**
 * What the matching engine's thread runs for each request (`event-lists-worker.js`): the event's
 * lists, word alignment included. The dossier analyses the engine caches stay with the thread too,
 * so a recompute re-reads only the dossiers that changed.
 */
export function eventListsOnThread(input: EventListsInput): EventListChanges {
  alignment ??= createWordAlignment(loadWordVectors(), loadWordRelations());
  return computeEventLists(input, alignment);
}
