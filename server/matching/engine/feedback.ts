import type { NotInterestedReason } from '../../../shared/api/matching.ts';
import { concepts } from './concepts.ts';
import type { MetNeed, PastAnswer } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import { givenName, seekerName } from './item-dims.ts';
import { wordsOf } from './lemmas.ts';
import type { ViewerWeights } from './scoring.ts';

/**
 * What the engine learns from past answers, per viewer.
 *
 * NOT_INTERESTED lowers, for that viewer, the weight of what made that prospect rank: the words
 * and concepts of the facets recorded then (the viewer's needs the prospect met, the viewer's
 * offers the prospect needed, the topics they shared), so similar prospects rank lower in later
 * rounds. "Not relevant" (or no reason) lowers them most; "not now" a little; "already know
 * them" not at all, since the match was good. Answers compound, down to a floor, so a word is
 * never silenced outright.
 *
 * The declined person themselves is not ranked among the others: they come after every prospect
 * the viewer has not declined, so they fill a list only when nobody else would (and the viewer
 * can still see, and undo, their answer). Past answers carry no event: a person declined at
 * another event is declined here too.
 */
export const declineMultipliers: Record<NotInterestedReason | 'none', number> = {
  not_relevant: 0.6,
  none: 0.6,
  not_now: 0.85,
  already_know: 1,
};
/** The lowest a viewer's weight of a dim can go. */
export const weightFloor = 0.2;

export interface Feedback {
  weightsOf(viewer: number): ViewerWeights | null;
  /** Those the viewer said NOT_INTERESTED to, present at the event. */
  declinedBy(viewer: number): readonly number[];
  /** Those the viewer said INTERESTED to, present at the event. */
  wantedBy(viewer: number): ReadonlySet<number>;
}

interface MutableWeights {
  need: Map<number, number>;
  offer: Map<number, number>;
  topic: Map<number, number>;
}

export function learnFromAnswers(model: EventModel, answers: readonly PastAnswer[]): Feedback {
  const weights = new Map<number, MutableWeights>();
  const declined = new Map<number, number[]>();
  const wanted = new Map<number, Set<number>>();
  for (const answer of answers) {
    const viewer = model.indexOf.get(answer.viewerId);
    if (viewer === undefined) continue;
    const other = model.indexOf.get(answer.userId);
    if (answer.interest === 'INTERESTED') {
      if (other !== undefined) wanted.set(viewer, (wanted.get(viewer) ?? new Set()).add(other));
      continue;
    }
    if (other !== undefined && !declined.get(viewer)?.includes(other)) declined.set(viewer, [...(declined.get(viewer) ?? []), other]);
    const multiplier = declineMultipliers[answer.reason ?? 'none'];
    if (!answer.facets || multiplier === 1) continue;
    let own = weights.get(viewer);
    if (!own) {
      own = { need: new Map(), offer: new Map(), topic: new Map() };
      weights.set(viewer, own);
    }
    const lower = (map: Map<number, number>, dims: Iterable<number>) => {
      for (const dim of new Set(dims)) map.set(dim, Math.max(weightFloor, (map.get(dim) ?? 1) * multiplier));
    };
    for (const met of answer.facets.forViewer) lower(own.need, dimsOf(model, met));
    for (const met of answer.facets.forProspect) lower(own.offer, dimsOf(model, met));
    for (const [mine, theirs] of answer.facets.sharedTopics) lower(own.topic, sharedLemmaDims(model, mine.text, theirs.text));
  }
  return {
    weightsOf: (viewer) => weights.get(viewer) ?? null,
    declinedBy: (viewer) => declined.get(viewer) ?? [],
    wantedBy: (viewer) => wanted.get(viewer) ?? new Set(),
  };
}

/** The dims a met need rested on: its shared words, its concept on both sides, and the two together. */
function dimsOf(model: EventModel, met: MetNeed): number[] {
  const names: string[] = [...met.sharedTerms];
  const concept = concepts.findIndex((candidate) => candidate.id === met.concept);
  if (concept >= 0) {
    for (const prefix of [givenName(concept), seekerName(concept)])
      names.push(prefix, ...met.sharedTerms.map((term) => `${prefix}|${term}`));
  }
  return names.map((name) => model.dimOf.get(name)).filter((dim) => dim !== undefined);
}

/** A shared topic is remembered by its two texts: the words both hold, as the event's dims. */
function sharedLemmaDims(model: EventModel, mine: string, theirs: string): number[] {
  const lemmas = (text: string) =>
    wordsOf(text)
      .filter((word) => word.content)
      .map((word) => word.lemma);
  const theirLemmas = new Set(lemmas(theirs));
  return lemmas(mine)
    .filter((lemma) => theirLemmas.has(lemma))
    .map((lemma) => model.dimOf.get(lemma))
    .filter((dim) => dim !== undefined);
}
