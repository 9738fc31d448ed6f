import type { Attendee, QuotedItem } from './engine-types.ts';
import { asPerson, withArticle } from './reason-articles.ts';
import { afterPluralSubject, inline, inPerson, shapeOf, withoutLookingFor } from './reason-phrasing.ts';

/**
 * The clauses a reason is made of: what someone has, looks for or says they are, each item in its
 * owner's words fitted into the sentence ("Dana offers seed funding", "you are looking for a
 * studio", "Barry says they got a full workshop"). The prospect is named by first name, or "they":
 * we do not know anyone's pronouns.
 */
export interface Subject {
  name: string;
  /** Whether the verb takes an -s: "Dana offers", "they offer". */
  singular: boolean;
  pronoun: Subject;
}

export const you: Subject = { name: 'you', singular: false, pronoun: null as unknown as Subject };
you.pronoun = you;

export function subjectOf(attendee: Attendee): Subject {
  const they: Subject = { name: 'they', singular: false, pronoun: null as unknown as Subject };
  they.pronoun = they;
  const first = attendee.name
    ?.trim()
    .split(/\s+/)
    .find((word) => !titles.has(word.toLowerCase().replace(/\.$/, '')));
  return first ? { name: first, singular: true, pronoun: they } : they;
}

/** Titles before a name: "Dr. Anjali Rao" is called Anjali, not "Dr". */
const titles = new Set('dr prof professor assoc asst mr mrs ms mx miss sir dame rev fr capt captain cllr councillor sr sra'.split(' '));

export const verb = (subject: Subject, singular: string, plural: string) => `${subject.name} ${subject.singular ? singular : plural}`;

const personOf = (subject: Subject) => (subject === you ? 'second' : 'third');

/** What someone has, by where they said it. */
export function offerClause(subject: Subject, item: QuotedItem): string {
  switch (item.section) {
    case 'headline':
      return introducing(subject, item.text);
    case 'about':
      return statement(subject, item.text);
    case 'lookingFor':
      return lookingFor(subject, item.text);
    default:
      return offering(subject, item.text);
  }
}

/** An offer said as its owner said it: "Dana says she runs a fund", "Dana can host a workshop", "Dana offers a studio". */
function offering(subject: Subject, raw: string): string {
  const text = inline(inPerson(raw, personOf(subject)));
  const shape = shapeOf(raw);
  if (shape === 'clause') return subject === you ? `you said ${text}` : `${verb(subject, 'says', 'say')} ${text}`;
  if (shape === 'report') return reported(subject, text);
  if (shape === 'state') return `${verb(subject, 'is', 'are')} ${text}`;
  // "Seats 120" read as an action is said in its dictionary form: "Jill can seat 120".
  if (shape === 'action') return `${subject.name} can ${afterPluralSubject(text)}`;
  return `${verb(subject, 'offers', 'offer')} ${withArticle(text)}`;
}

/** A statement whose subject is its owner, left out: "Dana says they got a full workshop", "you said you run a bakery". */
function reported(subject: Subject, text: string): string {
  const plural = afterPluralSubject(text);
  return subject === you ? `you said you ${plural}` : `${verb(subject, 'says', 'say')} they ${plural}`;
}

/** What someone looks for: "Dana is looking for a studio", "you want to recruit participants", "they are hiring a chef". */
export function lookingFor(subject: Subject, raw: string): string {
  const own = withoutLookingFor(raw);
  const text = inline(inPerson(own, personOf(subject)));
  const shape = shapeOf(own);
  if (shape === 'clause') return subject === you ? `you said ${text}` : `${verb(subject, 'says', 'say')} ${text}`;
  if (shape === 'report') return reported(subject, text);
  if (shape === 'gerund' || shape === 'state') return `${verb(subject, 'is', 'are')} ${text}`;
  if (shape === 'action') return `${verb(subject, 'wants', 'want')} to ${afterPluralSubject(text)}`;
  return `${verb(subject, 'is looking for', 'are looking for')} ${withArticle(text)}`;
}

/**
 * A statement of "about" as what its owner says ("Hannah says they're managing alone"), in the
 * viewer's person; one that is not a sentence ("Hill farmer, Howgills") says who they are.
 */
function statement(subject: Subject, text: string): string {
  const shape = shapeOf(text);
  if (shape === 'report') return reported(subject, inline(inPerson(text, personOf(subject))));
  if (shape !== 'clause') return introducing(subject, text.trim().replace(/[.;,]+$/, ''));
  return subject === you
    ? `you said ${inline(inPerson(text, 'second'))}`
    : `${verb(subject, 'says', 'say')} ${inline(inPerson(text, 'third'))}`;
}

/**
 * Who someone says they are: "Dana is an angel investor", or, said as a sentence, "Dana says they
 * run a fund"; a headline that names no one person ("Vang's Kitchen") is quoted: "Yer introduces
 * themselves as “Vang's Kitchen”".
 */
export function introducing(subject: Subject, headline: string): string {
  if (shapeOf(headline) === 'clause') {
    return subject === you
      ? `you said ${inline(inPerson(headline, 'second'))}`
      : `${verb(subject, 'says', 'say')} ${inline(inPerson(headline, 'third'))}`;
  }
  const person = asPerson(inline(headline));
  if (person) return `${verb(subject, 'is', 'are')} ${person}`;
  return subject === you
    ? `you introduce yourself as “${inline(headline)}”`
    : `${verb(subject, 'introduces', 'introduce')} themselves as “${inline(headline)}”`;
}
