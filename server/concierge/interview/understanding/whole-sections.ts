import type { DossierListSection } from '../../../../shared/api/dossier.ts';
import { phrasesOf, type Phrase } from '../phrases.ts';
import { cleaned } from './rewording.ts';
import type { Correcting } from './correcting.ts';
import { controlWords, entriesOf, type Entry } from './correction-reading.ts';
import type { SectionMention, Word } from './correction-words.ts';
import { hesitations, signOffAt } from './correction-clauses.ts';

/**
 * Requests about a whole section. "My needs and my offers are back to front", "swap looking
 * for and offers": two sections whose contents trade places, all of them. Read when a clause
 * names two list sections, no item, and says they are swapped: a verb of swapping, or words that
 * say the two are the wrong way round. "Switch" and "flip" also move or reorder ("switch X to
 * offers"), so with them the two sections must be joined ("switch topics and offers"). "My
 * topics should just be 'perry' and 'skittles', nothing else": a section that holds what the
 * clause gives, and only that. Pure.
 */

const swapVerbs = new Set(['swap', 'interchange', 'exchange', 'trade']);
const joinedSwapVerbs = new Set(['switch', 'flip', 'reverse']);
const joins = new Set(['and', 'with', '&', 'for']);

/**
 * "swap X and Y", "X and Y are in each other's places, swap them": two items of two sections, named
 * (or pointed back at) with a verb of swapping, trade sections. The two, or null.
 */
export function itemsSwapped(words: readonly Word[], named: readonly Entry[]): [Entry, Entry] | null {
  const [first, second] = named;
  const swapping = words.some(({ token }) => swapVerbs.has(token.lemma.toLowerCase()) || token.normal === 'switch');
  return named.length === 2 && first && second && first.place !== second.place && swapping ? [first, second] : null;
}
/** Words that say two things stand where the other should: "mixed up", "the wrong way round", "back to front". */
const confusedPairs = new Set(['mixed up', 'mix up', 'muddled up', 'wrong way', 'other way', 'back to', 'got backwards']);
const confusedWords = new Set(['backwards', 'backward', 'reversed', 'swapped', 'switched', 'flipped', 'muddled', 'confused']);

/** The lists a clause names as where things are (not the headline, not "not something I need"). */
function listsSaid(mentions: readonly SectionMention[]): SectionMention[] {
  return mentions.filter((mention) => mention.place !== 'headline' && !mention.negated);
}

const pointingBack = new Set(['them', 'those', 'these', 'both', 'the two']);

/**
 * The two sections a clause asks to swap, or null. `named`: the items the clause names by their
 * own words; `before`: the sections the clause before named, which "swap them" points back to
 * ("the top list holds my offers and the second my needs. Swap them.").
 */
function sectionsSwapped(
  words: readonly Word[],
  mentions: readonly SectionMention[],
  named: readonly Entry[],
  before: readonly SectionMention[],
): [DossierListSection, DossierListSection] | null {
  if (named.length > 0) return null;
  const own = listsSaid(mentions);
  const pointsBack = own.length === 0 && words.some(({ token }) => pointingBack.has(token.normal));
  const listed = pointsBack ? listsSaid(before) : own;
  const places = [...new Set(listed.map((mention) => mention.place))] as DossierListSection[];
  if (places.length !== 2) return null;
  const normals = words.map((word) => word.token.normal);
  const lemmas = words.map((word) => word.token.lemma.toLowerCase());
  const [first, second] = listed as [SectionMention, SectionMention];
  const joined = pointsBack || normals.slice(first.end, second.start).some((word) => joins.has(word));
  const swapping = lemmas.some((lemma) => swapVerbs.has(lemma)) || (joined && lemmas.some((lemma) => joinedSwapVerbs.has(lemma)));
  const confused =
    normals.some((word) => confusedWords.has(word)) || normals.some((word, index) => confusedPairs.has(`${word} ${normals[index + 1]}`));
  return swapping || confused ? (places as [DossierListSection, DossierListSection]) : null;
}

const onlyWords = new Set(['only', 'exclusively', 'solely']);
const settingVerbs = new Set(['make', 'change', 'set']);
const modals = new Set(['should', 'must', 'could', 'would']);

/**
 * Where the new contents start when a clause sets a section to what it gives: "make my topics X
 * and Y", "change my topics to X, Y", "my topics should be X and Y". The index, or -1.
 */
function setFrom(words: readonly Word[], mention: SectionMention): number {
  const lemmas = words.map((word) => word.token.lemma.toLowerCase());
  const verb = lemmas.slice(Math.max(0, mention.start - 3), mention.start).findLastIndex((lemma) => settingVerbs.has(lemma));
  const between = words.slice(Math.max(0, mention.start - 3) + verb + 1, mention.start);
  const verbBefore = verb >= 0 && between.every(({ token }) => token.pos === 'DET' || token.pos === 'PRON');
  const beAfter = modals.has(lemmas[mention.end] ?? '') && lemmas[mention.end + 1] === 'be';
  if (!verbBefore && !beAfter) return -1;
  const from = beAfter ? mention.end + 2 : mention.end;
  return words[from]?.token.normal === 'to' ? from + 1 : from;
}

/**
 * The section a clause says holds only what it gives ("topics should only be 'perry'",
 * "offers: just 'orchard tours', nothing else"), or null. Not an addition ("just add 'X'"): that
 * keeps the rest.
 */
function sectionHoldingOnly(
  words: readonly Word[],
  mentions: readonly SectionMention[],
  quotes: number,
  adding: boolean,
): DossierListSection | null {
  const listed = [...new Set(listsSaid(mentions).map((mention) => mention.place))];
  if (listed.length !== 1 || quotes === 0 || adding) return null;
  const normals = words.map((word) => word.token.normal);
  const lemmas = words.map((word) => word.token.lemma.toLowerCase());
  const nothingElse = normals.some((word, index) => word === 'nothing' && normals[index + 1] === 'else');
  const justBe = normals.some((word, index) => word === 'just' && lemmas[index + 1] === 'be');
  // "replace what I offer with …", "just two things: …": the section is what follows, whole.
  const replaced = lemmas.includes('replace') && normals.includes('with');
  const counted = normals.some((word, index) => word === 'just' && (words[index + 1]?.token.pos === 'NUM' || normals[index + 1] === 'one'));
  // "… just put X and Y, and that's it": what is given is all there is (not "put X in topics, that's it").
  const signedOff = signOffAt(normals) >= 0;
  const set = listsSaid(mentions).some((mention) => setFrom(words, mention) >= 0);
  const only =
    nothingElse ||
    justBe ||
    replaced ||
    counted ||
    set ||
    (signedOff && normals.includes('just')) ||
    normals.some((word) => onlyWords.has(word));
  return only ? (listed[0] as DossierListSection) : null;
}

/** The phrases after the word that says "only these" ("… should only be apple grafting and perry"). */
function phrasesGiven(words: readonly Word[], mentions: readonly SectionMention[]): Phrase[] {
  const normals = words.map(({ token }) => token.normal);
  // "… and that's it", "nothing else": the end of what is given.
  const nothingElse = normals.findIndex((word, index) => word === 'nothing' && normals[index + 1] === 'else');
  const ends = [nothingElse, signOffAt(normals)].filter((at) => at >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : words.length;
  const setAt = Math.max(-1, ...listsSaid(mentions).map((mention) => setFrom(words, mention)));
  const said =
    setAt >= 0
      ? setAt - 1
      : words.slice(0, end).findLastIndex(({ token }) => onlyWords.has(token.normal) || token.normal === 'just' || token.lemma === 'be');
  // "… with just two things: X and Y": what follows the colon.
  const colon = normals.findIndex((word, index) => index > said && index < end && word === ':');
  const from = colon >= 0 ? colon : said;
  const given = words
    .slice(from + 1, end)
    .map((word) => word.token)
    .filter((token, index) => !(index === 0 && (token.normal === 'put' || token.normal === 'have')) && !hesitations.has(token.normal));
  return phrasesOf(given)
    .map((phrase) => ({ ...phrase, text: cleaned(phrase.text) }))
    .filter((phrase) => phrase.text.length > 0);
}

/** Whether a clause names a section and nothing else of substance ("wipe what I offer", "clear my topics"): the section is what it means. */
export function namesOnlySection(words: readonly Word[], mentions: readonly SectionMention[]): boolean {
  const inMention = (index: number) => mentions.some((mention) => index >= mention.start && index < mention.end);
  return (
    mentions.some((mention) => mention.place !== 'headline') &&
    words.every(({ token }, index) => inMention(index) || token.type !== 'word' || token.stop || controlWords.has(token.normal))
  );
}

/** A clause of a change request as the rules read it. */
interface ReadClause {
  words: readonly Word[];
  mentions: readonly SectionMention[];
  /** The items it names by their own words. */
  named: readonly Entry[];
  /** Its new wordings in quotes. */
  quotes: readonly Phrase[];
  removing: boolean;
  adding: boolean;
  /** The sections the clause before named. */
  mentionsBefore: readonly SectionMention[];
}

/**
 * "my topics are all wrong. make them X, Y and Z": the one list the clause before named, said again
 * by the word that points back to it after a verb of setting, as a mention at that word; else none.
 */
function pointedBack(words: readonly Word[], before: readonly SectionMention[]): SectionMention[] {
  const places = [...new Set(listsSaid(before).map((mention) => mention.place))];
  const at = words.findIndex(
    ({ token }, index) => pointingBack.has(token.normal) && settingVerbs.has(words[index - 1]?.token.lemma.toLowerCase() ?? ''),
  );
  const [place] = places;
  return places.length === 1 && place && at >= 0 ? [{ place, start: at, end: at + 1, weak: false, negated: false }] : [];
}

/** Does what a clause asks of a whole section (a swap; "only these"), and says whether it asked that. */
export function changedWholeSection(correcting: Correcting, clause: ReadClause): boolean {
  const swapped = sectionsSwapped(clause.words, clause.mentions, clause.named, clause.mentionsBefore);
  if (swapped) {
    correcting.swapSections(...swapped);
    return true;
  }
  const mentions = listsSaid(clause.mentions).length > 0 ? clause.mentions : pointedBack(clause.words, clause.mentionsBefore);
  // Unquoted, the phrases given must hold every item the clause names ("only bee health and mead", not "only keep mead").
  const phrases = clause.quotes.length > 0 ? [] : phrasesGiven(clause.words, mentions);
  const texts = phrases.map((phrase) => phrase.text.toLowerCase());
  // After a colon ("… with just two things: X and Y") the phrases are new, whatever items share a word with them.
  const listed = clause.words.some(({ token }) => token.normal === ':');
  const given =
    clause.quotes.length > 0
      ? clause.quotes
      : listed || clause.named.every((entry) => texts.includes(entry.text.toLowerCase()))
        ? phrases
        : [];
  const holding = clause.removing ? null : sectionHoldingOnly(clause.words, mentions, given.length, clause.adding);
  if (!holding) return false;
  const kept = given.map((phrase) => phrase.text.toLowerCase());
  const others = entriesOf(correcting.document()).filter((entry) => entry.place === holding && !kept.includes(entry.text.toLowerCase()));
  correcting.remove(others);
  correcting.add(given, holding);
  return true;
}
