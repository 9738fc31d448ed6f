import personNounList from '../../concierge/interview/person-nouns.json' with { type: 'json' };
import { taggedWords } from './lemmas.ts';
import massNounList from './mass-nouns.json' with { type: 'json' };
import properNameList from './proper-names.json' with { type: 'json' };

/**
 * The article a guest's phrase needs inside a sentence. Guests write items as notes ("commercial
 * kitchen to lease", "new 40-bed bunkhouse"); a sentence about them needs "a": "you are looking
 * for a commercial kitchen to lease". Only a phrase that names one countable thing takes one: not
 * a plural ("tables"), a mass noun ("seed funding", "advice": mass-nouns.json, from how often each
 * is written in the plural), a name ("Vang's Kitchen"), an activity in -ing ("bookkeeping") nor a
 * phrase that has its own determiner, number or quantifier ("my website", "2 chairs", "some help").
 */

const massNouns = new Set<string>(massNounList);
const personNouns = new Set<string>(personNounList);
const properNames = new Set<string>(properNameList);

/** Words that measure a noun as an article does: "more customers", "enough space", "another van". */
const quantifiers = new Set(
  'a an the some any more most much many few fewer several all enough no another each every both other such lots plenty half less either neither'.split(
    ' ',
  ),
);

/** Tags a noun phrase can run through before its head noun: "fully equipped commercial kitchen", "40-bed bunkhouse". */
const modifierTags = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM', 'ADV']);

/** The phrase with "a" or "an" before it when it names one countable thing, else as it is. */
export function withArticle(phrase: string): string {
  const head = countableHead(phrase);
  return head ? `${indefiniteArticle(phrase)} ${phrase}` : phrase;
}

/**
 * Who someone says they are as a sentence ("a dairy farmer", "an angel investor in climate tech"),
 * when their headline names one person: null when it names a place, a business or several things.
 */
export function asPerson(headline: string): string | null {
  // "Sales rep, Oickle Fuels": the role, then where they hold it (a name), said "a sales rep at Oickle Fuels".
  const [role = headline, where] = headline.split(/\s*,\s*|\s+[—–-]\s+/);
  const head = countableHead(role);
  if (!head || !(personNouns.has(head) || /(?:er|or|ist|ian)$/.test(head))) return null;
  // A detail that names no place or firm ("owner-pharmacist, open overnight") stays as its owner wrote it.
  if (where === undefined || !/^\p{Lu}/u.test(where)) return `${indefiniteArticle(headline)} ${headline}`;
  // One word that is a name in the dictionary is a place or a language ("a surveyor in Ontario", "an interpreter in
  // Romanian"); other names are the firm they work at.
  if (properNames.has(where.toLowerCase())) return `${indefiniteArticle(role)} ${role} in ${where}`;
  // A body named by what it is ("School of Life Sciences", "City of Marlow") takes "the"; a firm's name does not.
  const the = /^\p{Lu}\p{Ll}+ of /u.test(where) && !properNames.has(where.split(' ')[0]!.toLowerCase()) ? 'the ' : '';
  return `${indefiniteArticle(role)} ${role} at ${the}${where}`;
}

/** The singular countable noun that heads the phrase's first noun phrase, in lower case; null when it has none. */
function countableHead(phrase: string): string | null {
  const words = taggedWords(phrase);
  const first = words[0];
  if (!first || quantifiers.has(first.text.toLowerCase())) return null;
  // A determiner, a pronoun or a number of things ("2 chairs"; not "40-bed" nor "38 foot boat", which describe one), a verb, a preposition…
  const describes = first.tag === 'NUM' && (words[1]?.text === '-' || measuresNext(words[1], words[2]));
  if (!modifierTags.has(first.tag) || (first.tag === 'NUM' && !describes)) return null;
  let head: { text: string; lemma: string; known: boolean } | null = null;
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const joined = (word.text === '-' || word.text === '/') && at > 0 && at + 1 < words.length;
    // Things joined by "and" or "or" are counted by the last: "portrait and dance photography", "tables and chairs".
    const coordinated = word.tag === 'CCONJ' && at > 0 && at + 1 < words.length && modifierTags.has(words[at + 1]!.tag);
    if (joined || coordinated) continue;
    // A possessive makes a name of what comes before ("Vang's Kitchen"), or is a head's own ("a farmer's market stall").
    if (word.tag === 'PART' || !modifierTags.has(word.tag)) break;
    // A noun and its number name one thing already ("grade 9 to 12", "room 4"): no article.
    if (word.tag === 'NOUN' && words[at + 1]?.tag === 'NUM') return null;
    if (word.tag === 'NOUN') head = word;
    else if (word.tag !== 'ADJ' && word.tag !== 'ADV' && word.tag !== 'NUM' && !isAcronym(word.text)) head = null;
  }
  // A word the model does not know is read as a noun when it is written as one ("bunkhouse"), not a name or a plural.
  if (!head || (!head.known && !/^[a-z]+[^s]$/.test(head.text))) return null;
  const lower = head.text.toLowerCase();
  // A plural ("tables", "people") is read off by its dictionary form; an activity in -ing takes no article.
  if (isPlural(head, lower) || lower.endsWith('ing') || massNouns.has(lower)) return null;
  return lower;
}

/** Plurals not in -s: "people", "children" (and those in -men or -people: "fishermen", "tradespeople"). */
const irregularPlurals = new Set('people children men women feet teeth mice geese folk folks staff police cattle data media'.split(' '));

/**
 * Whether a noun is in the plural: its dictionary form differs and it ends in -s, or it is one of
 * the few plurals without. The lemmatiser also gives a spelling's American form ("licence" →
 * "license") or a word's long form ("app" → "application"): those are singular.
 */
function isPlural(head: { lemma: string }, lower: string): boolean {
  if (irregularPlurals.has(lower) || /people$/.test(lower) || (/men$/.test(lower) && /man$/.test(head.lemma.toLowerCase()))) return true;
  return head.lemma.toLowerCase() !== lower && /s$/.test(lower) && !/(?:ss|us|is)$/.test(lower);
}

/** A number before one thing's measure and the thing ("38 foot lobster boat", "12 seat van"): it describes one. */
function measuresNext(measure: { tag: string; text: string; lemma: string } | undefined, thing: { tag: string } | undefined): boolean {
  if (!measure || !thing || measure.tag !== 'NOUN' || thing.tag !== 'NOUN') return false;
  return !isPlural(measure, measure.text.toLowerCase());
}

function isAcronym(word: string): boolean {
  return /^[A-Z]{2,}$/.test(word);
}

/** "a" or "an" by the sound the phrase starts with: "an hour", "a university", "an MBA", "an 8-seat van". */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = /^[\p{L}\p{N}]+/u.exec(phrase.trim())?.[0] ?? '';
  if (/^[A-Z]{2,}$/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^\d/.test(word)) return /^(?:8|1[18](?:\d{3})*$)/.test(word) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(?:uni|use|usu|usa|uti|ure|uro|eu|one|once|ubiq)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}
