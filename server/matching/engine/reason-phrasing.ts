import type { PartOfSpeech } from 'wink-nlp';
import { lastWordTag, opening, taggedWords } from './lemmas.ts';
import properNameList from './proper-names.json' with { type: 'json' };

/** Words written only with a capital ("Ontario", "Tuesday"): an item that opens with one keeps it. */
const properNames = new Set<string>(properNameList);

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
    .map((word, at) => {
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
      // "I" and its contractions are written in capitals wherever they stand: the swapped word is capitalised only where a sentence starts.
      const startsSentence = words.slice(0, at).every((before) => /^\s*$/.test(before));
      const capital = core[0] === core[0]!.toUpperCase() && (!/^i(?:'|m$|$)/.test(lower) || startsSentence);
      return (capital ? capitalised(swapped) : swapped) + rest;
    })
    .join('');
}

/**
 * "state": how its owner is ("bad at talking to homeowners"): said "you are bad at…".
 * "report": a statement with its subject, the owner, left out ("Got a full workshop", "Runs a
 * bakery"): said as "Dana says they got a full workshop", its verb in the plural ("they run").
 */
export type ItemShape = 'noun' | 'gerund' | 'action' | 'clause' | 'report' | 'state';

/** Pronouns that open a clause as its subject. */
const subjectPronounAfter = new Set(['i', "i've", "i'd", "i'll", 'we', "we've", "we'd", "we'll", 'they', "they've", 'you', "you've"]);

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
  // A plural's possessive ("our members' apartments are freezing") is read as the plural: the apostrophe ends no phrase.
  const { words, tags, firstLemma, firstKnown, subjectAndVerb, lowerTag, verbBeforeObject } = opening(
    text.replace(/(\p{L})s'(?=\s)/gu, '$1s'),
  );
  // A thing, then a clause about it without its "that" ("Parts I've squirrelled away", "Tools we no longer use"): a thing.
  if ((tags[0] === 'NOUN' || tags[0] === 'PROPN') && subjectPronounAfter.has(words[1] ?? '')) return 'noun';
  if (subjectAndVerb || verbOnAPronoun(text)) return 'clause';
  const [own, next] = tags;
  // Two things joined ("Skipper and a small vessel", "Tables and chairs"): a thing, not a verb and its object.
  if (next === 'CCONJ') return 'noun';
  // A state of its owner ("bad at talking to homeowners", "short of hands on Saturdays", "new to the area").
  const quantity = ['most', 'many', 'much', 'few', 'some', 'all', 'more', 'several', 'half', 'none', 'each', 'both'].includes(first);
  if (!quantity && (own === 'ADJ' || lowerTag === 'ADJ') && next === 'ADP' && ['at', 'of', 'to', 'on', 'with'].includes(words[1] ?? ''))
    return 'state';
  // An adverb, then a verb in its dictionary form ("Gladly take pre-loved couches", "Happily host a stall").
  if (own === 'ADV' && next === 'VERB' && !/(?:ed|ing|[^s]s)$/.test(words[1] ?? '')) return 'action';
  // A verb and its particle ("Sign up new employers", "Set up a stall").
  const ing = first.length > 4 && first.endsWith('ing');
  if (firstKnown && !ing && particles.has(words[1] ?? '') && (next === 'ADP' || next === 'PART' || next === 'ADV')) return 'action';
  const objectFollows = (next === 'DET' || next === 'PRON') && !relativeWords.has(words[1] ?? '');
  // "being audited by the buyers" is what happens to its owner: an activity too.
  if (ing) return firstKnown && (own === 'VERB' || own === 'AUX' || objectFollows || particles.has(words[1] ?? '')) ? 'gerund' : 'noun';
  // A thing and the doing of it ("Hull cleaning", "Dog walking"): a noun, not a verb and its object.
  if (/^[\p{L}']+\s+[\p{L}']{3,}ing$/u.test(text.trim())) return 'noun';
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
  // A verb in the past before a count ("Catalogued 300 logbooks", "Playtested 200 times"), not a number describing a thing ("Coded 12-seat boat").
  if (own === 'VERB' && /ed$/.test(first) && next === 'NUM' && !/^\S+\s+\d+-/.test(text.trim())) return 'report';
  // A participle ("Coded 12-seat boat") describes a thing: only a verb in its dictionary form is an action.
  const startsWithVerb = (own === 'VERB' ? firstLemma === first : own === 'NOUN' || own === 'PROPN') && lowerTag !== 'ADJ';
  // Before a number, a word read as a verb, or before a count of things ("Seats 120", "Recruit 5 pilot homes"), not "Grade 9 to 12".
  const third = taggedWords(text)[2];
  const counted = ['NOUN', 'ADJ'].includes(third?.tag ?? '');
  // A number of days or times says how often, not what is done ("Landings five days a week"): no object, no action.
  const often = /^(?:hours?|days?|nights?|weeks?|months?|years?|times?)$/i.test(third?.text ?? '');
  const numberFollows = next === 'NUM' && !often && (own === 'VERB' || lowerTag === 'VERB' || /[^s]s$/.test(first) || counted);
  return firstKnown && startsWithVerb && (objectFollows || numberFollows) ? 'action' : 'noun';
}

/**
 * A noun phrase, then a verb on a pronoun ("many customer ask me for solar panels", "the council
 * won't answer us") or a verb in -s on its object ("council reckons their stock…"): a statement,
 * though the noun's number may not agree with its verb.
 */
function verbOnAPronoun(text: string): boolean {
  const words = taggedWords(text).slice(0, 8);
  const verbAt = words.findIndex((word) => word.tag === 'VERB');
  const [verbWord, after] = [words[verbAt], words[verbAt + 1]];
  if (verbAt < 1 || !verbWord || !after) return false;
  const onAPronoun = after.tag === 'PRON' && /^(?:me|us|them|him|her)$/i.test(after.text);
  // Or a verb in -s before its object's determiner ("council reckons their stock…", "the van needs a new clutch").
  const inS =
    /[^s]s$/.test(verbWord.text) && (after.tag === 'DET' || (after.tag === 'PRON' && /^(?:my|our|their|his|her|its)$/i.test(after.text)));
  if (!onAPronoun && !inS) return false;
  const subject = words.slice(0, verbAt).filter((word) => word.tag !== 'AUX' && word.tag !== 'PART');
  // Not a relative clause ("fishermen who can bring me shellfish"): a thing and what it does.
  if (subject.some((word) => relativeWords.has(word.text.toLowerCase()))) return false;
  return subject.some((word) => word.tag === 'NOUN') && subject.every((word) => ['DET', 'ADJ', 'NOUN', 'PRON', 'NUM'].includes(word.tag));
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
  const trimmed = brief(firstSentence(text.trim()).replace(/[.;,\s]+$/, ''));
  const [first = '', second = ''] = trimmed.match(/[\p{L}\p{N}']+/gu) ?? [];
  if (first.length > 1 && first.slice(1) !== first.slice(1).toLowerCase()) return trimmed;
  if (/^\p{Lu}/u.test(first) && properNames.has(first.toLowerCase())) return trimmed;
  if (first === 'I' || first.startsWith("I'")) return trimmed;
  // The next word capitalised too, in the same phrase ("Steam Deck"; not "Interpreter, Romanian").
  if (/^\p{Lu}\p{Ll}/u.test(second) && /^[\p{L}\p{N}']+ \p{Lu}/u.test(trimmed)) return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** Short words a full stop ends that end no sentence: "e.g. a van", "St. John's". */
const abbreviations = new Set('e.g i.e etc eg ie dr st mr mrs ms mt no vs approx incl'.split(' '));

/**
 * An item of several sentences up to its first ("a way in. a licence and a boat is like 800k" →
 * "a way in"): the first says what the item is, the rest why; a reason has no room for both.
 */
export function firstSentence(text: string): string {
  for (const match of text.matchAll(/[.!?]+\s+(?=\S)/g)) {
    const head = text.slice(0, match.index);
    const last = /[\p{L}.]+$/u.exec(head)?.[0]?.toLowerCase() ?? '';
    if (head.split(/\s+/).length >= 2 && !abbreviations.has(last) && !/^\p{L}$/u.test(last)) return head;
  }
  return text;
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
export function brief(whole: string, length = briefItemLength, anyWord = false): string {
  const text = firstSentence(whole);
  if (text.length <= length) return text;
  for (const match of text.matchAll(detailStarts)) {
    const head = text.slice(0, match.index).trim();
    if (head.length >= 12 && head.split(/\s+/).length >= 2 && closesPhrase(lastWordTag(head))) return head;
  }
  return anyWord ? upToANoun(text, length) : text;
}

/**
 * With `anyWord` (a reason that would not fit otherwise): the longest start of the item within
 * `length` that ends on a noun ("someone who can repair the cracked plaster ceiling in your
 * sanctuary without gutting it" → "someone who can repair the cracked plaster ceiling"), else whole.
 */
function upToANoun(text: string, length: number): string {
  const words = taggedWords(text);
  for (let count = words.length - 1; count >= 1; count--) {
    const [last, next] = [words[count - 1]!, words[count]!];
    // The noun phrase is whole: the next word starts what is said of it ("to", "for", "before the season", "who",
    // "looking to…"), not more of the phrase ("60 moorings", "metal and canvas", "July and August").
    const closes = last.tag === 'NOUN' || last.tag === 'PROPN';
    // A verb in -ing starts what is said of the noun when its own object or preposition follows ("operators looking to
    // switch"), not when it is a noun ("hardwood flooring delivered").
    const afterNext = words[count + 1]?.tag;
    const participle = next.tag === 'VERB' && /ing$/.test(next.text) && ['ADP', 'PART', 'DET', 'PRON'].includes(afterNext ?? '');
    // Not before "of", whose noun is what the phrase names ("a steady stream of patients"), nor a possessive's "'s".
    const preposition = (next.tag === 'ADP' && next.text.toLowerCase() !== 'of') || next.text.toLowerCase() === 'to';
    const modifierStarts = preposition || relativeWords.has(next.text.toLowerCase()) || participle;
    if (!closes || !modifierStarts || /ing$/.test(last.text)) continue;
    // Only a noun phrase is cut short ("a commercial diver", "tours of the lighthouse"), never a clause within it
    // ("people who want their homes" of "…their homes to feel more harmonious"): no verb after its first noun.
    const firstNoun = words.findIndex((word) => word.tag === 'NOUN' || word.tag === 'PROPN');
    const inHead = words.slice(firstNoun, count);
    if (inHead.some((word) => word.tag === 'VERB' || word.tag === 'AUX' || relativeWords.has(word.text.toLowerCase()))) continue;
    const head = text.slice(0, textEnd(text, words, count)).trim();
    if (head.length <= length && head.length >= 10) return head;
  }
  return text;
}

/** Where the `count`th word of `text` ends, its words tokenised in order. */
function textEnd(text: string, words: readonly { text: string }[], count: number): number {
  let at = 0;
  for (const word of words.slice(0, count)) at = text.indexOf(word.text, at) + word.text.length;
  return at;
}

function closesPhrase(tag: PartOfSpeech | null): boolean {
  return tag === 'NOUN' || tag === 'PROPN' || tag === 'NUM' || tag === 'PRON' || tag === 'ADV';
}

/** Words that end a phrase as its adverb or particle ("a way in", "time off"): no fragment. */
const phraseEndings = new Set(['in', 'out', 'up', 'off', 'down', 'back', 'on', 'over', 'away', 'around', 'through']);

/**
 * Whether an item, up to its first sentence, reads whole inside a sentence: not one that ends on a
 * word that needs more ("a guy to", "costs for the"), opens on an auxiliary ("been getting a few
 * bags", "is like 800k"), or names nothing ("proptech-savvy"): a reason cites no fragment.
 */
export function readsWhole(text: string): boolean {
  const words = taggedWords(firstSentence(text.trim()).replace(/[.;,\s]+$/, '')).filter(
    (word) => word.tag !== 'PUNCT' && !/^['\u2019]s$/.test(word.text),
  );
  const [first] = words;
  const last = words[words.length - 1];
  if (!first || !last) return false;
  // "is like 800k", "been getting a few bags": a form of "be" opens no phrase; "Has a van" and "being audited" do.
  if (first.tag === 'AUX' && first.lemma.toLowerCase() === 'be' && first.text.toLowerCase() !== 'being') return false;
  // Nor the end of a negation ("n't speak a word", "not much, can help…"), nor a place said elsewhere ("there every day").
  if (first.tag === 'PART' || /^(?:there|here)$/i.test(first.text)) return false;
  if (['DET', 'ADP', 'CCONJ', 'SCONJ', 'PART', 'AUX'].includes(last.tag) && !phraseEndings.has(last.text.toLowerCase())) return false;
  return words.some((word) => ['NOUN', 'PROPN', 'PRON', 'NUM', 'VERB'].includes(word.tag));
}
