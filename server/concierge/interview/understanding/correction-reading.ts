import { dossierListSections, type DossierDocument, type DossierListSection } from '../../../../shared/api/dossier.ts';
import { analyse, isPastForm, textOf, type Token } from '../nlp.ts';
import { positionsOf, resolvePositions } from './positions.ts';
import { oneEditApart } from './spelling.ts';
import { listByPositionAt } from './lists-by-position.ts';

/**
 * How a change request is read against the dossier it changes: its clauses, the sections each
 * names (and whether as where things should be or should not be), and the items each names, by
 * their words, loosely ("the CFO thing"), or by position ("the last two"). Pure.
 */

import type { Place, SectionMention, Word } from './correction-words.ts';

/** An item of the dossier, with the words that can name it and which of them is its head ("mentor" in "a mentor in health tech"). */
export interface Entry {
  place: DossierListSection;
  index: number;
  text: string;
  words: string[][];
  head: number;
  /** Whether it starts with its own verb ("hiring two engineers", not "hiring advice"). */
  verbFirst: boolean;
}

/** How a clause names a section: words in order. */
const sectionPhrases: readonly [Place, readonly string[]][] = [
  ['lookingFor', ['looking', 'for']],
  ['lookingFor', ['look', 'for']],
  ['lookingFor', ['looking']],
  ['lookingFor', ['need']],
  ['lookingFor', ['needs']],
  ['lookingFor', ['want', 'to', 'meet']],
  ['lookingFor', ['like', 'to', 'meet']],
  ['lookingFor', ['like', 'to', 'find']],
  ['lookingFor', ['meet']],
  ['lookingFor', ['seek']],
  ['lookingFor', ['seeking']],
  ['lookingFor', ['after']],
  ['lookingFor', ['want']],
  ['lookingFor', ['wants']],
  ['canOffer', ['can', 'offer']],
  ['canOffer', ['offer']],
  ['canOffer', ['offers']],
  ['canOffer', ['offering']],
  ['lookingFor', ['fors']],
  ['canOffer', ['provide']],
  ['canOffer', ['can', 'bring']],
  ['canOffer', ['bring']],
  ['lookingFor', ['searching', 'for']],
  ['lookingFor', ['wishlist']],
  ['lookingFor', ['wish', 'list']],
  ['lookingFor', ['hunting', 'for']],
  ['canOffer', ['can', 'give']],
  ['canOffer', ['give']],
  ['canOffer', ['can', 'help']],
  ['canOffer', ['have']],
  ['topics', ['topic']],
  ['topics', ['topics']],
  ['topics', ['interest']],
  ['topics', ['interests']],
  ['topics', ['talk', 'about']],
  ['topics', ['care', 'about']],
  ['topics', ['care', 'a', 'lot', 'about']],
  ['canOffer', ['can', 'introduce']],
  ['canOffer', ['introduce']],
  ['headline', ['headline']],
  ['headline', ['title']],
  ['headline', ['tagline']],
];

/** What stands before "after" when it names what the guest looks for: "I'm after", "what we are after". */
const beingAfter = new Set([
  "'m",
  "i'm",
  "we're",
  "what's",
  'am',
  'im',
  "'re",
  'are',
  're',
  'is',
  "'s",
  'was',
  'were',
  'be',
  'been',
  'still',
  'really',
  'mainly',
  'also',
]);
const weakMentions = new Set(['have', 'give', 'after', 'want', 'wants', 'need', 'needs', 'meet']);

export const moveVerbs = new Set(['move', 'put', 'shift', 'switch', 'transfer', 'place', 'belong', 'belongs', 'file', 'list']);
export const removeVerbs = new Set([
  ...'remove delete drop scrap scratch cut erase strike lose ditch kill omit exclude loose wipe clear empty'.split(' '),
  ...'removing deleting dropping cutting'.split(' '),
]);
export const addVerbs = new Set(['add', 'include', 'insert', 'append', 'ad']);
export const changeVerbs = new Set(['change', 'replace', 'rename', 'reword', 'correct', 'update', 'fix', 'make', 'set', 'edit']);
export const negations = new Set(['not', "n't", 'no', 'never', 'nt', 'neither', 'nor', 'dont', 'isnt', 'arent']);
export const anaphors = new Set([
  'them',
  'those',
  'these',
  'both',
  'it',
  'that',
  'this',
  'they',
  'either',
  'one',
  'ones',
  'thats',
  'theyre',
]);
export const targetLinks = new Set(['to', 'into', 'under', 'in', 'as', 'onto', 'among', '2', '→']);

/** Words that say where or what to do, never which item: "offer" names a section even inside "offer design reviews". */
export const controlWords = new Set([
  ...[...moveVerbs, ...removeVerbs, ...addVerbs, ...changeVerbs],
  ...'look looking offer offering offers can need needs want wants meet seek search provide give bring help topic topics interest interests talk care headline title tagline section list part bit thing things stuff item items entry people person someone something please also instead should would could be is are am was were my the a an of for from and or but i me we us you your too pls plz just only all everything except keep last first second third take out get rid mention said say'.split(
    ' ',
  ),
  // The speaker with their verb, as one word: "what I'm looking for".
  ...["i'm", 'im', "i've", "we're"],
]);

/** A crude stem so that "investors" meets "investor" and "angels" meets "angel" whatever the tagger says. */
function stem(word: string): string {
  if (word.length <= 3) return word;
  return word.replace(/ies$/, 'y').replace(/([^su])s$/, '$1');
}

export function formsOf(token: Token): string[] {
  const forms = new Set([token.normal, token.lemma.toLowerCase()]);
  for (const part of token.normal.split(/[-–/]/)) if (part) forms.add(part);
  return [...forms].map(stem);
}

/** Two word forms that name the same thing: equal, or one typo apart in words of five letters or more. */
function sameWord(a: string, b: string): boolean {
  return a === b || (a.length >= 5 && b.length >= 5 && oneEditApart(a, b));
}

const contentTags = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM', 'X', 'ADV']);

function entryOf(place: DossierListSection, index: number, text: string): Entry {
  const words: string[][] = [];
  let head = -1;
  let verbFirst = false;
  for (const sentence of analyse(text)) {
    for (const token of sentence) {
      // The head is the last naming word before a preposition: "mentor" in "a mentor in health tech".
      if (token.pos === 'ADP' && words.length > 0 && head < 0) head = words.length - 1;
      if (token.type !== 'word' && token.type !== 'number') continue;
      if (!contentTags.has(token.pos) && !token.unknown) continue;
      if (controlWords.has(token.normal) || (token.stop && token.pos !== 'NUM')) continue;
      if (words.length === 0) verbFirst = token.pos === 'VERB';
      words.push(formsOf(token));
    }
  }
  // An item of small words alone ("Go") is named by them.
  if (words.length === 0)
    for (const sentence of analyse(text)) for (const token of sentence) if (token.type === 'word') words.push(formsOf(token));
  return { place, index, text, words, head: head >= 0 ? head : words.length - 1, verbFirst };
}

export function entriesOf(document: DossierDocument): Entry[] {
  return dossierListSections.flatMap((section) => document[section].map((item, index) => entryOf(section, index, item.text)));
}

export function clauseText(words: readonly Word[]): string {
  return textOf(words.map((word) => word.token));
}

const sayingOpeners = new Set(['what', 'things', 'stuff', 'whatever', 'something']);
const speakers = new Set(['i', 'we']);

/**
 * "what I like to natter about", "stuff we go on about": what the guest says they talk about, in a
 * verb of their own, names their topics. The end of the mention, or -1.
 */
function talkedAboutAt(words: readonly Word[], start: number): number {
  if (!sayingOpeners.has(words[start]?.token.normal ?? '') || !speakers.has(words[start + 1]?.token.normal ?? '')) return -1;
  const about = words.slice(start + 2, start + 7).findIndex((word) => word.token.normal === 'about');
  if (about < 1) return -1;
  const between = words.slice(start + 2, start + 2 + about);
  // The words between are a verb and its helpers ("like to", "could", "go on"), nothing of substance.
  const substance = between.filter((word) => word.token.pos === 'NOUN' || word.token.pos === 'PROPN' || word.token.type !== 'word');
  // "what I know about soil" names a thing; the section's name ends at "about".
  const end = start + 2 + about + 1;
  const object = ['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM'].includes(words[end]?.token.pos ?? '');
  return substance.length === 0 && !object ? end : -1;
}

export function mentionsOf(words: readonly Word[]): SectionMention[] {
  const mentions: SectionMention[] = [];
  let listNamed = false;
  for (let start = 0; start < words.length; start += 1) {
    const talkedEnd = talkedAboutAt(words, start);
    if (talkedEnd > 0) {
      const before = words.slice(Math.max(0, start - 4), start).map((word) => word.token.normal);
      mentions.push({ place: 'topics', start, end: talkedEnd, weak: false, negated: before.some((word) => negations.has(word)) });
      start = talkedEnd - 1;
      continue;
    }
    const listed = listByPositionAt(words, start, listNamed);
    if (listed) {
      const before = words.slice(Math.max(0, start - 4), start).map((word) => word.token.normal);
      mentions.push({ ...listed, start, weak: false, negated: before.some((word) => negations.has(word)) });
      listNamed = true;
      start = listed.end - 1;
      continue;
    }
    const found = sectionPhrases.find(([, phrase]) =>
      phrase.every((part, offset) => {
        const word = words[start + offset];
        if (word === undefined) return false;
        // "topcis", "offfers": a section's own word, misspelt, still names it ("booking" is a word of its own, no "looking").
        return (
          word.token.normal === part ||
          word.token.lemma.toLowerCase() === part ||
          (phrase.length === 1 && word.token.unknown && sameWord(word.token.normal, part))
        );
      }),
    );
    if (!found) continue;
    const [place, phrase] = found;
    // "what I'm after" names what the guest looks for; "put X after Y" places X.
    if (phrase.length === 1 && phrase[0] === 'after' && !beingAfter.has(words[start - 1]?.token.normal ?? '')) continue;
    // "you have mixed up my lists": "have" before a verb says when, not what the guest has to offer.
    const next = words[start + 1]?.token;
    const participle = next !== undefined && (next.pos === 'VERB' || isPastForm(next) || /^\p{L}{3,}ed$/u.test(next.normal));
    if (phrase.length === 1 && phrase[0] === 'have' && participle) continue;
    const end = start + phrase.length;
    const before = words.slice(Math.max(0, start - 4), start).map((word) => word.token.normal);
    const weak = phrase.length === 1 && weakMentions.has(phrase[0] as string);
    mentions.push({ place, start, end, weak, negated: before.some((word) => negations.has(word)) });
    start = end - 1;
  }
  return mentions;
}

/** "the last topic", "the 2nd and 4th from what I need", "the middle one": items by position in the section the clause names. */
function byPosition(words: readonly Word[], entries: readonly Entry[], mentions: readonly SectionMention[]): Entry[] {
  const reference = positionsOf(words, mentions, targetOf(words, mentions));
  if (!reference) return [];
  const list = entries.filter((entry) => entry.place === reference.section);
  return resolvePositions(reference.positions, list.length).map((index) => list[index] as Entry);
}

const objectTags = new Set(['NOUN', 'PROPN', 'ADJ', 'X', 'NUM']);
export const wholeWords = new Set(['everything', 'all', 'anything', 'both']);

/**
 * The items a clause names. A word names an item when it is its head, or a noun or adjective among
 * half its words ("hiring" the verb does not name "hiring advice"); words after "looking for" or
 * "can offer" describe something new unless they name a whole item. A word goes to the items it
 * fits most fully ("climate-focused angels" over "climate tech"), or to all of them after
 * "everything"; "everything except X" names the rest of X's section.
 */
export function namedEntries(words: readonly Word[], entries: readonly Entry[], mentions: readonly SectionMention[]): Entry[] {
  const positioned = byPosition(words, entries, mentions);
  if (positioned.length > 0) return positioned;
  const inMention = (index: number) => mentions.some((mention) => index >= mention.start && index < mention.end);
  const described = mentions.find((mention) => !mention.negated && mention.place !== 'headline');
  const naming = words.filter(
    (word, index) => !inMention(index) && word.token.type !== 'punctuation' && !controlWords.has(word.token.normal),
  );
  const fits = (forms: readonly string[], word: Word) => forms.some((form) => word.forms.some((own) => sameWord(form, own)));
  // "what I want is …": what follows the copula describes something, new unless it is an item whole.
  const copula = described !== undefined && words.slice(described.end, described.end + 3).some((word) => word.token.lemma === 'be');
  const describing = naming.filter((word) => described !== undefined && words.indexOf(word) >= described.end);
  const fullness = new Map<Entry, number>();
  for (const entry of entries) {
    const head = entry.words[entry.head];
    const matching = naming.filter((word) => entry.words.some((forms) => fits(forms, word)));
    const byHead = head !== undefined && matching.some((word) => fits(head, word));
    const byObjects = entry.words.filter((forms) => matching.some((word) => objectTags.has(word.token.pos) && fits(forms, word)));
    const matched = entry.words.filter((forms) => matching.some((word) => fits(forms, word))).length;
    // "not hiring any more" names "hiring two engineers", whose own verb it is, but not "hiring advice".
    const byVerb = entry.verbFirst && matching.some((word) => word.token.pos === 'VERB' && fits(entry.words[0] as string[], word));
    const named = byHead || byVerb || byObjects.length * 2 >= entry.words.length;
    const afterDescription = described !== undefined && matching.every((word) => words.indexOf(word) >= described.end);
    // "what I really want is a rugby coach for the team" describes more than the item "rugby".
    const describesMore = afterDescription && copula && describing.length > entry.words.length;
    if (matched === 0 || !named || describesMore || (afterDescription && matched < entry.words.length)) continue;
    fullness.set(entry, matched / entry.words.length);
  }
  const everything = words.some((word) => wholeWords.has(word.token.normal));
  const claimed = new Set<Entry>();
  for (const word of naming) {
    const fitting = [...fullness.keys()].filter((entry) => entry.words.some((forms) => fits(forms, word)));
    const best = Math.max(...fitting.map((entry) => fullness.get(entry) ?? 0));
    for (const entry of fitting) if (everything || fullness.get(entry) === best) claimed.add(entry);
  }
  // "the council thing": one word of an item names it when no other item has that word.
  // Not a word after "what I want is …": that describes something new.
  if (claimed.size === 0) {
    const loose = naming.filter((word) => !copula || words.indexOf(word) < (described?.end ?? 0));
    const partly = entries.filter((entry) =>
      loose.some((word) => objectTags.has(word.token.pos) && entry.words.some((forms) => fits(forms, word))),
    );
    if (partly.length === 1) claimed.add(partly[0] as Entry);
  }
  const named = [...claimed];
  if (words.some(isExcept) && named.length > 0) {
    const section = named[0]?.place;
    return entries.filter((entry) => entry.place === section && !named.includes(entry));
  }
  return named;
}

export function isExcept(word: Word): boolean {
  return sameWord(word.token.normal, 'except') || word.token.normal === 'exept';
}

/** Whether every naming word of `entry` stands in the clause: "add glaze recipes" does not name "wood ash glazes" wholly. */
export function namedWholly(words: readonly Word[], entry: Entry): boolean {
  return entry.words.every((forms) => words.some((word) => forms.some((form) => word.forms.some((own) => sameWord(form, own)))));
}

/** Where in the clause the first word naming `entry` stands. */
export function namedAt(words: readonly Word[], entry: Entry): number {
  return words.findIndex((word) => entry.words.some((forms) => forms.some((form) => word.forms.some((own) => sameWord(form, own)))));
}

export function hasAny(words: readonly Word[], set: ReadonlySet<string>): boolean {
  return words.some((word) => set.has(word.token.lemma.toLowerCase()) || set.has(word.token.normal));
}

export function hasPhrase(words: readonly Word[], phrases: readonly (readonly string[])[]): boolean {
  return phrases.some((phrase) => words.some((_, start) => phrase.every((part, offset) => words[start + offset]?.token.normal === part)));
}

// "first two needs → topics": an arrow sends things where it points.
const strongLinks = new Set(['to', 'into', 'onto', 'under', '2', '→']);

/** The section a clause sends things to: the last named after "to"/"into"/"under", else after "in"/"as", else the first it names as where they are. */
export function targetOf(words: readonly Word[], mentions: readonly SectionMention[]): Place | null {
  const linkedBy = (links: ReadonlySet<string>) =>
    mentions.filter(
      (mention) =>
        !mention.negated && words.slice(Math.max(0, mention.start - 3), mention.start).some((word) => links.has(word.token.normal)),
    );
  const linked = linkedBy(strongLinks).at(-1) ?? linkedBy(targetLinks).at(-1);
  return linked?.place ?? mentions.find((mention) => !mention.negated)?.place ?? null;
}
