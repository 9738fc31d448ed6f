import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createSentenceEncoder } from '../../server/language/sentence-encoder.ts';
import { loadWordVectors } from '../../server/matching/semantic/word-vectors.ts';

/**
 * `npx tsx eval/matching/need-offer-pairs.ts`: how well a meaning tells a need's filler apart, on the
 * 1,400 helper-written need/offer pairs (`server/matching/semantic/need-offer-examples/`, development
 * material, not an evaluation round). For each pair, the true offer is ranked among the offers of
 * its file (one group of domains, 350 offers: mean reciprocal rank) and set against its near miss
 * (the share of needs nearer their filler). Each meaning is read on the items alone (need against
 * offer) and on whole answers (who each is, then what they need or offer).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = path.join(here, '..', '..', 'server', 'matching', 'semantic', 'need-offer-examples');
const pairSchema = z.object({
  needer: z.string(),
  need: z.string(),
  offerer: z.string(),
  offer: z.string(),
  nearMiss: z.string(),
  nearMissOffer: z.string(),
});
type Pair = z.infer<typeof pairSchema>;
type Vector = ArrayLike<number>;

const cosine = (a: Vector | null, b: Vector | null) => {
  if (!a || !b) return -1;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let at = 0; at < a.length; at++) {
    dot += a[at]! * b[at]!;
    normA += a[at]! * a[at]!;
    normB += b[at]! * b[at]!;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : -1;
};

/** What stands for each side: its item, plus a share of who its owner is (the engine's mix is a half). */
const whoShares = [0, 0.5, 1];

interface Meaning {
  name: string;
  encode: (texts: string[]) => Promise<(Vector | null)[]>;
}

const encoder = createSentenceEncoder({ cacheBytes: 64 * 1024 * 1024 });
const meanings: Meaning[] = [
  {
    name: 'averaged word vectors (SIF, wink 100d)',
    encode: (texts) => Promise.resolve(texts.map((text) => loadWordVectors().textVector(text))),
  },
  { name: 'sentence encoder (USE lite)', encode: (texts) => encoder.encode(texts) },
];

/** `item` plus `share` of `who`, both at unit length; the item alone when `who` has no meaning. */
function mixed(item: Vector | null, who: Vector | null, share: number): Vector | null {
  if (!item || share === 0 || !who) return item;
  const unit = (vector: Vector) => {
    let norm = 0;
    for (let at = 0; at < vector.length; at++) norm += vector[at]! * vector[at]!;
    return Math.sqrt(norm) || 1;
  };
  const [itemNorm, whoNorm] = [unit(item), unit(who)];
  return Float64Array.from({ length: item.length }, (_, at) => item[at]! / itemNorm + (share * who[at]!) / whoNorm);
}

/** Mean reciprocal rank of each need's true offer among its group's offers, and the share nearer their filler than their near miss. */
async function measure(groups: Pair[][], meaning: Meaning, share: number) {
  let reciprocal = 0;
  let beatNearMiss = 0;
  let count = 0;
  for (const pairs of groups) {
    const encoded = async (text: (pair: Pair) => string) => meaning.encode(pairs.map(text));
    const [need, needer, offer, offerer, nearMissOffer, nearMiss] = await Promise.all(
      [
        (p: Pair) => p.need,
        (p: Pair) => p.needer,
        (p: Pair) => p.offer,
        (p: Pair) => p.offerer,
        (p: Pair) => p.nearMissOffer,
        (p: Pair) => p.nearMiss,
      ].map(encoded),
    );
    const needs = pairs.map((_, at) => mixed(need![at]!, needer![at]!, share));
    const offers = pairs.map((_, at) => mixed(offer![at]!, offerer![at]!, share));
    const misses = pairs.map((_, at) => mixed(nearMissOffer![at]!, nearMiss![at]!, share));
    pairs.forEach((_, at) => {
      const own = cosine(needs[at]!, offers[at]!);
      let rank = 1;
      for (let other = 0; other < pairs.length; other++) if (other !== at && cosine(needs[at]!, offers[other]!) > own) rank++;
      reciprocal += 1 / rank;
      if (own > cosine(needs[at]!, misses[at]!)) beatNearMiss++;
      count++;
    });
  }
  return { mrr: reciprocal / count, nearMiss: beatNearMiss / count };
}

const groups = readdirSync(folder)
  .filter((name) => name.endsWith('.jsonl'))
  .sort()
  .map((name) =>
    readFileSync(path.join(folder, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => pairSchema.parse(JSON.parse(line))),
  );
console.log(`need/offer pairs: ${groups.flat().length} in ${groups.length} groups (development material, not held-out)`);
for (const meaning of meanings) {
  for (const share of whoShares) {
    const { mrr, nearMiss } = await measure(groups, meaning, share);
    const reading = share === 0 ? 'need item × offer item' : `items with ${share} of who each is`;
    console.log(`  ${meaning.name}, ${reading}: MRR among the group ${mrr.toFixed(3)}, nearer than the near miss ${nearMiss.toFixed(3)}`);
  }
}
