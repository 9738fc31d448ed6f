import type { AnalysedItem } from './dossier-analysis.ts';
import type { Meaning, MetNeed, ProspectFacets, QuotedItem } from './engine-types.ts';
import type { EventModel } from './event-model.ts';
import type { ItemMeanings } from './item-meaning.ts';
import type { NeedCovers } from './need-cover.ts';
import { shapeOf } from './reason-phrasing.ts';
import { cosineOf, type PairScore } from './scoring.ts';
import type { SparseRows } from './sparse.ts';

/** A reason cites a few facts, not all of them. */
const maxFactsPerKind = 3;

/**
 * How near in meaning a need and an offer must be for a reason to cite them: the sentence encoder
 * puts unrelated items at 0.25–0.35, a need and its filler at 0.6–0.8.
 */
export const meaningFloor = 0.4;
/**
 * How near in meaning two headlines must be for a reason to say the two may work in related
 * fields: near this, the word vectors pair farmers with farmers and lecturers with lecturers.
 */
export const sameFieldFloor = 0.7;
/**
 * A headline says who someone is, not what they offer: it is cited as what meets a need only
 * when it is this near the need ("Angel investor" for "people who could back us"), not when the
 * two are merely of one field ("Director of palliative medicine" for "backup for complex cases").
 */
export const headlineFloor = 0.5;

/** How near in meaning `offer` must be to a need to be cited as what meets it; above 1 when it is no offer. */
function citedFloor(offer: QuotedItem): number {
  if (isGoal(offer)) return 2;
  return offer.section === 'headline' ? headlineFloor : meaningFloor;
}

const goals = new WeakMap<QuotedItem, boolean>();

/**
 * A statement of "about" that says what its owner came to do ("Close our last gap", "Tips on
 * marketing the farm stay", "Strengthening links with colleagues"), an action, an activity or a
 * thing, or a headline that is an action ("Build our voice team"): what they want, not what they
 * offer. Only a statement ("I supervise two pharmacists") of "about", and a headline that names
 * who someone is, are cited as offers. Read once per item, when first cited.
 */
function isGoal(item: QuotedItem): boolean {
  if (item.section !== 'about' && item.section !== 'headline') return false;
  let goal = goals.get(item);
  if (goal === undefined) {
    const shape = shapeOf(item.text);
    goal = item.section === 'headline' ? shape === 'action' || shape === 'gerund' : shape !== 'clause' && shape !== 'report';
    goals.set(item, goal);
  }
  return goal;
}

/** Why a pair scores: the items of each dossier that meet the other's, the strongest first. */
export function pairFacets(
  model: EventModel,
  viewer: number,
  prospect: number,
  score: PairScore,
  meaning: Meaning | null = null,
  covers: NeedCovers | null = null,
  items: ItemMeanings | null = null,
): ProspectFacets {
  const sameSense: SameSense = covers && ((need, offer, term) => covers.sameSense(need, offer, term));
  const met = (needer: number, offerer: number) => {
    // Where meaning is read (events small enough to), what someone came to do is no offer, and one shared word links
    // a need and an offer only when the two mean alike too: not the "voices" of people kept on tape and the "voice
    // work" of an actor, however the word alone reads.
    const inWords = metNeeds(model, needer, offerer, sameSense).filter((link) => !meaning || citable(link, meaning));
    // A concept is a link in itself ("seed funding" and "angel investor"); else the need and offer nearest in meaning.
    if (inWords.some((link) => link.concept !== null)) return inWords;
    // Found with a share of who each is, cited only when the two items alone are near: a reason says what each gives the other.
    const nearest = items?.nearest(needer, offerer);
    const alone = nearest && meaning ? closeness(meaning, nearest.need.quote.text, nearest.offer.quote.text) : -1;
    if (nearest && alone >= citedFloor(nearest.offer.quote))
      return [{ need: quoted(nearest.need), offer: quoted(nearest.offer), concept: null, sharedTerms: [], weight: alone }];
    if (inWords.length > 0) return inWords;
    // A need met word by word, near enough, is cited with the offer that meets it, and the words that link them.
    const aligned = covers?.best(needer, offerer);
    if (
      aligned &&
      aligned.cover.score >= citedCover &&
      aligned.cover.links.some(([need, offer]) => need !== offer || namesTheNeed(model, aligned.need, need))
    )
      return [
        {
          need: quoted(aligned.need),
          offer: quoted(aligned.offer),
          concept: null,
          sharedTerms: aligned.cover.links.filter(([need, offer]) => need === offer).map(([need]) => need),
          alignedTerms: aligned.cover.links.filter(([need, offer]) => need !== offer),
          weight: aligned.cover.score,
        },
      ];
    // Nothing met in words, or only by one shared word ("market" of a stock market and of a farmers' market):
    // the need and offer nearest in meaning are cited, when near enough.
    return meaning ? metInMeaning(model, needer, offerer, meaning) : [];
  };
  const field = meaning && sameField(model, viewer, prospect, meaning);
  return {
    forViewer: met(viewer, prospect),
    forProspect: met(prospect, viewer),
    sharedTopics: sharedTopics(model, viewer, prospect, sameSense),
    ...(field ? { sameField: field } : {}),
    viewerScore: score.viewerScore,
    prospectScore: score.prospectScore,
  };
}

function citable(link: MetNeed, meaning: Meaning): boolean {
  if (link.concept !== null || link.sharedTerms.length !== 1) return !isGoal(link.offer);
  return closeness(meaning, link.need.text, link.offer.text) >= citedFloor(link.offer);
}

/** The two headlines when they are near in meaning: what a modest reason can honestly say of two people. */
function sameField(model: EventModel, viewer: number, prospect: number, meaning: Meaning): readonly [QuotedItem, QuotedItem] | null {
  const headlineOf = (attendee: number) => model.analyses[attendee]!.items.find((item) => item.quote.section === 'headline')?.quote;
  const own = headlineOf(viewer);
  const theirs = headlineOf(prospect);
  if (!own || !theirs) return null;
  return closeness(meaning, own.text, theirs.text) >= sameFieldFloor ? [own, theirs] : null;
}

/** How well a need must be met word by word for a reason to cite it. */
export const citedCover = 0.5;

/** Whether a need and an offer that share one word use it in the same sense; null reads every shared word as meant alike. */
type SameSense = ((need: AnalysedItem, offer: AnalysedItem, term: string) => boolean) | null;

/**
 * Each need of `needer` with the item of `offerer` that meets it best. A link that rests on one
 * shared word alone is no link unless the word is what the need names (its head phrase), used in
 * the same sense on the other side (`sameSense`).
 */
function metNeeds(model: EventModel, needer: number, offerer: number, sameSense: SameSense = null): MetNeed[] {
  const met: MetNeed[] = [];
  for (let need = model.itemStart[needer]!; need < model.itemStart[needer + 1]!; need++) {
    if (isEmpty(model.itemNeed, need)) continue;
    let bestItem = -1;
    let bestWeight = 0;
    for (let offer = model.itemStart[offerer]!; offer < model.itemStart[offerer + 1]!; offer++) {
      if (isEmpty(model.itemOffer, offer)) continue;
      const weight = sharedWeight(model.itemNeed, need, model.itemOffer, offer, null);
      if (weight > bestWeight) {
        bestItem = offer;
        bestWeight = weight;
      }
    }
    if (bestItem < 0) continue;
    const dims: number[] = [];
    sharedWeight(model.itemNeed, need, model.itemOffer, bestItem, dims);
    const [needItem, offerItem] = [itemAt(model, needer, need), itemAt(model, offerer, bestItem)];
    const concept = conceptOf(model, dims);
    const sharedTerms = termsOf(model, dims);
    // One shared word is a link only when it is what the need names, few at the event say it, and it means the same on
    // both sides ("architect" wanted, "architect" offered); not the "market" of a book and of go-to-market, an aside
    // ("orders by phone"), or the "patients" half a health event mentions.
    const oneWord = concept === null && sharedTerms.length === 1 ? sharedTerms[0]! : null;
    if (oneWord && !(namesTheNeed(model, needItem, oneWord) && (!sameSense || sameSense(needItem, offerItem, oneWord)))) continue;
    met.push({ need: quoted(needItem), offer: quoted(offerItem), concept, sharedTerms, weight: bestWeight });
  }
  return strongest(met);
}

/**
 * Whether a word may be a link on its own: it is what the need names (its head phrase), and at most
 * a tenth of the attendees (or three, at a small event) say it, so that it tells people apart.
 */
function namesTheNeed(model: EventModel, need: AnalysedItem, lemma: string): boolean {
  const dim = model.dimOf.get(lemma);
  if (!need.heads.includes(lemma) || dim === undefined) return false;
  const count = model.attendees.length;
  const few = Math.max(3, count / 10);
  // The event's idf (event-model.ts) of a word said by `few` attendees: a rarer word has a higher one.
  return model.idf[dim]! >= Math.log(1 + (count - few + 0.5) / (few + 0.5));
}

/** The cosine of two texts' meanings; -1 when either has none. */
function closeness(meaning: Meaning, a: string, b: string): number {
  const first = meaning(a);
  const second = meaning(b);
  return first && second && first.length === second.length ? cosineOf(first, second) : -1;
}

/**
 * No offer meets a need in words: the need and the offer (or headline) nearest each other in
 * meaning, when near enough; it rests on no concept and no shared word.
 */
function metInMeaning(model: EventModel, needer: number, offerer: number, meaning: Meaning): MetNeed[] {
  const itemsOf = (attendee: number, sections: readonly string[]) => {
    const items: AnalysedItem[] = [];
    for (let row = model.itemStart[attendee]!; row < model.itemStart[attendee + 1]!; row++) {
      const item = itemAt(model, attendee, row);
      if (sections.includes(item.quote.section)) items.push(item);
    }
    return items;
  };
  let best: MetNeed | null = null;
  for (const need of itemsOf(needer, ['lookingFor'])) {
    for (const offer of itemsOf(offerer, ['canOffer', 'headline', 'about']).filter((item) => !item.asks)) {
      const cosine = closeness(meaning, need.quote.text, offer.quote.text);
      if (cosine >= citedFloor(offer.quote) && (!best || cosine > best.weight))
        best = { need: quoted(need), offer: quoted(offer), concept: null, sharedTerms: [], weight: cosine };
    }
  }
  return best ? [best] : [];
}

/** Topics both listed; two that share one word used in two senses ("rugby league", "league table") are not one topic. */
function sharedTopics(model: EventModel, viewer: number, prospect: number, sameSense: SameSense): (readonly [QuotedItem, QuotedItem])[] {
  const pairs: { pair: readonly [QuotedItem, QuotedItem]; weight: number }[] = [];
  for (let own = model.itemStart[viewer]!; own < model.itemStart[viewer + 1]!; own++) {
    if (isEmpty(model.itemTopic, own)) continue;
    for (let theirs = model.itemStart[prospect]!; theirs < model.itemStart[prospect + 1]!; theirs++) {
      const dims: number[] = [];
      const weight = sharedWeight(model.itemTopic, own, model.itemTopic, theirs, dims);
      if (weight <= 0) continue;
      const [mine, other] = [itemAt(model, viewer, own), itemAt(model, prospect, theirs)];
      if (isPersonal(mine) || isPersonal(other)) continue;
      const terms = termsOf(model, dims);
      if (sameSense && terms.length === 1 && !sameSense(mine, other, terms[0]!)) continue;
      pairs.push({ pair: [quoted(mine), quoted(other)], weight });
    }
  }
  return strongest(pairs).map(({ pair }) => pair);
}

/**
 * Faith, politics, illness and the body are no one's business in a reason, even when both listed
 * them as topics: a topic that names one is never cited. Words of a trade's own subject ("health",
 * "grief", "spiritual care") are left out: at a hospice or a clinic they are the work.
 */
const personalLemmas = new Set(
  `faith religion religious church chapel mosque synagogue temple catholic christian muslim islam islamic jewish judaism hindu
  buddhist sikh methodist pentecostal quaker lutheran anglican baptist evangelical prayer ramadan bible god
  politics political labor labour conservative tory democrat republican vote voter election socialist
  cancer illness disease diabetes surgery hip knee shoulder sciatica pregnant pregnancy diagnosis depression
  widowhood divorce`.split(/\s+/),
);

function isPersonal(item: AnalysedItem): boolean {
  return item.lemmas.some((lemma) => personalLemmas.has(lemma));
}

function strongest<T extends { weight: number }>(facts: T[]): T[] {
  return facts.sort(byWeight).slice(0, maxFactsPerKind);
}

function byWeight(a: { weight: number }, b: { weight: number }): number {
  return b.weight - a.weight;
}

function isEmpty(rows: SparseRows, row: number): boolean {
  return rows.start[row] === rows.start[row + 1];
}

/** The weight two items share (the sum of their common dims' products); the common dims go to `dims` when given. */
function sharedWeight(a: SparseRows, rowA: number, b: SparseRows, rowB: number, dims: number[] | null): number {
  let i = a.start[rowA]!;
  let j = b.start[rowB]!;
  const endA = a.start[rowA + 1]!;
  const endB = b.start[rowB + 1]!;
  let weight = 0;
  while (i < endA && j < endB) {
    const dimA = a.dims[i]!;
    const dimB = b.dims[j]!;
    if (dimA === dimB) {
      weight += a.weights[i]! * b.weights[j]!;
      dims?.push(dimA);
      i++;
      j++;
    } else if (dimA < dimB) i++;
    else j++;
  }
  return weight;
}

// Loops rather than callbacks below: facets are worked out for every prospect of every list.

/** The concept a match rests on: the first concept dim shared ("#funding", "#funding~|battery" → "funding"). */
function conceptOf(model: EventModel, dims: readonly number[]): string | null {
  for (const dim of dims) {
    const name = model.dimNames[dim]!;
    if (name.startsWith('#')) return name.slice(1).split(/[~|]/)[0]!;
  }
  return null;
}

/** The shared words, rarest first (then by dim). */
function termsOf(model: EventModel, dims: readonly number[]): string[] {
  const words: number[] = [];
  for (const dim of dims) {
    if (model.dimNames[dim]!.startsWith('#')) continue;
    // Insertion by rarity: an item shares a handful of words.
    let at = words.length;
    while (at > 0 && rarer(model, dim, words[at - 1]!)) at--;
    words.splice(at, 0, dim);
  }
  const terms: string[] = [];
  for (const dim of words) terms.push(model.dimNames[dim]!);
  return terms;
}

function rarer(model: EventModel, dim: number, than: number): boolean {
  return model.idf[dim]! > model.idf[than]! || (model.idf[dim] === model.idf[than] && dim < than);
}

function itemAt(model: EventModel, attendee: number, row: number): AnalysedItem {
  return model.analyses[attendee]!.items[row - model.itemStart[attendee]!]!;
}

function quoted(item: AnalysedItem): QuotedItem {
  return item.quote;
}
