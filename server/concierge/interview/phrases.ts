import { limits } from '../../../shared/limits.ts';
import { contractions, fillerWords, indefinitePersons, licenceWords, vagueWords } from './lexicon.ts';
import { textOf, type Token } from './nlp.ts';
import { commentStartsAt, isRemark } from './remarks.ts';
import { inAmount, joinsRange } from './amounts.ts';
import { withoutTimeTail } from './time-phrases.ts';
import { withoutAskingLead, withoutPointersBack } from './framing.ts';

/** A cleaned stretch of the guest's own words, with the dictionary forms of its content words. */
export interface Phrase {
  text: string;
  terms: string[];
}

const contentTags = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM', 'X', 'ADV']);
const contentTypes = new Set(['word', 'number', 'hashtag', 'url']);

function isContent(token: Token): boolean {
  if (!contentTypes.has(token.type) || !contentTags.has(token.pos)) return false;
  // Numbers say something ("six people", "two engineers") even where the model calls them stop words.
  if (token.stop && !(token.pos === 'NUM' && token.normal !== 'one')) return false;
  // "ha.": the model may keep a stop on a short word, as on an abbreviation.
  const word = token.normal.replace(/\.$/, '');
  if (contractions[token.normal] || fillerWords.has(word) || fillerWords.has(token.lemma)) return false;
  return !(token.pos === 'ADV' && token.normal.endsWith('ly'));
}

export function isVague(token: Token): boolean {
  return vagueWords.has(token.normal) || vagueWords.has(token.lemma);
}

/** The dictionary forms of the words that say something ("investors in climate hardware" → investor, climate, hardware). */
export function termsOf(tokens: readonly Token[]): string[] {
  const terms: string[] = [];
  for (const token of tokens) if (isContent(token) && !isVague(token)) terms.push(token.lemma);
  return terms;
}

const leadingNoise = new Set([
  'a',
  'an',
  'the',
  'some',
  'any',
  'to',
  'for',
  'of',
  'about',
  'on',
  'with',
  'in',
  'as',
  'is',
  'are',
  'be',
  'was',
  'that',
]);
const quantities = new Set(['few', 'couple', 'lot', 'bunch', 'handful']);
const trailingNoise = new Set([
  'where',
  'when',
  'whose',
  'whom',
  'because',
  'if',
  'is',
  'are',
  'and',
  'or',
  'but',
  'so',
  'the',
  'a',
  'an',
  'to',
  'for',
  'of',
  'with',
  'in',
  'at',
  'on',
  'who',
  'that',
  'which',
]);
const trailingPhrases = [
  ['at', 'this', 'event'],
  ['at', 'the', 'event'],
  ['at', 'this', 'conference'],
  ['as', 'well'],
  ['right', 'now'],
  ['these', 'days'],
  ['at', 'the', 'moment'],
  ['for', 'now'],
  ['in', 'general'],
  ['for', 'hours'],
  ['for', 'ages'],
  ['for', 'years'],
  ['all', 'day'],
  ['here'],
];
/** Words that soften the start of a phrase without adding to it ("maybe investors", "mostly founders"). */
const hedges = new Set(
  'really just like kind sort basically actually literally honestly maybe perhaps probably mostly mainly also too well um uh oh hmm er erm lol haha ok okay yeah yes yep sure please currently now especially particularly definitely ideally'.split(
    ' ',
  ),
);
const wrappers = /^["'“”‘’()[\]{}*_]+|["'“”‘’()[\]{}*_]+$/g;

function isNoise(token: Token): boolean {
  return token.type !== 'word' && token.type !== 'number' && token.type !== 'hashtag' && token.type !== 'url';
}

/** "a" stays in "a few", "a couple of", "a lot of": there it is part of the amount. */
function isLeadingNoise(token: Token, next: Token | undefined): boolean {
  if (token.normal === 'a' && next && quantities.has(next.normal)) return false;
  return isNoise(token) || licenceWords.has(token.normal) || leadingNoise.has(token.normal);
}

const objectPronouns = new Set(['it', 'them', 'me', 'us', 'him', 'her']);

const negations = new Set(["n't", 'not', 'never']);
/** The speaker and helper verb before a negation ("I do", "we are"). */
const helps = (token: Token) => token.pos === 'PRON' || token.pos === 'AUX' || ['do', 'be', 'have'].includes(token.lemma);

/** Words of degree: they only modify the word after them ("pretty well", "very much"). */
const degreeWords = new Set(['pretty', 'very', 'quite', 'rather', 'fairly', 'extremely', 'super', 'so', 'too']);

/** Particles of phrasal verbs ("train up", "help out"): unlike a preposition, they need nothing after them. */
const particles = new Set(['up', 'out', 'off', 'down', 'over', 'away', 'back', 'around', 'through', 'along', 'together', 'apart']);

function isTrailingNoise(token: Token, previous: Token | undefined, beforeThat?: Token): boolean {
  // "what they're like": "like" after "be" closes the question.
  if (token.normal === 'like' && previous?.lemma === 'be') return false;
  if (isNoise(token) || trailingNoise.has(token.normal) || fillerWords.has(token.normal)) return true;
  // "a guy to haul it off": a verb's particle may follow its object.
  if (particles.has(token.normal) && previous && objectPronouns.has(previous.normal) && beforeThat?.pos === 'VERB') return false;
  // "tour operators from [🇩🇪]": a preposition left without its object after a noun; after a verb ("to train up",
  // "people I keep learning from") it is the verb's, and the phrase is whole or a fragment as it stands.
  if (token.pos === 'ADP' && previous?.pos !== 'VERB') return true;
  // "…of this coast pretty[ well]": a word of degree modifies the word after it, and with that word gone it ends nothing.
  if (degreeWords.has(token.normal)) return true;
  return token.pos === 'SCONJ' || token.pos === 'CCONJ' || (token.pos === 'ADV' && token.normal.endsWith('ly'));
}

/** The model splits "right-to-repair" at its hyphens; a word glued to a hyphen is part of a compound, never noise. */
function isHyphen(token: Token | undefined, next: Token | undefined): boolean {
  return token?.normal === '-' && token.space === '' && next !== undefined && next.space === '';
}

/** Trims what surrounds the guest's point: cue leftovers, hedges, "too", "at this event", punctuation. */
export function trim(tokens: readonly Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  const at = (index: number) => tokens[index] as Token;
  const gluedAfter = (index: number) => isHyphen(tokens[index + 1], tokens[index + 2]);
  const gluedBefore = (index: number) => isHyphen(tokens[index - 1], tokens[index]);
  for (;;) {
    const before = [start, end];
    while (start < end && !gluedAfter(start) && isLeadingNoise(at(start), tokens[start + 1])) start += 1;
    while (start < end && !gluedAfter(start) && hedges.has(at(start).normal)) start += 1;
    while (end > start && !gluedBefore(end - 1) && isTrailingNoise(at(end - 1), tokens[end - 2], tokens[end - 3])) end -= 1;
    for (const phrase of trailingPhrases) {
      const from = end - phrase.length;
      if (from > start && phrase.every((word, offset) => at(from + offset).normal === word)) end = from;
    }
    if (before[0] === start && before[1] === end) break;
  }
  // "[I do]n't know how to start the process": a negation keeps the speaker and helper it belongs to, or the item says the opposite.
  if (start < end && negations.has(at(start).normal)) while (start > 0 && helps(at(start - 1))) start -= 1;
  return tokens.slice(start, end);
}

/** The text of a phrase: the guest's words with their spacing, cut at a word boundary to the item length. */
export function phraseText(tokens: readonly Token[], maxLength: number = limits.dossierItemMaxLength): string {
  // What is left of an emoji (its variation selector, a joiner) is no part of the words.
  const text = textOf(tokens)
    .replace(/[\uFE0E\uFE0F\u200D]/g, '')
    .replace(/\s+/g, ' ')
    .replace(wrappers, '')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).replace(/[\s,;:.-]+$/, '');
}

const listSeparators = new Set([',', ';', '/', 'and', 'or', '&', 'plus', '+']);
const clauseWords = new Set(['who', 'that', 'which', 'where', 'when', 'because', 'if', 'whose']);
const headTags = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM', 'X']);

/** "AI, climate and robotics" → three phrases; "investors in climate hardware and energy storage" stays one. */
function splitList(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  let commas = 0;
  for (const [index, token] of tokens.entries()) {
    if (listSeparators.has(token.normal) && !inAmount(tokens, index)) {
      if (token.normal === ',' || token.normal === ';') commas += 1;
      parts.push([]);
    } else parts.at(-1)?.push(token);
  }
  const trimmed = parts.map((part) => trim(part)).filter((part) => part.length > 0);
  if (trimmed.length < 2) return [tokens.slice()];
  const maxWords = commas > 0 ? 5 : 3;
  const simple = trimmed.every((part) => {
    const head = part.find((token) => !['a', 'an', 'the', 'some'].includes(token.normal));
    if (!head || !headTags.has(head.pos) || part.filter((token) => token.type === 'word').length > maxWords) return false;
    if (part.some((token) => clauseWords.has(token.normal))) return false;
    return commas > 0 || !part.some((token) => token.pos === 'ADP');
  });
  return simple ? trimmed : [tokens.slice()];
}

const copulas = new Set(['is', 'are', 'was', 'were', "'s", 'be']);
const nounTags = new Set(['NOUN', 'PROPN']);

/**
 * "literary agent is the main one": a noun phrase followed by a comment on it. The item is the noun
 * phrase, when what follows the verb names nothing of its own.
 */
function beforeComment(tokens: readonly Token[]): Token[] {
  const at = tokens.findIndex((token, index) => index > 0 && copulas.has(token.normal));
  if (at < 0 || !nounTags.has(tokens[at - 1]?.pos ?? '')) return tokens.slice();
  const comment = tokens.slice(at + 1);
  return comment.some((token) => nounTags.has(token.pos) && !token.stop) ? tokens.slice() : trim(tokens.slice(0, at));
}

/**
 * Whether a phrase would read as a fragment after "Looking for:" or in a reason: it ends in a word
 * that needs more after it ("a role where", "both design and"), or it is only a number or an amount.
 */
function isFragment(tokens: readonly Token[]): boolean {
  const last = tokens.at(-1);
  if (!last) return true;
  // "clinic owners who'd pilot it": an object pronoun ends a phrase; "a role where", "both design and" do not.
  if (last.pos === 'PRON' && objectPronouns.has(last.normal)) return false;
  // "a young tailor to train up": a verb's particle ends it well.
  if (
    particles.has(last.normal) &&
    (tokens.at(-2)?.pos === 'VERB' || (objectPronouns.has(tokens.at(-2)?.normal ?? '') && tokens.at(-3)?.pos === 'VERB'))
  )
    return false;
  // "somebody to explain what lambing is like": "like" closes the question "what … like".
  if (last.normal === 'like' && namesBeforeQuestion(tokens)) return false;
  if (['DET', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART', 'PRON'].includes(last.pos) && !last.unknown) return true;
  if (clauseWords.has(last.normal)) return true;
  const words = tokens.filter((token) => token.type === 'word' || token.type === 'number');
  // "Cheap": a quality alone names nothing.
  if (words.length > 0 && words.every((token) => token.pos === 'ADJ' || token.pos === 'ADV')) return true;
  return (
    words.length > 0 &&
    words.every((token) => token.pos === 'NUM' || token.type === 'number' || /^\d/.test(token.normal) || ['to', 'k'].includes(token.normal))
  );
}

/** "somebody to explain what lambing is like", not "know what it's like": the question is about someone or something named before it. */
function namesBeforeQuestion(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((token) => token.normal === 'what');
  return at > 0 && tokens.slice(0, at).some((token) => nounTags.has(token.pos) || namesPerson(token));
}

/** Past this many words an item is a sentence, not something to read after "Looking for:". */
const itemWords = 10;
/** Where a long item's head ends and a comment on it starts: "aquaculture companies[, especially anyone farming seaweed]". */
const commentStarts = new Set([
  'especially',
  'particularly',
  'ideally',
  'preferably',
  'mainly',
  'mostly',
  'like',
  'such',
  'because',
  'since',
  'so',
]);

/**
 * A long item cut to the noun phrase it is about: at a comma before "especially", "ideally"…, then
 * at "who", "which" or "that" when enough is left to name something.
 */
function shortened(tokens: readonly Token[]): Token[] {
  const words = (part: readonly Token[]) => part.filter((token) => token.type === 'word').length;
  if (words(tokens) <= itemWords) return tokens.slice();
  for (let index = 2; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const comment = tokens[index - 1]?.normal === ',' && commentStarts.has(token.normal);
    const relative = clauseWords.has(token.normal) && token.normal !== 'where' && words(tokens.slice(0, index)) >= 2;
    // "…involves, it's less scary than they think", "…at the door and nobody joins up the dots": a statement of its own.
    const joiner = tokens[index - 1]?.normal;
    const statement =
      (joiner === ',' || joiner === 'and') && token.pos === 'PRON' && ['VERB', 'AUX'].includes(tokens[index + 1]?.pos ?? '');
    if (comment || relative || statement) return trim(tokens.slice(0, comment || statement ? index - 1 : index));
  }
  return tokens.slice();
}

/** "our volunteer roster template[, it's been a lifesaver]": a comment on the item after a comma is no part of it, at any length. */
function withoutComment(tokens: readonly Token[]): Token[] {
  const at = tokens.findIndex((_token, index) => index > 1 && tokens[index - 1]?.normal === ',' && commentStartsAt(tokens, index));
  return at < 0 ? tokens.slice() : trim(tokens.slice(0, at - 1));
}

/** The noun phrase before a relative clause ("writers[ who…]"), or nothing when there is none. */
function headOf(tokens: readonly Token[]): Token[] {
  const at = tokens.findIndex((token, index) => index > 0 && clauseWords.has(token.normal));
  return at > 0 ? trim(tokens.slice(0, at)) : [];
}

const partBreaks = new Set([',', ';', '—', '–']);
/** "somebody to explain what lambing is like", "people to walk with": a person named without a noun names whom. */
const namesPerson = (token: Token) => indefinitePersons.has(token.normal) || token.normal === 'people';

/**
 * A stretch too long for one item, in the parts its commas and dashes set apart ("damp and mould,
 * fuel poverty, retrofit of old housing stock, and how public bodies can buy…"); whole when short.
 */
function partsOf(tokens: readonly Token[]): Token[][] {
  if (tokens.filter((token) => token.type === 'word').length <= itemWords) return [tokens.slice()];
  const parts: Token[][] = [[]];
  for (const [index, token] of tokens.entries()) {
    if (partBreaks.has(token.normal) && !joinsRange(tokens, index)) parts.push([]);
    else parts.at(-1)?.push(token);
  }
  const named = parts.map((part) => trim(part)).filter((part) => part.some((token) => nounTags.has(token.pos) || namesPerson(token)));
  return named.length > 1 ? named : [tokens.slice()];
}

/** A condition on an item is no part of it: "a label designer[ if anyone knows one]"; a part that is only a condition names nothing. */
function withoutCondition(tokens: readonly Token[]): Token[] {
  const at = tokens.findIndex((token) => token.normal === 'if' || token.normal === 'unless');
  if (at < 0) return tokens.slice();
  return tokens.slice(0, at).some((token) => nounTags.has(token.pos)) || at === 0 ? trim(tokens.slice(0, at)) : tokens.slice();
}

/** The item phrases in a stretch of a guest's words: trimmed, split when it is a plain list, each with some content and none a fragment. */
export function phrasesOf(tokens: readonly Token[]): Phrase[] {
  const phrases: Phrase[] = [];
  // Emoji decorate an answer; an item is read and shown without them ("planners 🙏 and venues").
  const words = withoutAskingLead(withoutPointersBack(tokens.filter((token) => token.type !== 'emoji' && token.type !== 'emoticon')));
  for (const listed of splitList(trim(words)).flatMap(partsOf)) {
    // "…the hall sits idle[ on Mondays]": a time phrase goes only when what is left still ends well.
    const untimed = withoutTimeTail(listed);
    const whole = shortened(withoutComment(beforeComment(withoutCondition(isFragment(untimed) ? listed : untimed))));
    // "writers who[ are]": a phrase that would end mid-way keeps the noun phrase before its clause.
    const part = isFragment(whole) ? headOf(whole) : whole;
    const terms = termsOf(part);
    const text = phraseText(part);
    if (terms.length > 0 && text.length > 0 && !isFragment(part) && !isRemark(part)) phrases.push({ text, terms });
  }
  return phrases;
}
