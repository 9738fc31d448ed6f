import type { Attendee, MetNeed, ProspectFacets, QuotedItem } from './engine-types.ts';
import { asPerson } from './reason-articles.ts';
import { introducing, lookingFor, offerClause, subjectOf, verb, you, type Subject } from './reason-clauses.ts';
import { brief, capitalised, inline, inPerson, readsWhole, shapeOf } from './reason-phrasing.ts';

/**
 * The reason a viewer sees for a prospect, written offline from the facets: what the prospect
 * has that the viewer looks for, what the viewer has that the prospect looks for, and a topic
 * they share. Every fact is a dossier item quoted in its owner's words (pronouns turned to
 * "you" or "they", an article fitted); the sentences around them add no fact. When the engine linked
 * no need to an offer either way, the reason says modestly what is near (a topic both care about,
 * their lines of work) or plainly who each is.
 */
export function writeReason(viewer: Attendee, prospect: Attendee, facets: ProspectFacets): string {
  return reasonCiting(viewer, prospect, facets).reason;
}

/** The reason, and the links of need and offer it cites. */
export interface CitingReason {
  reason: string;
  cited: MetNeed[];
}

/** A reason person reads at a glance: at most two sentences and about this many characters. */
export const reasonLength = 240;

/**
 * The lengths each item is cut to, in turn, until what each gives the other fits: whole, then up to
 * its first detail or the end of its noun phrase; only when that does not fit is one half left out.
 * Shorter cuts were tried: "first cheques" of "first cheques into B2B companies" says too little.
 */
const itemLengths = [Infinity, 45] as const;

export function reasonCiting(viewer: Attendee, prospect: Attendee, facets: ProspectFacets): CitingReason {
  const them = subjectOf(prospect);
  // Facets kept from an older revision may quote an item since removed: only what the two dossiers say now is cited,
  // and only a link whose items read whole in a sentence (not "a guy to", "been getting a few bags"): the strongest such.
  const citable = (met: MetNeed) => readsWhole(met.need.text) && readsWhole(met.offer.text);
  const forViewer = facets.forViewer.find((met) => holds(viewer, met.need) && holds(prospect, met.offer) && citable(met));
  const forProspect = facets.forProspect.find((met) => holds(prospect, met.need) && holds(viewer, met.offer) && citable(met));
  const linked = fittedLinks(them, forViewer, forProspect);
  const sentences = [...linked.sentences];
  // Nothing either looks for meets the other: say, modestly, what is near (their lines of work), never more.
  const field = facets.sameField;
  if (sentences.length === 0 && field && holds(viewer, field[0]) && holds(prospect, field[1]))
    sentences.push(sameFieldSentence(them, field));
  const topic = facets.sharedTopics.find(([mine, theirs]) => holds(viewer, mine) && holds(prospect, theirs));
  if (topic) sentences.push(sharedTopicSentence(them, topic[0], topic[1]));
  if (sentences.length === 0) sentences.push(introduction(them, viewer, prospect));
  return { reason: fitted(sentences.map(capitalised)), cited: linked.cited };
}

/**
 * What each gives the other within `reasonLength`: both halves, each item cut shorter in turn,
 * before one; then the half that rests on more (a concept, then more shared weight) alone.
 */
function fittedLinks(them: Subject, forViewer: MetNeed | undefined, forProspect: MetNeed | undefined): Linked {
  const fits = (linked: Linked) => linked.sentences.join(' ').length <= reasonLength;
  const cut = (met: MetNeed | undefined, length: number) => met && (length === Infinity ? met : shortened(met, length));
  for (const length of itemLengths) {
    const linked = links(them, cut(forViewer, length), cut(forProspect, length));
    if (fits(linked)) return { sentences: linked.sentences, cited: [forViewer, forProspect].filter(isMet) };
  }
  const strength = (met: MetNeed) => (met.concept ? 1 : 0) + met.weight / 1000;
  const stronger = !forProspect || (forViewer && strength(forViewer) >= strength(forProspect)) ? 'viewer' : 'prospect';
  for (const length of itemLengths) {
    const linked =
      stronger === 'viewer' ? links(them, cut(forViewer, length), undefined) : links(them, undefined, cut(forProspect, length));
    if (fits(linked)) return { sentences: linked.sentences, cited: [stronger === 'viewer' ? forViewer! : forProspect!] };
  }
  // An item with no place to cut it short (rare: a long run of words with no comma or clause) is not cited.
  return { sentences: [], cited: [] };
}

interface Linked {
  sentences: string[];
  cited: MetNeed[];
}

const isMet = (met: MetNeed | undefined): met is MetNeed => met !== undefined;

function shortened(met: MetNeed, length: number): MetNeed {
  const cut = (item: QuotedItem) => ({ ...item, text: brief(item.text, length, true) });
  return { ...met, need: cut(met.need), offer: cut(met.offer) };
}

/** What each gives the other, in one or two sentences. */
function links(them: Subject, forViewer: MetNeed | undefined, forProspect: MetNeed | undefined): Linked {
  const theirNeed = (subject: Subject, met: MetNeed) => lookingFor(subject, met.need.text);
  const yourNeed = (met: MetNeed) => lookingFor(you, met.need.text);
  const cited = [forViewer, forProspect].filter(isMet);
  // Their need can be what meets yours (a founder after funding is what an investor after deal flow wants): said once.
  if (forViewer && forProspect && sameItem(forViewer.offer, forProspect.need)) {
    // And yours can meet theirs the same way (two people after each other): then each need is said once.
    const yours = sameItem(forProspect.offer, forViewer.need) ? '' : ` ${offerClause(you, forProspect.offer)};`;
    const whole = `${theirNeed(them, forProspect)}, and${yours} ${yourNeed(forViewer)}.`;
    if (whole.length <= reasonLength) return { sentences: [whole], cited };
    // Too long with both: what you have for them goes, what they need and you need stays.
    return { sentences: [`${theirNeed(them, forProspect)}, and ${yourNeed(forViewer)}.`], cited };
  }
  const forYou = forViewer && `${offerClause(them, forViewer.offer)}, and ${yourNeed(forViewer)}.`;
  // Your need can be what meets theirs, as above: not said twice either.
  const yours =
    forViewer && forProspect && sameItem(forViewer.need, forProspect.offer)
      ? ''
      : forProspect && `, and ${offerClause(you, forProspect.offer)}`;
  const forThem = forProspect && `${theirNeed(forViewer ? them.pronoun : them, forProspect)}${yours}.`;
  const sentences: string[] = [];
  if (forYou) sentences.push(forYou);
  if (forThem) sentences.push(forYou ? `In return, ${forThem}` : forThem);
  return { sentences, cited };
}

/** The first sentences that fit: what they have for you first, then what you have for them, then a shared topic. */
function fitted(sentences: readonly string[]): string {
  let kept = sentences.slice(0, 2);
  while (kept.length > 1 && kept.join(' ').length > reasonLength) kept = kept.slice(0, -1);
  return kept.join(' ');
}

function sameItem(a: QuotedItem, b: QuotedItem): boolean {
  return a.section === b.section && a.text === b.text;
}

function holds(attendee: Attendee, item: QuotedItem): boolean {
  const { document } = attendee;
  if (item.section === 'headline') return document.headline === item.text;
  if (item.section === 'about') return document.about.includes(item.text);
  return document[item.section].some((own) => own.text === item.text);
}

function sharedTopicSentence(them: Subject, mine: QuotedItem, theirs: QuotedItem): string {
  const own = inline(inPerson(mine.text, 'second'));
  const other = inline(inPerson(theirs.text, 'third'));
  if (own.toLowerCase() === other.toLowerCase()) return `You both care about ${own}.`;
  return `You care about ${own}, and ${verb(them, 'cares', 'care')} about ${other}.`;
}

/** Only the headlines are near: a hedge, and both in their owners' words. */
function sameFieldSentence(them: Subject, [own, theirs]: readonly [QuotedItem, QuotedItem]): string {
  const together = them.singular ? `You and ${them.name} may` : 'You may';
  const [yours, other] = [asPerson(inline(own.text)), asPerson(inline(theirs.text))];
  if (yours && other) return `${together} work in related fields: you are ${yours}, and ${verb(them, 'is', 'are')} ${other}.`;
  return `${together} work in related fields: you introduce yourself as “${inline(own.text)}”, and ${them.name} as “${inline(theirs.text)}”.`;
}

/** Nothing met either way (a host's introduction): who they are, and who you are, in their words. */
function introduction(them: Subject, viewer: Attendee, prospect: Attendee): string {
  const headline = prospect.document.headline.trim();
  if (!headline) {
    // No headline: what they came for, in their words, says who they are as plainly.
    const [need] = prospect.document.lookingFor;
    const [offer] = prospect.document.canOffer;
    if (need) return `${lookingFor(them, need.text)}.`;
    if (offer) return `${offerClause(them, { section: 'canOffer', ...offer })}.`;
    return `${verb(them, 'has', 'have')} no need or offer in common with yours yet.`;
  }
  const theirs = shapeOf(headline) === 'clause' ? null : asPerson(inline(headline));
  const own = viewer.document.headline.trim();
  const yours = own && shapeOf(own) !== 'clause' ? asPerson(inline(own)) : null;
  if (theirs && yours) return `${verb(them, 'is', 'are')} ${theirs}, and you are ${yours}.`;
  return `${introducing(them, headline)}.`;
}
