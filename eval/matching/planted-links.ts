import type { Attendee, Meaning, MetNeed, QuotedItem } from '../../server/matching/engine/engine-types.ts';
import { statementsOf } from '../../server/matching/engine/dossier-analysis.ts';
import { cosineOf } from '../../server/matching/engine/scoring.ts';

/**
 * What a reader's "a sensible link" roughly follows, counted without a reader: for a planted pair
 * in a viewer's top 3, does the reason cite the planted need and the planted offer (either way)?
 * The planted need of a guest is their "looking for" item nearest in meaning to what the round's
 * writers said of the pair (`why`, whole or clause by clause), the planted offer the other's item
 * (an offer, the headline or "about") nearest to it; a cited item is the planted one when it is the
 * same text or means nearly the same (a cosine of `sameMeaning`).
 */
export interface PlantedPair {
  viewer: Attendee;
  partner: Attendee;
  why: string;
}

const sameMeaning = 0.8;

export function citesPlantedLink(
  pair: PlantedPair,
  cited: readonly MetNeed[],
  meaning: Meaning,
  whyMeanings: readonly Float32Array[],
): boolean {
  const nearness = (text: string) => {
    const own = meaning(text);
    return own ? Math.max(...whyMeanings.map((why) => cosineOf(own, why))) : -1;
  };
  const nearest = (items: readonly QuotedItem[]) =>
    items.reduce<{ item: QuotedItem | null; near: number }>(
      (best, item) => {
        const near = nearness(item.text);
        return near > best.near ? { item, near } : best;
      },
      { item: null, near: -2 },
    ).item;
  const same = (a: QuotedItem, b: QuotedItem | null) => {
    if (!b) return false;
    if (a.text === b.text) return true;
    const [first, second] = [meaning(a.text), meaning(b.text)];
    return first !== null && second !== null && cosineOf(first, second) >= sameMeaning;
  };
  const planted = (needer: Attendee, offerer: Attendee) => ({ need: nearest(needsOf(needer)), offer: nearest(offersOf(offerer)) });
  const links = [planted(pair.viewer, pair.partner), planted(pair.partner, pair.viewer)];
  return cited.some((link) => links.some(({ need, offer }) => same(link.need, need) && same(link.offer, offer)));
}

/** The clauses of what the writers said of a pair, and the whole: each direction is often one clause. */
export function whyTexts(why: string): string[] {
  const clauses = why
    .split(/;\s*/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  return clauses.length > 1 ? [why, ...clauses] : [why];
}

function needsOf(attendee: Attendee): QuotedItem[] {
  return attendee.document.lookingFor.map((item) => ({ section: 'lookingFor', ...item }));
}

function offersOf(attendee: Attendee): QuotedItem[] {
  const { document } = attendee;
  const own: QuotedItem[] = document.canOffer.map((item) => ({ section: 'canOffer', ...item }));
  if (document.headline) own.push({ section: 'headline', text: document.headline, sourceMessageIds: [] });
  for (const text of statementsOf(document.about)) own.push({ section: 'about', text, sourceMessageIds: [] });
  return own;
}
