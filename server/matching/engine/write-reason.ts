import type { Attendee, MetNeed, ProspectFacets, QuotedItem } from './engine-types.ts';
import { afterPluralSubject, capitalised, inline, inPerson, shapeOf, withoutLookingFor } from './reason-phrasing.ts';

/**
 * The reason a viewer sees for a prospect, written offline from the facets: what the prospect
 * has that the viewer looks for, what the viewer has that the prospect looks for, and a topic
 * they share. Every fact is a dossier item quoted in its owner's words (pronouns turned to
 * "you" or "they"); the sentences around them add no fact. The prospect is named by first
 * name, or "they": we do not know anyone's pronouns.
 */
export function writeReason(viewer: Attendee, prospect: Attendee, facets: ProspectFacets): string {
  return reasonCiting(viewer, prospect, facets).reason;
}

export function reasonCiting(viewer: Attendee, prospect: Attendee, facets: ProspectFacets): { reason: string; cited: MetNeed[] } {
  let cited: MetNeed[] = [];
  const them = subjectOf(prospect);
  const sentences: string[] = [];
  // Facets kept from an older revision may quote an item since removed: only what the two dossiers say now is cited.
  const forViewer = facets.forViewer.find((met) => holds(viewer, met.need) && holds(prospect, met.offer));
  const forProspect = facets.forProspect.find((met) => holds(prospect, met.need) && holds(viewer, met.offer));
  // Their need can be what meets yours (a founder after funding is what an investor after deal flow wants): said once.
  const theirNeedMeetsYours = forViewer && forProspect && sameItem(forViewer.offer, forProspect.need);
  if (forViewer && forProspect && theirNeedMeetsYours) {
    // And yours can meet theirs the same way (two people after each other): then each need is said once.
    const yours = sameItem(forProspect.offer, forViewer.need) ? '' : ` ${yourSide(forProspect.offer)};`;
    const whole = `${theirNeed(them, forProspect)}, and${yours} ${yourNeed(forViewer)}.`;
    // Too long with both: what you have for them goes, what they need and you need stays.
    sentences.push(whole.length > reasonLength ? `${theirNeed(them, forProspect)}, and ${yourNeed(forViewer)}.` : whole);
    cited = [forViewer, forProspect];
  } else {
    const forYou = forViewer && `${theirSide(them, forViewer.offer)}, and ${yourNeed(forViewer)}.`;
    // Your need can be what meets theirs, as above: not said twice either.
    const yours =
      forViewer && forProspect && sameItem(forViewer.need, forProspect.offer) ? '' : forProspect && `, and ${yourSide(forProspect.offer)}`;
    const forThem = forProspect && `${theirNeed(forViewer ? them.pronoun : them, forProspect)}${yours}.`;
    if (forYou && forThem && `${forYou} In return, ${forThem}`.length > reasonLength) {
      // Both do not fit: the one that rests on more (a concept, then more shared weight) is said alone.
      const strength = (met: MetNeed) => (met.concept ? 1 : 0) + met.weight / 1000;
      const alone = `${theirNeed(them, forProspect!)}, and ${yourSide(forProspect!.offer)}.`;
      sentences.push(strength(forViewer!) >= strength(forProspect!) ? forYou : alone);
      cited = strength(forViewer!) >= strength(forProspect!) ? [forViewer!] : [forProspect!];
    } else {
      if (forYou) sentences.push(forYou);
      if (forThem) sentences.push(forYou ? `In return, ${forThem}` : forThem);
      cited = [forViewer, forProspect].filter((met): met is MetNeed => met !== undefined);
    }
  }
  // Nothing either looks for meets the other: say, modestly, what is near (their lines of work), never more.
  const field = facets.sameField;
  if (sentences.length === 0 && field && holds(viewer, field[0]) && holds(prospect, field[1]))
    sentences.push(sameFieldSentence(them, field));
  const topic = facets.sharedTopics.find(([mine, theirs]) => holds(viewer, mine) && holds(prospect, theirs));
  if (topic) sentences.push(sharedTopicSentence(them, topic[0], topic[1]));
  if (sentences.length === 0) sentences.push(introduction(them, prospect));
  return { reason: fitted(sentences.map(capitalised)), cited };
}

/** A reason a person reads at a glance: at most two sentences and about this many characters. */
export const reasonLength = 240;

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

/**
 * A statement of "about" as what its owner says ("Hannah says they're managing alone"), in the
 * viewer's person; one that is not a sentence ("Hill farmer, Howgills") says who they are.
 */
function statement(subject: Subject, text: string): string {
  const shape = shapeOf(text);
  if (shape === 'report') return reported(subject, inline(inPerson(text, subject === you ? 'second' : 'third')));
  if (shape !== 'clause') return introducing(subject, text.trim().replace(/[.;,]+$/, ''));
  return subject === you
    ? `you said ${inline(inPerson(text, 'second'))}`
    : `${verb(subject, 'says', 'say')} ${inline(inPerson(text, 'third'))}`;
}

interface Subject {
  name: string;
  /** Whether the verb takes an -s: "Dana offers", "they offer". */
  singular: boolean;
  pronoun: Subject;
}

function subjectOf(attendee: Attendee): Subject {
  const they: Subject = { name: 'they', singular: false, pronoun: null as unknown as Subject };
  they.pronoun = they;
  const first = attendee.name
    ?.trim()
    .split(/\s+/)
    .find((word) => !titles.has(word.toLowerCase().replace(/\.$/, '')));
  return first ? { name: first, singular: true, pronoun: they } : they;
}

/** Titles before a name: "Dr. Anjali Rao" is called Anjali, not "Dr". */
const titles = new Set([
  'dr',
  'prof',
  'professor',
  'mr',
  'mrs',
  'ms',
  'mx',
  'miss',
  'sir',
  'dame',
  'rev',
  'fr',
  'capt',
  'captain',
  'cllr',
  'councillor',
  'sr',
  'sra',
]);

const verb = (subject: Subject, singular: string, plural: string) => `${subject.name} ${subject.singular ? singular : plural}`;

/** What the prospect has, by where they said it. */
function theirSide(them: Subject, item: QuotedItem): string {
  const text = inline(inPerson(item.text, 'third'));
  switch (item.section) {
    case 'headline':
      return introducing(them, item.text);
    case 'about':
      return statement(them, item.text);
    case 'lookingFor':
      return lookingFor(them, item.text);
    default:
      return offering(them, item.text, text);
  }
}

/** An offer said as its owner said it: "Dana says she runs a fund", "Dana can host a workshop", "Dana offers seed funding". */
function offering(subject: Subject, raw: string, text: string): string {
  const shape = shapeOf(raw);
  if (shape === 'clause') return subject.name === 'you' ? `you said ${text}` : `${verb(subject, 'says', 'say')} ${text}`;
  if (shape === 'report') return reported(subject, text);
  if (shape === 'action') return `${subject.name} can ${text}`;
  return `${verb(subject, 'offers', 'offer')} ${text}`;
}

/** A statement whose subject is its owner, left out: "Dana says they got a full workshop", "you said you run a bakery". */
function reported(subject: Subject, text: string): string {
  const plural = afterPluralSubject(text);
  return subject.name === 'you' ? `you said you ${plural}` : `${verb(subject, 'says', 'say')} they ${plural}`;
}

function theirNeed(them: Subject, met: MetNeed): string {
  return lookingFor(them, met.need.text);
}

function lookingFor(subject: Subject, raw: string): string {
  const text = inline(inPerson(withoutLookingFor(raw), subject.name === 'you' ? 'second' : 'third'));
  const shape = shapeOf(withoutLookingFor(raw));
  if (shape === 'clause') return `${verb(subject, 'says', 'say')} ${text}`;
  if (shape === 'report') return reported(subject, text);
  if (shape === 'gerund') return `${verb(subject, 'is', 'are')} ${text}`;
  if (shape === 'action') return `${verb(subject, 'wants', 'want')} to ${text}`;
  return `${verb(subject, 'is looking for', 'are looking for')} ${text}`;
}

const you: Subject = { name: 'you', singular: false, pronoun: null as unknown as Subject };
you.pronoun = you;

function yourNeed(met: MetNeed): string {
  const raw = withoutLookingFor(met.need.text);
  const text = inline(inPerson(raw, 'second'));
  const shape = shapeOf(raw);
  if (shape === 'clause') return `you said ${text}`;
  if (shape === 'report') return reported(you, text);
  if (shape === 'gerund') return `you are ${text}`;
  if (shape === 'action') return `you want to ${text}`;
  return `you are looking for ${text}`;
}

/** What the viewer has that the prospect looks for. */
function yourSide(item: QuotedItem): string {
  switch (item.section) {
    case 'headline':
      return introducing(you, item.text);
    case 'about':
      return statement(you, item.text);
    case 'lookingFor':
      return lookingFor(you, item.text);
    default:
      return offering(you, item.text, inline(inPerson(item.text, 'second')));
  }
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
  return `${together} work in related fields: you introduce yourself as “${inline(own.text)}”, and ${them.name} as “${inline(theirs.text)}”.`;
}

/** Who someone says they are: "Dana introduces themselves as “angel investor”", or, said as a sentence, "Dana says they run a fund". */
function introducing(subject: Subject, headline: string): string {
  if (shapeOf(headline) === 'clause') {
    if (subject === you) return `you said ${inline(inPerson(headline, 'second'))}`;
    return `${verb(subject, 'says', 'say')} ${inline(inPerson(headline, 'third'))}`;
  }
  return subject === you
    ? `you introduce yourself as “${inline(headline)}”`
    : `${verb(subject, 'introduces', 'introduce')} themselves as “${inline(headline)}”`;
}

/** Nothing met either way (a host's introduction): say who they are, in their words. */
function introduction(them: Subject, prospect: Attendee): string {
  const headline = prospect.document.headline.trim();
  if (headline) return `${introducing(them, headline)}.`;
  return `${verb(them, 'has', 'have')} no need or offer in common with yours yet.`;
}
