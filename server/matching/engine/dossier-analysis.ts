import { dossierListSections, type DossierDocument } from '../../../shared/api/dossier.ts';
import { conceptHits, type ConceptHits } from './concepts.ts';
import type { AlignedWord, Attendee, QuotedItem } from './engine-types.ts';
import { wordsOf } from './lemmas.ts';

/** One item of a dossier (a list item, the headline, or one statement of "about"), read. */
export interface AnalysedItem extends QuotedItem {
  /** Content lemmas, each once, in order. */
  lemmas: readonly string[];
  /** Content words as written and read, each once, in order: what word alignment reads (`MatchingInput.alignment`). */
  words: readonly AlignedWord[];
  /** Content lemmas of the item's head phrase, what it names ("driver" of "volunteer drivers who can…"), a subset of `lemmas`. */
  heads: readonly string[];
  /** Lemmas the model does not know (names, typos), a subset of `lemmas`. */
  unknown: readonly string[];
  concepts: ConceptHits;
  /** The item says what its owner looks for ("at this event I hope to meet investors"), whatever its section. */
  asks: boolean;
  /** The item as facets cite it: one object, shared by every facet that does. */
  quote: QuotedItem;
}

export interface DossierAnalysis {
  revisionId: string;
  items: readonly AnalysedItem[];
}

/**
 * Analyses of dossiers by revision id: a revision never changes, so a recompute re-reads only
 * the dossiers that changed. Bounded: past `capacity`, the least recently used analysis goes.
 */
export class DossierAnalysisCache {
  private readonly entries = new Map<string, DossierAnalysis>();

  constructor(readonly capacity: number) {}

  analyse(attendee: Attendee): DossierAnalysis {
    const cached = this.entries.get(attendee.revisionId);
    if (cached) {
      this.entries.delete(attendee.revisionId);
      this.entries.set(attendee.revisionId, cached);
      return cached;
    }
    const analysis = analyseDossier(attendee);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(attendee.revisionId, analysis);
    return analysis;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The cache `createMatchingEngine` uses unless given one: enough for a few large events at once. */
export const sharedAnalysisCache = new DossierAnalysisCache(20_000);

export function analyseDossier(attendee: Attendee): DossierAnalysis {
  return { revisionId: attendee.revisionId, items: quotedItems(attendee.document).map(analyseItem) };
}

/** The texts of a dossier's items as the engine reads them: what `MatchingInput.meaningOf` is asked for. */
export function analysedTexts(document: DossierDocument): string[] {
  const { needs, offers } = wholeLists(document);
  return [...quotedItems(document).map((item) => item.text), ...[needs, offers].filter((text) => text !== '')];
}

/**
 * What someone looks for and what they offer, each read as one text: the items joined, the
 * headline among the offers ("Freelance bookkeeper" is what one offers). The concierge cuts an
 * answer into items, and a cut item can be a fragment ("empty on Saturdays", "stamped") whose
 * meaning is in its neighbours: read whole, the list is near the answer it was cut from.
 */
export function wholeLists(document: DossierDocument): { needs: string; offers: string } {
  const joined = (texts: readonly string[]) =>
    texts
      .map((text) => text.trim().replace(/[.;,]+$/, ''))
      .filter(Boolean)
      .join('. ');
  return {
    needs: joined(document.lookingFor.map((item) => item.text)),
    offers: joined([document.headline, ...document.canOffer.map((item) => item.text)]),
  };
}

function quotedItems(document: DossierDocument): QuotedItem[] {
  const quoted: QuotedItem[] = [];
  if (document.headline) quoted.push({ section: 'headline', text: document.headline, sourceMessageIds: [] });
  for (const sentence of statementsOf(document.about)) quoted.push({ section: 'about', text: sentence, sourceMessageIds: [] });
  for (const section of dossierListSections) {
    for (const item of document[section]) quoted.push({ section, text: item.text, sourceMessageIds: item.sourceMessageIds });
  }
  return quoted;
}

function analyseItem(item: QuotedItem): AnalysedItem {
  const words = wordsOf(item.text);
  const lemmas: string[] = [];
  const heads: string[] = [];
  const unknown: string[] = [];
  const aligned: AlignedWord[] = [];
  for (const word of words) {
    if (word.content && !aligned.some((known) => known.form === word.form)) aligned.push({ form: word.form, lemma: word.lemma });
    if (!word.content || lemmas.includes(word.lemma)) continue;
    lemmas.push(word.lemma);
    if (word.head) heads.push(word.lemma);
    if (word.unknown) unknown.push(word.lemma);
  }
  const all = words.map((word) => word.lemma);
  const asks = all.some((lemma, index) => askingLemmas.has(lemma) || (lemma === 'look' && all[index + 1] === 'for'));
  // The parts of a compound name no concept: the "founder" of "co-founder" is no founder an investor looks for.
  const whole = words.filter((word) => !word.part).map((word) => word.lemma);
  return { ...item, lemmas, heads, words: aligned, unknown, concepts: conceptHits(whole), asks, quote: item };
}

const askingLemmas = new Set(['hope', 'want', 'wish', 'seek', 'search', 'need', 'meet', 'lookout']);

/**
 * "About" quoted a statement at a time: a reason cites the sentence that matched, not the whole
 * story, and "I hope to meet investors, and I can help with pitch decks" is an ask and an offer.
 */
export function statementsOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\r?\n+|[,;]\s*(?:and|but)\s+(?=(?:i|i'm|we|we're)\b)/i)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
