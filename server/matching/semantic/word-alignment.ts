import type { AlignedWord, NeedCover, WordAlignment } from '../engine/engine-types.ts';
import type { WordRelations } from './word-relations.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * How well what one person offers meets one need, word by word (BERTScore's recall with static
 * vectors): each word of the need is matched with the word of the offers that means most nearly
 * the same, by the cosine of their word vectors or, when one is derived from the other in
 * WordNet ("investor" and "invest", `word-relations.ts`), that, and the need is as covered as its words are,
 * each counting by how much it carries (SIF's weight: "the" nothing, "bookkeeping" nearly all).
 * Averaging a text into one vector blurs a need's one telling word among the rest; aligning word
 * with word keeps it ("investors" meets "invest", "plumbing" meets "electricians").
 *
 * A word met only by itself in another sense is the trap of shared words ("the book market" and
 * "go-to-market", "spring" the season and the Series A): an identical word counts in full only as
 * far as the two texts around it are alike, so a homonym shared alone makes no match.
 */

/** Cosines of unrelated words sit about here in these vectors: below it two words are not alike at all. */
export const wordFloor = 0.35;
/** A word the vectors do not know (a name, a rare term) still counts, less: it can only meet itself. */
const unknownWeight = 0.5;
/** An identical word counts this much at least, however unlike the texts around it are. */
const sameWordFloor = 0.25;

const keptSimilarities = 500_000;

/** A text's words as the aligner reads them: their ranks in the word vectors (-1 unknown) and weights. */
interface ReadWords {
  /** The lemma, to tell an identical word. */
  words: readonly string[];
  /** How WordNet lists each word ("" when it does not). */
  entries: readonly string[];
  ranks: Int32Array;
  weights: Float64Array;
  /** The weighted sum of the known words' vectors, unnormalised: the context an identical word is read in. */
  context: Float64Array;
}

export function createWordAlignment(vectors: WordVectors, relations: WordRelations): WordAlignment {
  const readings = new WeakMap<readonly AlignedWord[], ReadWords>();
  const similarities = new Map<string, number>();
  const read = (words: readonly AlignedWord[]): ReadWords => {
    let reading = readings.get(words);
    if (!reading) {
      const ranks = Int32Array.from(words, ({ form, lemma }) => {
        const rank = vectors.rankOf(lemma);
        return rank >= 0 ? rank : vectors.rankOf(form);
      });
      const weights = Float64Array.from(ranks, (rank) => (rank < 0 ? unknownWeight : vectors.weightOf(rank)));
      const entries = words.map(({ form, lemma }) => [form, lemma, singular(form)].find((word) => relations.knows(word)) ?? '');
      reading = { words: words.map(({ lemma }) => lemma), entries, ranks, weights, context: vectors.sumOf(ranks, weights) };
      readings.set(words, reading);
    }
    return reading;
  };
  /** How alike two different words are, 0..1: by their vectors (above the floor) or WordNet, whichever says more. */
  const alike = (first: ReadWords, at: number, second: ReadWords, other: number): number => {
    const [a, b] = [first.words[at]!, second.words[other]!];
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    let similarity = similarities.get(key);
    if (similarity === undefined) {
      // Kept for the process's life across events: bounded, it starts over past this many pairs.
      if (similarities.size >= keptSimilarities) similarities.clear();
      const [rankA, rankB] = [first.ranks[at]!, second.ranks[other]!];
      const byVectors = rankA >= 0 && rankB >= 0 ? Math.max(0, (vectors.cosine(rankA, rankB) - wordFloor) / (1 - wordFloor)) : 0;
      const [entryA, entryB] = [first.entries[at]!, second.entries[other]!];
      similarity = Math.max(byVectors, entryA && entryB ? relations.strength(entryA, entryB) : 0);
      similarities.set(key, similarity);
    }
    return similarity;
  };
  return {
    cover(need, offers) {
      const wanted = read(need);
      const given = offers.map(read);
      let total = 0;
      let met = 0;
      const byOffer = new Float64Array(given.length);
      const links: [string, string][] = [];
      for (let at = 0; at < wanted.ranks.length; at++) {
        const weight = wanted.weights[at]!;
        if (weight === 0) continue;
        total += weight;
        let best = 0;
        let bestWord = '';
        given.forEach((offer, item) => {
          let bestInItem = 0;
          for (let other = 0; other < offer.ranks.length; other++) {
            let similarity = 0;
            if (offer.words[other] === wanted.words[at]) similarity = sameWord(vectors, wanted, offer, at, other);
            else if (offer.weights[other]! > 0) similarity = alike(wanted, at, offer, other);
            if (similarity > bestInItem) bestInItem = similarity;
            if (similarity > best) {
              best = similarity;
              bestWord = offer.words[other]!;
            }
          }
          byOffer[item] = byOffer[item]! + weight * bestInItem;
        });
        met += weight * best;
        // A common word ("little", "new") shared counts, but is no link a reason may rest on.
        if (best >= linkFloor && (bestWord !== wanted.words[at] || weight >= genericWeight)) links.push([wanted.words[at]!, bestWord]);
      }
      let offer = -1;
      for (let item = 0; item < byOffer.length; item++)
        if (byOffer[item]! > 0 && (offer < 0 || byOffer[item]! > byOffer[offer]!)) offer = item;
      return { score: total > 0 ? met / total : 0, offer, links } satisfies NeedCover;
    },
  };
}

/** "investors" → "investor", "companies" → "company": how a plural may be listed in WordNet. */
function singular(form: string): string {
  if (form.endsWith('ies')) return `${form.slice(0, -3)}y`;
  if (form.endsWith('s') && !form.endsWith('ss')) return form.slice(0, -1);
  return form;
}

/** A word pair this alike is a link a reason may cite. */
export const linkFloor = 0.5;
/** Below this weight (about the 800 commonest words) a word is too common to be a link when shared. */
export const genericWeight = 0.75;

/**
 * An identical word, counted as far as the two texts around it are alike: the cosine of the
 * contexts without the word itself, from the floor up to 1.
 */
function sameWord(vectors: WordVectors, first: ReadWords, second: ReadWords, at: number, other: number): number {
  const rank = first.ranks[at]!;
  if (rank < 0) return 1;
  const a = vectors.without(first.context, rank, first.weights[at]!);
  const b = vectors.without(second.context, rank, second.weights[other]!);
  const cosine = cosineOf(a, b);
  if (cosine === null) return unknownContext;
  return sameWordFloor + (1 - sameWordFloor) * Math.max(0, Math.min(1, (cosine - wordFloor) / (1 - wordFloor)));
}

/** An identical word with nothing around it on one side (a one-word item): neither a match nor none. */
const unknownContext = 0.6;

function cosineOf(a: Float64Array, b: Float64Array): number | null {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let at = 0; at < a.length; at++) {
    dot += a[at]! * b[at]!;
    aa += a[at]! * a[at]!;
    bb += b[at]! * b[at]!;
  }
  return aa > 1e-9 && bb > 1e-9 ? dot / Math.sqrt(aa * bb) : null;
}
