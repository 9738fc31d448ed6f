import type { AnalysedItem } from './dossier-analysis.ts';
import type { MetNeed, ProspectFacets, QuotedItem } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import type { PairScore } from './scoring.ts';
import type { SparseRows } from './sparse.ts';

/** A reason cites a few facts, not all of them. */
const maxFactsPerKind = 3;

/** Why a pair scores: the items of each dossier that meet the other's, the strongest first. */
export function pairFacets(model: EventModel, viewer: number, prospect: number, score: PairScore): ProspectFacets {
  return {
    forViewer: metNeeds(model, viewer, prospect),
    forProspect: metNeeds(model, prospect, viewer),
    sharedTopics: sharedTopics(model, viewer, prospect),
    viewerScore: score.viewerScore,
    prospectScore: score.prospectScore,
  };
}

/** Each need of `needer` with the item of `offerer` that meets it best. */
function metNeeds(model: EventModel, needer: number, offerer: number): MetNeed[] {
  const met: MetNeed[] = [];
  for (let need = model.itemStart[needer]!; need < model.itemStart[needer + 1]!; need++) {
    if (isEmpty(model.itemNeed, need)) continue;
    let best: { item: number; weight: number; dims: number[] } | null = null;
    for (let offer = model.itemStart[offerer]!; offer < model.itemStart[offerer + 1]!; offer++) {
      const overlap = sharedDims(model.itemNeed, need, model.itemOffer, offer);
      if (overlap.weight > (best?.weight ?? 0)) best = { item: offer, ...overlap };
    }
    if (!best) continue;
    const names = best.dims.map((dim) => model.dimNames[dim]!);
    met.push({
      need: quoted(itemAt(model, needer, need)),
      offer: quoted(itemAt(model, offerer, best.item)),
      concept: conceptOf(names),
      sharedTerms: termsOf(model, best.dims),
      weight: best.weight,
    });
  }
  return strongest(met);
}

function sharedTopics(model: EventModel, viewer: number, prospect: number): (readonly [QuotedItem, QuotedItem])[] {
  const pairs: { pair: readonly [QuotedItem, QuotedItem]; weight: number }[] = [];
  for (let own = model.itemStart[viewer]!; own < model.itemStart[viewer + 1]!; own++) {
    if (isEmpty(model.itemTopic, own)) continue;
    for (let theirs = model.itemStart[prospect]!; theirs < model.itemStart[prospect + 1]!; theirs++) {
      const { weight } = sharedDims(model.itemTopic, own, model.itemTopic, theirs);
      if (weight > 0) pairs.push({ pair: [quoted(itemAt(model, viewer, own)), quoted(itemAt(model, prospect, theirs))], weight });
    }
  }
  return strongest(pairs).map(({ pair }) => pair);
}

function strongest<T extends { weight: number }>(facts: T[]): T[] {
  return facts.sort((a, b) => b.weight - a.weight).slice(0, maxFactsPerKind);
}

function isEmpty(rows: SparseRows, row: number): boolean {
  return rows.start[row] === rows.start[row + 1];
}

function sharedDims(a: SparseRows, rowA: number, b: SparseRows, rowB: number): { weight: number; dims: number[] } {
  let i = a.start[rowA]!;
  let j = b.start[rowB]!;
  const endA = a.start[rowA + 1]!;
  const endB = b.start[rowB + 1]!;
  let weight = 0;
  const dims: number[] = [];
  while (i < endA && j < endB) {
    const dimA = a.dims[i]!;
    const dimB = b.dims[j]!;
    if (dimA === dimB) {
      weight += a.weights[i]! * b.weights[j]!;
      dims.push(dimA);
      i++;
      j++;
    } else if (dimA < dimB) i++;
    else j++;
  }
  return { weight, dims };
}

/** The concept a match rests on: the first concept dim shared ("#funding", "#funding~|battery" → "funding"). */
function conceptOf(names: readonly string[]): string | null {
  const name = names.find((candidate) => candidate.startsWith('#'));
  return name ? name.slice(1).split(/[~|]/)[0]! : null;
}

/** The shared words, rarest first. */
function termsOf(model: EventModel, dims: readonly number[]): string[] {
  return dims
    .filter((dim) => !model.dimNames[dim]!.startsWith('#'))
    .sort((a, b) => model.idf[b]! - model.idf[a]! || a - b)
    .map((dim) => model.dimNames[dim]!);
}

function itemAt(model: EventModel, attendee: number, row: number): AnalysedItem {
  return model.analyses[attendee]!.items[row - model.itemStart[attendee]!]!;
}

function quoted(item: AnalysedItem): QuotedItem {
  return { section: item.section, text: item.text, sourceMessageIds: item.sourceMessageIds };
}
