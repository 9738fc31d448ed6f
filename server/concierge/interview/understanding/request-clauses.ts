import { dossierListSections, type DossierListSection } from '../../../../shared/api/dossier.ts';
import { readClause, type ClauseReading } from './clause-operation.ts';
import { readStatement } from './statement-reader.ts';
import { clausesOf, isQuoteMark, keeping, opensRetraction, outsideQuotes } from './correction-clauses.ts';
import { analyse } from '../nlp.ts';
import {
  anaphors,
  clauseText,
  controlWords,
  formsOf,
  hasAny,
  mentionsOf,
  namedEntries,
  targetOf,
  type Entry,
} from './correction-reading.ts';
import type { Place, SectionMention, Word } from './correction-words.ts';
import { addedPhrases } from './corrections.ts';
import { isAddingWord } from './adding.ts';
import { orderingsOf, type Ordering } from './ordering.ts';
import { quotedSpans } from './quoted.ts';
import { composeHeadline } from './headline-rewrite.ts';
import { cleaned, containsWords, headlineFrom, rewordingOf, selfDescription, placingWords } from './rewording.ts';
import { oneEditApart } from './spelling.ts';

/**
 * A change request as the chooser of edits sees it (`correction-choice.ts`): each clause with how
 * likely each operation is (the clause reader, calibrated), the sections it names, how well it
 * names each item of the dossier (by its words, by position, by quote, or by pointing back), and
 * the new wordings it offers. Pure.
 */

/** A new wording a clause offers, and how plainly it is given as one (a quote: 1; after "→" or ":": 0.8; a phrase: 0.5). */
export interface Wording {
  text: string;
  strength: number;
  /** Only for the headline ("headline: …", "I'm CTO at Haulio now"). */
  headline: boolean;
  /** How well the wording names an item already there, 0–1: such a wording is that item, not a new one. */
  existing: number;
  /** Whether it holds most of the old headline's words: a headline written anew ("'Owner of two shops in Whitby'"). */
  echoesHeadline?: boolean;
}

export interface ClauseView {
  text: string;
  words: Word[];
  reading: ClauseReading;
  mentions: SectionMention[];
  /** Where the clause sends things, if it says. */
  target: Place | null;
  /** How well the clause names each item, 0–1. */
  naming: Map<Entry, number>;
  wordings: Wording[];
  /** Whether the clause says which item with words of its own (not only "it", "them"). */
  namesOwnItem: boolean;
  /** Where the clauses next to it send things: "I can introduce them — move that one". */
  nearbyTargets: Place[];
  /** Whether the clause is only the name of an item ("tournament admin", before "- gone"). */
  bare: boolean;
  /** Items the clause says stay where they are ("only keep X", "everything except X"). */
  kept: Set<Entry>;
  /** The list the clause's own words belong to by what they say (the statement reader), and how sure it is. */
  stated: { section: DossierListSection; confidence: number } | null;
  /** New wordings the clause gives in quotes, none of them an item's or the headline's words already. */
  newQuotes: string[];
  /** Whether the clause opens by taking back the one before it ("nah just drop the kayaking", "no wait, to offers"). */
  takesBack: boolean;
  /** What the clause asks of the order of a section ("sourdough should be first in topics"). */
  orderings: Ordering[];
  /**
   * The new items of the clause before that this one points back to, naming nothing of its own
   * ("add X to offers. actually put it under topics", "add X — no, make that Y"): this clause
   * says again where they go, or what goes in their place.
   */
  revises: string[];
  /** Where the clause it revises sent the new items. */
  revisedTarget: Place | null;
}

const sameWord = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && oneEditApart(a, b));

/** The words of a clause that may name an item: not a section's words, a word of what to do, a mark, or a new wording in quotes. */
function namingWords(words: readonly Word[], mentions: readonly SectionMention[]): Word[] {
  const inMention = (index: number) => mentions.some((mention) => index >= mention.start && index < mention.end);
  let quoted = false;
  return words.filter((word, index) => {
    if (isQuoteMark(word.token)) {
      quoted = !quoted;
      return false;
    }
    return !quoted && !inMention(index) && word.token.type !== 'punctuation' && !controlWords.has(word.token.normal);
  });
}

const fits = (forms: readonly string[], word: Word) => forms.some((form) => word.forms.some((own) => sameWord(form, own)));

/** How much of `entry` the words name: the share of its naming words found, at least 0.75 for its head. */
function lexicalNaming(naming: readonly Word[], entry: Entry): number {
  const matched = entry.words.filter((forms) => naming.some((word) => fits(forms, word))).length;
  if (matched === 0) return 0;
  const share = matched / entry.words.length;
  const head = entry.words[entry.head];
  return head && naming.some((word) => fits(head, word)) ? Math.max(share, 0.75) : share;
}

/**
 * How well the words name each item. A word names the items it fits most fully: "machine
 * translation" names "machine translation", not "script translation" through their shared head.
 */
function namingOf(naming: readonly Word[], entries: readonly Entry[]): Map<Entry, number> {
  const lexical = new Map(entries.map((entry) => [entry, lexicalNaming(naming, entry)] as const));
  const result = new Map<Entry, number>();
  for (const word of naming) {
    const fitting = entries.filter((entry) => (lexical.get(entry) ?? 0) > 0 && entry.words.some((forms) => fits(forms, word)));
    const best = Math.max(0, ...fitting.map((entry) => lexical.get(entry) ?? 0));
    for (const entry of fitting) if ((lexical.get(entry) ?? 0) === best) result.set(entry, best);
  }
  // An item some of whose words are claimed by a fuller fit elsewhere is still named a little.
  for (const [entry, value] of lexical) if (value > 0 && !result.has(entry)) result.set(entry, value * 0.3);
  return result;
}

/** Whether every word that could name something names an item the clause names well. */
function isBare(naming: readonly Word[], named: ReadonlyMap<Entry, number>): boolean {
  const well = [...named].filter(([, value]) => value >= 0.75).map(([entry]) => entry);
  return well.length > 0 && naming.every((word) => well.some((entry) => entry.words.some((forms) => fits(forms, word))));
}

const excepting = new Set(['except', 'exept', 'apart']);
const only = new Set(['only']);
/** "add X instead": X stands in for what the clause before named. */
const standingIn = new Set(['instead']);

/** After "→", ":", "=", "to", "should be/say/read", "be called": what the clause gives as the new wording. */
const markers_ =
  /(?:→|->|:|=|\bshould (?:be called|be|say|read)\b|\bought to (?:be|say|read)\b|\bneeds? to (?:be|say|read)\b|\bbe called\b|\bto\b|\bwith\b)\s*/gi;

/** A quote is a wording whole: one cut across a quote mark ('called "hand-blown') is no wording. */
export function cutsAcrossQuote(wording: string): boolean {
  return /["“”]/.test(wording);
}

/** The words of a wording as the readers of items see them. */
function wordsOfText(text: string): Word[] {
  return analyse(text)
    .flat()
    .map((token) => ({ token, forms: formsOf(token) }));
}

const sectionLinks = new Set(['in', 'into', 'to', 'under', 'on', 'among']);
/** What a clause calls something it points back to: "make it X", "call that X". */
const namedAgain = /\b(?:make|call) (?:it|that|this|them|those)\s+(.+)$/i;

/** A wording without the section named at its end ("seasonal flowers in topcis" is "seasonal flowers"). */
function withoutSectionAtEnd(text: string): string {
  const words = wordsOfText(text);
  const last = mentionsOf(words).at(-1);
  const end = words.length - (words.at(-1)?.token.type === 'punctuation' ? 1 : 0);
  if (!last || last.end !== end) return text;
  const link = words.slice(0, last.start).findLastIndex(({ token }) => sectionLinks.has(token.normal));
  return link > 0 ? clauseText(words.slice(0, link)) : text;
}

/** Whether a wording says something beyond where things go and what to do ("under what I offer" says nothing). */
function saysSomething(words: readonly Word[]): boolean {
  return words.some(
    (word) => (word.token.type === 'word' || word.token.type === 'number') && !word.token.stop && !controlWords.has(word.token.normal),
  );
}

/** Whether `words` hold at least half of the naming words of `headline`, and two or more of them. */
function echoes(words: readonly Word[], headline: string): boolean {
  const own = namingWords(words, []);
  const old = namingWords(wordsOfText(headline), []);
  const held = old.filter((word) => own.some((mine) => fits(mine.forms, word))).length;
  return held >= 2 && held * 2 >= old.length;
}

function wordingsOf(
  text: string,
  words: readonly Word[],
  entries: readonly Entry[],
  headline: string,
  mentions: SectionMention[],
  proposed: readonly string[],
): Wording[] {
  const found: Wording[] = [];
  const push = (said: string | null | undefined, strength: number, forHeadline = false) => {
    const plain = cleaned((said ?? '').replace(/^[\s:=\-–—,]+/, ''));
    // A new headline is read against the one it replaces: a new role keeps where it is done.
    const wording = forHeadline && plain ? composeHeadline(plain, headline, text) : plain;
    if (!wording || wording.split(/\s+/).length > 16) return;
    if (found.some((own) => own.text.toLowerCase() === wording.toLowerCase() && own.headline === forHeadline)) return;
    const own = wordsOfText(wording);
    if (!saysSomething(own)) return;
    // "sourdough should be first": a place, and a wording that still asks for one, are no new wording.
    if (!forHeadline && (placingWords.test(wording) || /\bshould (?:be|say|read)\b/i.test(wording))) return;
    // "rugby's the big one" says something of the item "rugby"; it is no new wording of it.
    if (!forHeadline && entries.some((entry) => saysOfItem(wording, entry.text))) return;
    // How much the wording is an item already: the share of the item's words it holds, less when the item holds few of
    // the wording's own. "seed swap i can organise" is "seed swaps"; "pastry chef" is not "a head chef"; "catering for
    // rugby days" is "rugby" at most by half.
    const naming = namingWords(own, []);
    const existing = Math.max(
      0,
      ...entries.map((entry) => {
        const held = entry.words.filter((forms) => naming.some((word) => fits(forms, word))).length / Math.max(entry.words.length, 1);
        const covered = naming.filter((word) => entry.words.some((forms) => fits(forms, word))).length / Math.max(naming.length, 1);
        return held * Math.max(covered, 0.5);
      }),
    );
    const echoesHeadline = forHeadline && echoes(own, headline);
    found.push({ text: wording, strength: cutsAcrossQuote(wording) ? 0.1 : strength, headline: forHeadline, existing, echoesHeadline });
  };
  for (const span of quotedSpans(text)) {
    push(span.text, 1);
    // A quote that says the old headline again, changed, is the new headline wherever it stands.
    if (echoes(wordsOfText(span.text), headline)) push(span.text, 1, true);
  }
  push(headlineFrom(text), 0.9, true);
  const rewording = rewordingOf(text, entries, headline);
  if (rewording) push(rewording.to, 0.9);
  // "add to offer: free injury screening": what follows each marker, the last one first.
  const markers = [...text.matchAll(markers_)].reverse();
  for (const marked of markers.slice(0, 3)) {
    push(text.slice((marked.index ?? 0) + marked[0].length), 0.8);
    push(text.slice((marked.index ?? 0) + marked[0].length), 0.8, true);
  }
  // "make it X", "call that X": X, without the section it goes to ("… in topics").
  const named = namedAgain.exec(text)?.[1];
  if (named) push(withoutSectionAtEnd(named), 0.8);
  push(selfDescription(text), 0.6, true);
  const target = mentions.find((mention) => mention.place !== 'headline' && !mention.negated);
  for (const phrase of addedPhrases(words, target)) push(phrase.text, 0.6);
  // Wordings the rules made of this clause ("pre-seed investors" from "it's pre-seed, not seed").
  const own = namingWords(words, []);
  for (const wording of proposed) {
    const shared = namingWords(wordsOfText(wording), []).filter((word) => own.some((mine) => fits(mine.forms, word)));
    if (shared.length > 0) {
      push(wording, 0.8);
      push(wording, 0.8, true);
    }
  }
  return found.slice(0, 8);
}

/** The quotes of a clause that are new wordings: not words an item or the headline already holds. */
function newQuotesOf(text: string, entries: readonly Entry[], headline: string): string[] {
  return quotedSpans(text)
    .map((span) => cleaned(span.text))
    .filter((quote) => quote && !containsWords(headline, quote) && !entries.some((entry) => containsWords(entry.text, quote)));
}

/** The wordings an addition gives for a new item: plainly given, and no item's words already. */
function additionsOf(view: ClauseView): string[] {
  const adds = view.words.some((word) => isAddingWord(word.token));
  if (view.reading.likelihood.add < 0.5 || !adds) return [];
  return view.wordings
    .filter((wording) => !wording.headline && wording.strength >= 0.6 && wording.existing < 0.5)
    .map((wording) => wording.text)
    .slice(0, 3);
}

const carried = (text: string): Wording => ({ text, strength: 0.8, headline: false, existing: 0 });

/**
 * The wordings of a clause that revises new items: theirs ("put it under topics" says where X
 * goes) or what it gives in their place ("no, make that Y"), and no headline unless it names the headline.
 */
function revisingWordings(text: string, wordings: Wording[], mentions: readonly SectionMention[], revises: readonly string[]): Wording[] {
  if (revises.length === 0) return wordings;
  const instead = cleaned(withoutSectionAtEnd(namedAgain.exec(text)?.[1] ?? ''));
  const own = instead ? [...wordings.filter((wording) => wording.text !== instead), carried(instead)] : wordings;
  // What is given instead replaces them; else they are carried over.
  const carriedOver = instead ? [] : revises.filter((wording) => !own.some((found) => found.text === wording)).map(carried);
  const namesHeadline = mentions.some((mention) => mention.place === 'headline');
  return [...own, ...carriedOver].filter((wording) => namesHeadline || !wording.headline);
}

/** Reads each clause of `request` against the items of the dossier. */
export function requestClauses(
  request: string,
  entries: readonly Entry[],
  headline: string,
  proposed: readonly string[] = [],
): ClauseView[] {
  const views: ClauseView[] = [];
  for (const { words } of clausesOf(request)) {
    const text = clauseText(words);
    const mentions = mentionsOf(words);
    const naming = namingOf(namingWords(words, mentions), entries);
    // Positions, whole sections and "all except": the readers of `namedEntries` name these surely;
    // a new wording in quotes names nothing ("call it 'Braille exam papers'" is no "Braille printers").
    const unquoted = outsideQuotes(words);
    const named = namedEntries(unquoted, entries, mentionsOf(unquoted));
    const ordered = new Map(naming);
    // "move the first topic to the bottom": an item named only by its position is placed too.
    const namedByWords = [...naming.values()].some((value) => value >= 0.75);
    if (named.length === 1 && !namedByWords) ordered.set(named[0] as Entry, 0.9);
    // "rugby's the big one, put it above perry": "it" in an ordering is what the clause before named.
    const before = views.at(-1);
    if (before && hasAny(words, anaphors))
      for (const [entry, value] of before.naming) if (value >= 0.9 && !ordered.has(entry)) ordered.set(entry, value);
    const orderings = orderingsOf(words, entries, mentions, ordered);
    for (const entry of entries) if (quotedSpans(text).some((span) => containsWords(span.text, entry.text))) naming.set(entry, 1);
    for (const entry of named) naming.set(entry, Math.max(naming.get(entry) ?? 0, 0.9));
    // "everything except X": `namedEntries` names the rest of X's section, and X is what stays.
    const keeps = new Set<Entry>();
    if (hasAny(words, excepting)) for (const [entry, value] of naming) if (value >= 0.75 && !named.includes(entry)) keeps.add(entry);
    // "only keep X in topics": X stays, and the other items of its section are named by leaving them out.
    const kept = [...naming].filter(([, value]) => value >= 0.75).map(([entry]) => entry);
    // Not "only" before a preposition: "perry is only for small talk" says what they are for, not what stays.
    const keepsOnly = words.some((word, index) => only.has(word.token.normal) && words[index + 1]?.token.pos !== 'ADP');
    if (keepsOnly && kept.length > 0 && new Set(kept.map((entry) => entry.place)).size === 1) {
      for (const entry of entries) {
        if (kept.includes(entry)) keeps.add(entry);
        else if (entry.place === kept[0]?.place) naming.set(entry, Math.max(naming.get(entry) ?? 0, 0.7));
      }
    }
    // "nah leave singers": what a clause taking back the one before says to leave stays where it is.
    const takesBack = opensRetraction(words.map((word) => word.token.normal));
    if (takesBack && hasAny(words, keeping)) for (const [entry, value] of naming) if (value >= 0.75) keeps.add(entry);
    for (const entry of keeps) naming.set(entry, 0.05);
    const namesOwnItem = [...naming.values()].some((value) => value >= 0.5);
    // "add X, no wait, make that Y": what is revised is the clause before a bare taking back.
    const revised = views.findLast((view) => !(view.takesBack && !view.namesOwnItem && view.revises.length === 0));
    const reading = readClause(text);
    const remark = reading.likelihood.comment >= 0.5;
    // Not "… and make it the first one": where a new item goes in its list is not read here.
    const places = /\b(?:first|second|third|last|top|bottom)\b/i.test(text);
    const revises = !namesOwnItem && !remark && !places && revised && hasAny(words, anaphors) ? additionsOf(revised) : [];
    // "move them to topics": an item named only by pointing back is the one the clause before named
    // (unless it points back to a new item); so is the item a bare name before a dash names ("tournament admin - gone").
    const previous = views.at(-1);
    const previousIsBare = previous !== undefined && previous.bare;
    const pointsBack = revises.length === 0 && (hasAny(words, anaphors) || hasAny(words, standingIn) || previousIsBare);
    if (!namesOwnItem && previous && pointsBack) {
      const most = Math.max(0, ...previous.naming.values());
      for (const [entry, value] of previous.naming)
        if (value >= 0.9 * most) naming.set(entry, Math.max(naming.get(entry) ?? 0, 0.8 * value));
    }
    const wordings = revisingWordings(text, wordingsOf(text, words, entries, headline, mentions, proposed), mentions, revises);
    views.push({
      text,
      words,
      reading,
      mentions,
      target: targetOf(words, mentions),
      naming,
      wordings,
      namesOwnItem,
      nearbyTargets: [],
      bare: isBare(namingWords(words, mentions), naming),
      kept: keeps,
      stated: statedSection(text),
      newQuotes: newQuotesOf(text, entries, headline),
      takesBack,
      orderings,
      revises,
      revisedTarget: revises.length > 0 ? (revised?.target ?? null) : null,
    });
  }
  views.forEach((view, index) => {
    for (const near of [views[index - 1], views[index + 1]]) if (near?.target) view.nearbyTargets.push(near.target);
  });
  return views;
}

/** "we search also a pastry chef": where what a clause says belongs, read by the statement reader. */
function statedSection(text: string): ClauseView['stated'] {
  const { kind, confidence } = readStatement(text);
  return kind === 'lookingFor' || kind === 'canOffer' || kind === 'topics' ? { section: kind, confidence } : null;
}

/** The list sections a clause names as where things go (not after "not"). */
export function sectionsSaid(view: ClauseView): DossierListSection[] {
  return dossierListSections.filter((section) => view.mentions.some((mention) => mention.place === section && !mention.negated));
}

/** Whether a wording opens on an item and says something of it ("rugby's the big one", "rugby is what I play"). */
function saysOfItem(wording: string, item: string): boolean {
  const lower = wording.toLowerCase();
  return lower.startsWith(item.toLowerCase()) && /^(?:'s|\s+(?:is|are|was))\s/.test(lower.slice(item.length));
}
