import type { PartOfSpeech } from 'wink-nlp';
import { lastWordTag, opening } from './lemmas.ts';

/**
 * Dossier items turned into parts of a sentence about their owner, without changing a word of
 * what the guest said but the pronouns: "seed funding for my battery startup" in a reason to its
 * owner reads "seed funding for your battery startup"; to someone else, "…for their battery startup".
 */
export type Person = 'second' | 'third';

const pronouns: Record<Person, Record<string, string>> = {
  second: {
    i: 'you',
    "i'm": "you're",
    im: "you're",
    "i've": "you've",
    "i'd": "you'd",
    "i'll": "you'll",
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    we: 'you',
    "we're": "you're",
    "we've": "you've",
    "we'd": "you'd",
    "we'll": "you'll",
    our: 'your',
    ours: 'yours',
    us: 'you',
    ourselves: 'yourselves',
  },
  third: {
    i: 'they',
    "i'm": "they're",
    im: "they're",
    "i've": "they've",
    "i'd": "they'd",
    "i'll": "they'll",
    me: 'them',
    my: 'their',
    mine: 'theirs',
    myself: 'themselves',
    we: 'they',
    "we're": "they're",
    "we've": "they've",
    "we'd": "they'd",
    "we'll": "they'll",
    our: 'their',
    ours: 'theirs',
    us: 'them',
    ourselves: 'themselves',
  },
};
/** "I am" and "I was" change their verb too; every other verb after "I" reads the same after "you" and "they". */
const verbAfterSubject: Record<string, string> = { am: 'are', was: 'were' };

/** The item in the given person: pronouns and the verb right after "I" swapped, every other word as written. */
export function inPerson(text: string, person: Person): string {
  const words = text.replace(/[\u2018\u2019\u02bc]/g, "'").split(/(\s+)/);
  let afterSubject = false;
  return words
    .map((word) => {
      if (/^\s+$/.test(word) || word === '') return word;
      const match = /^([\p{L}']+)(.*)$/u.exec(word);
      if (!match) {
        afterSubject = false;
        return word;
      }
      const [, core = '', rest = ''] = match;
      const lower = core.toLowerCase();
      const wasSubject = afterSubject;
      afterSubject = lower === 'i' || lower === 'we';
      if (wasSubject && verbAfterSubject[lower]) return verbAfterSubject[lower] + rest;
      // "US" is a country, not "us".
      if (core === 'US') return word;
      const swapped = pronouns[person][lower];
      if (!swapped) return word;
      return (core[0] === core[0]!.toUpperCase() && lower !== 'i' ? capitalised(swapped) : swapped) + rest;
    })
    .join('');
}

/**
 * "report": a statement with its subject, the owner, left out ("Got a full workshop", "Runs a
 * bakery"): said as "Dana says they got a full workshop", its verb in the plural ("they run").
 */
export type ItemShape = 'noun' | 'gerund' | 'action' | 'clause' | 'report';

const particles = new Set(['up', 'out', 'off', 'down', 'back']);

/** Words that open a relative clause: after one, the first word names a thing ("Shops that…", "Anyone who…"). */
const relativeWords = new Set(['that', 'who', 'whom', 'which', 'whose', 'where']);

/**
 * What grammar an item has: "seed funding" (a thing), "hiring a designer" (an activity), "share
 * what we've learned" (an action, said as what one can or wants to do), "I run a fund" (a
 * statement). A first word in -ing is an activity when read as a verb, or when an article or a
 * pronoun follows it ("building a team"); not when it names a kind of thing ("Glamping owners",
 * "housing", "Catering for office meetings") or is a word the model does not know. Another first
 * word is an action when it is a verb in its dictionary form, or when an article, a pronoun or a
 * number follows it ("Host a workshop", "Win two contracts"): the tagger often reads a verb that
 * starts an item, capitalised, as a noun.
 */
export function shapeOf(text: string): ItemShape {
  const first = (/^[\p{L}']+/u.exec(text.trim())?.[0] ?? '').toLowerCase();
  if (['i', "i'm", 'im', "i've", "i'd", 'we', "we're", "we've", "we'd"].includes(first)) return 'clause';
  const { words, tags, firstLemma, firstKnown, subjectAndVerb, lowerTag, verbBeforeObject } = opening(text);
  if (subjectAndVerb) return 'clause';
  const [own, next] = tags;
  // An adverb, then a verb in its dictionary form ("Gladly take pre-loved couches", "Happily host a stall").
  if (own === 'ADV' && next === 'VERB' && !/(?:ed|ing|[^s]s)$/.test(words[1] ?? '')) return 'action';
  // A verb and its particle ("Sign up new employers", "Set up a stall").
  if (firstKnown && particles.has(words[1] ?? '') && (next === 'ADP' || next === 'PART' || next === 'ADV')) return 'action';
  const objectFollows = (next === 'DET' || next === 'PRON') && !relativeWords.has(words[1] ?? '');
  if (first.length > 4 && first.endsWith('ing')) return firstKnown && (own === 'VERB' || objectFollows) ? 'gerund' : 'noun';
  // A verb in its dictionary form ("look at your figures", "Help with marketing"), not a participle ("Paid days").
  // Not a word joined to the next ("Grant-funded contracts") nor one read as an adjective in lower case ("Plain answers").
  const modifier = /^[\p{L}']+-/u.test(text.trim()) || lowerTag === 'ADJ';
  if (firstKnown && own === 'VERB' && firstLemma === first && !modifier) return 'action';
  // A verb before its object ("Recruit participants"), not an adjective read as a name ("New 40-bed bunkhouse").
  if (firstKnown && firstLemma === first && verbBeforeObject && !modifier) return 'action';
  // A verb not in its dictionary form before an article or a pronoun ("Got a full workshop", "Runs a bakery", "Has a
  // van"): a statement whose subject is its owner. Not "Paid days off" nor "Coded 12-seat boat", participles naming a thing.
  const finiteVerb = own === 'VERB' || (own === 'AUX' && firstLemma === 'have');
  if (firstKnown && finiteVerb && firstLemma !== first && objectFollows) return 'report';
  // A participle ("Coded 12-seat boat") describes a thing: only a verb in its dictionary form is an action.
  const startsWithVerb = (own === 'VERB' ? firstLemma === first : own === 'NOUN' || own === 'PROPN') && lowerTag !== 'ADJ';
  return firstKnown && startsWithVerb && (objectFollows || next === 'NUM') ? 'action' : 'noun';
}

/** A report ("Runs a bakery", "Got a full workshop") after "they" or "you": a verb in -s in its plural ("run a bakery"). */
export function afterPluralSubject(text: string): string {
  const { firstLemma } = opening(text);
  const first = /^[\p{L}']+/u.exec(text)?.[0] ?? '';
  const lower = first.toLowerCase();
  const thirdPerson = lower === `${firstLemma}s` || lower === `${firstLemma}es` || (firstLemma === 'have' && lower === 'has');
  return firstLemma && thirdPerson ? firstLemma + text.slice(first.length) : text;
}

/**
 * An item to stand inside a sentence: no trailing full stop, the first letter lowered unless it
 * starts a name ("Steam Deck", "New York": the next word capitalised too) or an acronym.
 */
export function inline(text: string): string {
  const trimmed = brief(text.trim().replace(/[.;,\s]+$/, ''));
  const [first = '', second = ''] = trimmed.match(/[\p{L}\p{N}']+/gu) ?? [];
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return trimmed;
  if (first === 'I' || first.startsWith("I'")) return trimmed;
  if (/^\p{Lu}\p{Ll}/u.test(second)) return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** "Looking for a cofounder" says what the list already says: the reason keeps "a cofounder". */
export function withoutLookingFor(text: string): string {
  return text.replace(/^\s*(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:looking|lokking|searching|hoping)\s+for\s+/i, '');
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Past this many characters an item is cut (unless told fewer), so that a reason reads at a glance. */
const briefItemLength = 70;
/** Where a long item can end and still say what it is: before a comma, a dash, or a clause that adds detail. */
const detailStarts = /(?:\s*[,;(—–]\s*|\s+-\s+|\s+(?:which|who|that|because|so|especially|esp|mostly|e\.g\.|like|as well as)\s+)/giu;

/**
 * A long item up to its first detail ("founders of fast growing startups, esp delivery" → "founders
 * of fast growing startups"): its own words, a prefix of what the guest wrote, ending on a word
 * that closes a phrase (a noun, a pronoun, a number, an adverb): not "to make cheap" of "cheap,
 * healthy meals", "week in" of "week in, week out", "light" of "light (safe!) fires". A short item,
 * or one with no such place, stays whole.
 */
export function brief(text: string, length = briefItemLength): string {
  if (text.length <= length) return text;
  for (const match of text.matchAll(detailStarts)) {
    const head = text.slice(0, match.index).trim();
    if (head.length >= 12 && head.split(/\s+/).length >= 2 && closesPhrase(lastWordTag(head))) return head;
  }
  return text;
}

function closesPhrase(tag: PartOfSpeech | null): boolean {
  return tag === 'NOUN' || tag === 'PROPN' || tag === 'NUM' || tag === 'PRON' || tag === 'ADV';
}
