import { isSeekTrigger, isTrigger } from './concepts.ts';
import type { DossierAnalysis } from './dossier-analysis.ts';
import { emitItemDims, type OwnerContext } from './item-dims.ts';
import { isFiller } from './lemmas.ts';

/** The dims a dossier's items add to its owner's needs, offers and topics, by name (see item-dims.ts), item by item. */
export interface DossierDims {
  /** Entry e belongs to item `item[e]`, role 0 (need), 1 (offer) or 2 (topic). */
  item: Int32Array;
  role: Int8Array;
  names: readonly string[];
  weights: Float64Array;
}

/**
 * Dims of a dossier, kept as long as its analysis, with the corrections they were read with: a
 * recompute re-reads a dossier only when the event reads one of its typos otherwise.
 */
const keptDims = new WeakMap<DossierAnalysis, { corrected: string; dims: DossierDims }>();
const lemmaSets = new WeakMap<DossierAnalysis, { known: readonly string[]; unknown: readonly string[] }>();

/** The dossier's words the language model knows, and those it does not (names, typos), each once. */
export function lemmasOf(analysis: DossierAnalysis): { known: readonly string[]; unknown: readonly string[] } {
  let sets = lemmaSets.get(analysis);
  if (!sets) {
    const known = new Set<string>();
    const unknown = new Set<string>();
    for (const item of analysis.items) {
      for (const lemma of item.lemmas) (item.unknown.includes(lemma) ? unknown : known).add(lemma);
    }
    sets = { known: [...known], unknown: [...unknown] };
    lemmaSets.set(analysis, sets);
  }
  return sets;
}

/** `corrections` reads typos as the event's words: they depend on who else is there. */
export function dossierDims(analysis: DossierAnalysis, corrections: ReadonlyMap<string, string>): DossierDims {
  const corrected = lemmasOf(analysis)
    .unknown.map((lemma) => corrections.get(lemma) ?? '')
    .join(' ');
  const kept = keptDims.get(analysis);
  if (kept?.corrected === corrected) return kept.dims;
  const dims = emitDossierDims(analysis, corrections);
  keptDims.set(analysis, { corrected, dims });
  return dims;
}

function emitDossierDims(analysis: DossierAnalysis, corrections: ReadonlyMap<string, string>): DossierDims {
  const words = analysis.items.map((item) =>
    item.unknown.length === 0
      ? item.lemmas
      : [...new Set(item.lemmas.map((lemma) => corrections.get(lemma) ?? lemma))].filter((lemma) => !isFiller(lemma)),
  );
  const owner = {
    seekWords: new Set<string>(),
    soughtConcepts: new Set<number>(),
    statedWords: new Set<string>(),
    statedSubjects: [] as string[],
  };
  analysis.items.forEach((item, at) => {
    if (item.section !== 'lookingFor') {
      if (!item.asks) for (const word of words[at]!) owner.statedWords.add(word);
      return;
    }
    for (const word of words[at]!) if (isSeekTrigger(word)) owner.seekWords.add(word);
    for (const concept of item.concepts.seek) owner.soughtConcepts.add(concept);
  });
  owner.statedSubjects = [...owner.statedWords].filter((word) => !isTrigger(word));
  const item: number[] = [];
  const role: number[] = [];
  const names: string[] = [];
  const weights: number[] = [];
  let current = 0;
  const add = (side: number) => (name: string, weight: number) => {
    item.push(current);
    role.push(side);
    names.push(name);
    weights.push(weight);
  };
  const sink = { need: add(0), offer: add(1), topic: add(2) };
  analysis.items.forEach((analysed, at) => {
    current = at;
    emitItemDims(analysed, words[at]!, owner satisfies OwnerContext, sink);
  });
  return { item: Int32Array.from(item), role: Int8Array.from(role), names, weights: Float64Array.from(weights) };
}
