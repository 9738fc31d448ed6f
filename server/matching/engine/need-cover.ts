import type { AnalysedItem } from './dossier-analysis.ts';
import type { AlignedWord, NeedCover, WordAlignment } from './engine-types.ts';
import type { EventModel } from './event-model.ts';

/** A need of one person and the offer of the other that meets it best, word by word. */
export interface CoveredNeed {
  need: AnalysedItem;
  offer: AnalysedItem;
  cover: NeedCover;
}

/**
 * How well each attendee's offers meet each other's needs, word by word (`MatchingInput.alignment`),
 * worked out once per ordered pair: a direction is as good as the need the other meets best.
 * Needs are the "looking for" items; offers are "can offer", the headline and what "about" states
 * (not its asks): who someone is often says what they give ("Freelance bookkeeper").
 */
export class NeedCovers {
  private readonly known = new Map<number, CoveredNeed | null>();
  private readonly needs: readonly AnalysedItem[][];
  private readonly offers: readonly AnalysedItem[][];
  private readonly offerWords: readonly (readonly AlignedWord[])[][];

  constructor(
    private readonly model: EventModel,
    private readonly alignment: WordAlignment,
  ) {
    this.needs = model.analyses.map((analysis) => analysis.items.filter((item) => item.section === 'lookingFor' && item.words.length > 0));
    this.offers = model.analyses.map((analysis) =>
      analysis.items.filter(
        (item) =>
          (item.section === 'canOffer' || item.section === 'headline' || (item.section === 'about' && !item.asks)) && item.words.length > 0,
      ),
    );
    this.offerWords = this.offers.map((items) => items.map((item) => item.words));
  }

  /** The need of `needer` that `offerer` meets best, or null when they have no need or no offer. */
  best(needer: number, offerer: number): CoveredNeed | null {
    const key = needer * this.model.attendees.length + offerer;
    let found = this.known.get(key);
    if (found === undefined) {
      found = null;
      for (const need of this.needs[needer]!) {
        const cover = this.alignment.cover(need.words, this.offerWords[offerer]!);
        if (cover.offer >= 0 && (!found || cover.score > found.cover.score))
          found = { need, offer: this.offers[offerer]![cover.offer]!, cover };
      }
      this.known.set(key, found);
    }
    return found;
  }

  /** Whether a need and an offer use a word they share in the same sense: the alignment links the word to itself. */
  sameSense(need: AnalysedItem, offer: AnalysedItem, lemma: string): boolean {
    return this.alignment.cover(need.words, [offer.words]).links.some(([own, other]) => own === lemma && other === lemma);
  }

  /** 0..1: how well the best-met need of `needer` is met by `offerer`. */
  score(needer: number, offerer: number): number {
    return this.best(needer, offerer)?.cover.score ?? 0;
  }
}
