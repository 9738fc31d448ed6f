import type { DossierDocument, DossierListSection } from '../../../../shared/api/dossier.ts';
import { Correcting, type Correction } from './correcting.ts';
import { extract } from '../extract.ts';
import { analyse, textOf, type Token } from '../nlp.ts';
import { phrasesOf, type Phrase } from '../phrases.ts';
import {
  addVerbs,
  anaphors,
  clauseText,
  controlWords,
  entriesOf,
  formsOf,
  hasAny,
  isExcept,
  mentionsOf,
  moveVerbs,
  namedAt,
  namedEntries,
  namedWholly,
  negations,
  targetOf,
  type Entry,
  wholeWords,
} from './correction-reading.ts';
import type { Place, SectionMention, Word } from './correction-words.ts';
import { readClause, type ClauseReading } from './clause-operation.ts';
import { clausesOf, onlyTakesBack, opensRetraction, outsideQuotes, withoutSignOff } from './correction-clauses.ts';
import { quotedSpans } from './quoted.ts';
import { quotedWordingOf } from './quoted-wording.ts';
import { composeHeadline } from './headline-rewrite.ts';
import { leadsUpToSection } from './lead-up.ts';
import { asksRemoval, goesTo, saysLater } from './going.ts';
import { readStatement } from './statement-reader.ts';
import { changedWholeSection, itemsSwapped, namesOnlySection } from './whole-sections.ts';
import { placeOfAddition } from './ordering.ts';
import { colonOfAddition, isAddingWord } from './adding.ts';
import { cleaned, containsWords, headlineFrom, rewordingOf, selfDescription } from './rewording.ts';

/**
 * Corrections to a proposed dossier ("those are people I'm looking for, move them", "drop the
 * crypto bit", "add sailing to my topics", "it's pre-seed, not seed", "headline: …"), done
 * exactly: the request is read against the items the guest is looking at, clause by clause
 * (`correction-reading.ts`), and the change touches only what it names. Pure.
 */

export type { Correction };

export interface CorrectionResult {
  document: DossierDocument;
  /** What was done, in order; empty when the request named nothing to change. */
  corrections: Correction[];
  /** The clauses that named no item and asked for no change ("I also mentor founders"): new things the guest says, for the interviewer to read. */
  rest: string[];
}

/** How sure the clause reader must be for its reading to decide: a comment changes nothing, a "who I am" sets the headline, an addition is added. */
const sureOfClause = 0.8;

/** The list a statement belongs in ("we search also a pastry chef": looking for), if it is one the reader is sure of. */
function sectionOfStatement(text: string): DossierListSection | null {
  const { kind, confidence } = readStatement(text);
  if (confidence < 0.8) return null;
  return kind === 'lookingFor' || kind === 'canOffer' || kind === 'topics' ? kind : null;
}

/** What a clause says for a list, read as an answer would be ("I care a lot about rural mental health"); else its phrases. */
function whatItSays(clause: string): Phrase[] {
  const { lists } = extract(clause, null, null);
  const listed = [...lists.lookingFor, ...lists.canOffer, ...lists.topics];
  return listed.length > 0 ? listed : phrasesOf(analyse(clause).flat());
}

const affirmingWords = new Set(['also', 'too', 'add', 'now', 'plus', 'pls', 'plz', 'please']);

/** Whether a clause says nothing but where things go ("offer pls", "it's an offer", "so offer, not looking"). */
function saysNothingNew(words: readonly Word[], mentions: readonly SectionMention[]): boolean {
  const inMention = (index: number) => mentions.some((mention) => index >= mention.start && index < mention.end);
  return words.every(
    (word, index) =>
      inMention(index) ||
      word.token.type !== 'word' ||
      word.token.stop ||
      controlWords.has(word.token.normal) ||
      anaphors.has(word.token.normal) ||
      negations.has(word.token.normal) ||
      affirmingWords.has(word.token.normal),
  );
}

/** Whether a quote is the name of a section ("from my 'can offer'"), not new words. */
function namesSection(text: string): boolean {
  const words = analyse(text)
    .flat()
    .map((token) => ({ token, forms: formsOf(token) }));
  return mentionsOf(words).length > 0;
}

/** The quoted words of a clause ("add "cycling" and 'sailing' to my topics"), if any. */
function quoted(text: string): Phrase[] {
  // A quote is the guest's wording as a whole ("right to manage"), not cut into phrases.
  return quotedSpans(text).map((span) => ({
    text: span.text,
    terms: analyse(span.text)
      .flat()
      .filter((token) => token.type === 'word')
      .map((token) => token.normal),
  }));
}

/**
 * What an addition adds: quoted words; else the words between its verb and the section ("add
 * sailing to my topics"); else, with no verb, those before the section ("youth unemployment too
 * (topic)"); else those after it ("also I can offer code reviews", "topics: slow fashion").
 */
export function addedPhrases(words: readonly Word[], mention: SectionMention | undefined): Phrase[] {
  const inQuotes = quoted(clauseText(words));
  if (inQuotes.length > 0) return inQuotes;
  const tokens = words.map((word) => word.token);
  const colon = colonOfAddition(tokens);
  const verbAt = colon >= 0 ? colon : tokens.findIndex(isAddingWord);
  const usable = (phrase: Phrase) =>
    !phrase.terms.every((term) => controlWords.has(term.toLowerCase()) || anaphors.has(term.toLowerCase()) || affirmingWords.has(term));
  const found = (part: readonly Token[]) => {
    const stretch = [...part];
    // "add a photographer to what I am [looking for]": the words that lead up to the section are no part of what is added.
    while (stretch.length > 0 && leadsUpToSection(stretch.at(-1) as Token)) stretch.pop();
    // "as well" says the same as "too".
    const asWell = (token: Token, index: number) =>
      (token.normal === 'as' && stretch[index + 1]?.normal === 'well') || (token.normal === 'well' && stretch[index - 1]?.normal === 'as');
    return phrasesOf(stretch.filter((token, index) => !affirmingWords.has(token.normal) && token.normal !== ':' && !asWell(token, index)))
      .map((phrase) => ({ ...phrase, text: cleaned(phrase.text) }))
      .filter((phrase) => phrase.text && usable(phrase));
  };
  const candidates: Token[][] = [];
  if (mention && verbAt >= 0 && verbAt < mention.start) candidates.push(tokens.slice(verbAt + 1, mention.start));
  if (mention && verbAt < 0) candidates.push(tokens.slice(0, mention.start));
  candidates.push(tokens.slice(mention ? Math.max(mention.end, verbAt + 1) : verbAt + 1));
  for (const candidate of candidates) {
    const phrases = found(candidate);
    if (phrases.length > 0) return phrases;
  }
  return [];
}

/** The one quote of a clause that is no item's wording already: a new wording ("move it to offers as 'X'"). */
function newWordingQuoted(text: string, entries: readonly Entry[]): string | null {
  const spans = quotedSpans(text);
  const [span] = spans;
  if (spans.length !== 1 || !span || entries.some((entry) => containsWords(entry.text, span.text))) return null;
  return span.text;
}
/** The sentences of a request, apart, so that a rewording split by a dash ("Not "mums" — "parents"") is read whole. */
function sentencesOf(request: string): string[] {
  return analyse(request).map((sentence) => textOf(sentence));
}

/** The reading of a change request by rules over its clauses: one candidate among those `correction-choice.ts` weighs. */
export function correctionsByRules(base: DossierDocument, request: string, messageId: string): CorrectionResult {
  const correcting = new Correcting(base, messageId);
  const rest: string[] = [];
  /** Clauses that changed nothing, comments included: what a later "put that in topics" may point back to. */
  const unused: string[] = [];
  /** A clause that named nothing to change: new words for the interviewer. */
  const setAside = (text: string) => {
    rest.push(text);
    unused.push(text);
  };
  let previous: Entry[] = [];
  let unplaced: Entry[] = [];
  let pendingSection: Place | null = null;
  const moved = new Set<string>();
  /** Where a clause taken back sent things: "add X to topics, no wait, add Y instead" adds Y there. */
  let takenBackTarget: Place | null = null;
  const remaining = sentencesOf(request).filter((sentence) => {
    const entries = entriesOf(correcting.document());
    // A sentence of several requests ("swap Python for Julia in the offers, and data mentors -> ML mentors") is read clause by clause;
    // one request and its reason ("… should say night shifts, I work nights") is read whole.
    const parts = clausesOf(sentence).map(({ words }) => ({
      words,
      reworded: rewordingOf(clauseText(words), entries, correcting.headline),
    }));
    const reworded = parts.filter((part) => part.reworded).length;
    const namesMore = parts.some(({ words, reworded: own }) => {
      const mentions = mentionsOf(words);
      return !own && (mentions.length > 0 || namedEntries(words, entries, mentions).length > 0);
    });
    if (reworded > 1 || (reworded === 1 && namesMore)) return true;
    const rewording = rewordingOf(sentence, entries, correcting.headline);
    return !(rewording && !/\b(?:headline|title)\b/i.test(sentence) && correcting.reword(rewording.from, rewording.to, rewording.identity));
  });
  const clauses = clausesOf(remaining.join('\n')).map(({ words }) => ({ words, reading: readClause(clauseText(words)) }));
  const isComment = ({ operation, confidence }: ClauseReading) => operation === 'comment' && confidence >= sureOfClause;
  // A request that is all comment is what the guest newly says ("I know permitting in Israel inside out"), not a reason.
  const asksSomething = clauses.some(({ reading }) => !isComment(reading));
  let wholeChangedAt = -1;
  for (const [index, { words, reading }] of clauses.entries()) {
    // "delete X, actually no, keep it": what the next clause takes back is not asked.
    const next = clauses[index + 1];
    if (next && opensRetraction(next.words.map((word) => word.token.normal))) {
      takenBackTarget = targetOf(words, mentionsOf(words));
      continue;
    }
    if (onlyTakesBack(words.map((word) => word.token.normal))) continue;
    // "I'll sort my topics out later": what the guest will do is no change asked now.
    if (saysLater(words)) continue;
    const text = clauseText(words);
    // "I'm not qualified yet", "I can connect people": the reason for a change adds nothing of its own.
    // A clause that opens on a verb of adding ("put in just one thing: …") asks, whatever the reader makes of it.
    const opensOnAdding = words[0] !== undefined && isAddingWord(words[0].token);
    const comment = asksSomething && isComment(reading) && !opensOnAdding;
    const mentions = mentionsOf(words);
    const entries = entriesOf(correcting.document());
    // A verb inside a quote ("phrased as 'ways to cut paperwork'") is the guest's wording, not what to do.
    const unquoted = outsideQuotes(words);
    const removing = asksRemoval(unquoted);

    const headlineNamed = mentions.some((mention) => mention.place === 'headline');
    if (headlineNamed && (removing || /\bno\b/i.test(text)) && correcting.trimHeadline(text)) continue;
    // "I'm CTO at Haulio now": who the guest says they are, when the clause asks for nothing but that.
    // Once: a headline the request already changed plainly is not changed again by a remark ("…, I'm freelance there").
    const headlineChanged = correcting.done.some(
      (done) => done.kind === 'headline' || (done.kind === 'reword' && done.section === 'headline'),
    );
    // …and only when nothing else is asked, unless the headline is named: beside "add that to what I offer", "I'm a fussy editor" is a reason.
    const onlyAsk = clauses.every((other, at) => at === index || isComment(other.reading)) || /\b(?:headline|title)\b/i.test(request);
    const saidOfSelf =
      reading.operation === 'headline' && reading.confidence >= sureOfClause && !headlineChanged && onlyAsk ? selfDescription(text) : null;
    const headline = (headlineNamed && !removing) || /\bcall me\b/i.test(text) ? headlineFrom(text) : saidOfSelf;
    if (headline) {
      correcting.setHeadline(composeHeadline(headline, correcting.headline, text));
      continue;
    }
    const wording = quotedWordingOf(words, entries);
    if (wording && correcting.reword(wording.entry.text, wording.to, false)) continue;
    const rewording = rewordingOf(text, entries, correcting.headline);
    if (rewording && correcting.reword(rewording.from, rewording.to, rewording.identity)) continue;

    const current = (list: readonly Entry[]) =>
      list.map((entry) => entries.find((own) => own.text === entry.text)).filter((entry) => entry !== undefined);
    const pointsBack = hasAny(withoutSignOff(words), anaphors);
    const inQuotes = quoted(text);
    // "just put 'walks in the orchard'": a quote that is no item's wording is new words, naming nothing ("orchard tours").
    const newWordsOnly =
      inQuotes.length > 0 &&
      inQuotes.every((quote) => !entries.some((entry) => containsWords(entry.text, quote.text)) && !namesSection(quote.text));
    // What follows the colon of an addition is new words too, naming no item.
    const colon = colonOfAddition(words.map((word) => word.token));
    const listedNew = colon >= 0 ? words.slice(0, colon) : null;
    const naming = listedNew ?? (newWordsOnly ? unquoted : words);
    let named = namedEntries(naming, entries, naming === words ? mentions : mentionsOf(naming));
    // "clear what I offer and just put cider courses": what is put after a removal stands in for what went.
    const afterRemoval = correcting.done.at(-1)?.kind === 'remove';
    // "… are the wrong way round, switch them": what the clause before did already is not undone.
    const mentionsBefore = wholeChangedAt === index - 1 ? [] : mentionsOf(clauses[index - 1]?.words ?? []);
    const clause = { words, mentions, named, quotes: inQuotes, removing, adding: hasAny(words, addVerbs), mentionsBefore };
    if (changedWholeSection(correcting, clause)) {
      wholeChangedAt = index;
      continue;
    }
    // "add glaze recipes to my offers": with "add", an item named only in part is not what is added.
    if (hasAny(words, addVerbs)) named = named.filter((entry) => namedWholly(words, entry));
    if (named.length === 0 && (pointsBack || removing || hasAny(words, moveVerbs))) named = current(previous);
    const swapped = itemsSwapped(unquoted, named);
    if (swapped) {
      const [first, second] = swapped;
      correcting.move([first], second.place);
      correcting.move([second], first.place);
      previous = named;
      continue;
    }
    const target: Place | null = targetOf(words, mentions) ?? pendingSection;
    const listTarget = target && target !== 'headline' ? target : null;
    // "take tamales out of topics and put them in offers": what this request took out, sent somewhere, is moved there.
    if (named.length === 0 && listTarget && !removing && (pointsBack || hasAny(words, moveVerbs))) {
      const sent = previous.filter((entry) => correcting.moveRemoved(entry.text, listTarget));
      if (sent.length > 0) continue;
    }
    // "we have a vet already" says nothing of where the vet goes; "Kiln space I have, not need" does.
    const targetIsWeak = mentions.find((mention) => mention.place === target && !mention.negated)?.weak === true;
    // "topics — add monotype too", "things I can help with - add X": a clause that only names a section says where the next one goes.
    const onlyNamesSection = words.filter((word) => word.token.type === 'word').length === 1 || saysNothingNew(words, mentions);
    pendingSection = mentions.length === 1 && named.length === 0 && onlyNamesSection ? (target ?? null) : null;
    // "delete everything under topics", "move all offers to looking for except the safety one": a whole section.
    // So is a section taken out by its name alone ("wipe what I offer", "clear my topics").
    const sectionRemoved = removing && named.length === 0 && !pointsBack && namesOnlySection(unquoted, mentions);
    const scope =
      hasAny(words, wholeWords) || sectionRemoved
        ? mentions.find(
            (mention) =>
              mention.place !== 'headline' &&
              (removing || mention.place !== listTarget) &&
              (!sectionRemoved || words[mention.start - 1]?.token.normal !== 'from'),
          )
        : undefined;
    if (scope) {
      const except = words.findIndex(isExcept);
      const kept = except >= 0 ? namedEntries(words.slice(except + 1), entries, []) : [];
      named = entries.filter((entry) => entry.place === scope.place && !kept.some((own) => own.text === entry.text));
    }
    // "offer pls", "it's an offer": a clause that only names a section sends there what the clause before named.
    if (named.length === 0 && listTarget && !hasAny(words, addVerbs) && saysNothingNew(words, mentions)) named = current(previous);
    const firstNegation = words.findIndex((word) => negations.has(word.token.normal));
    const negatedBefore = (entry: Entry) => firstNegation >= 0 && (namedAt(words, entry) < 0 || firstNegation < namedAt(words, entry));
    const negated = mentions.some((mention) => mention.negated) || named.some(negatedBefore);

    if (named.length > 0 && words.some((word) => word.token.normal === 'only') && listTarget) {
      correcting.remove(entries.filter((entry) => entry.place === listTarget && !named.includes(entry)));
    } else if (named.length > 0 && removing) {
      const from = mentions.find((mention) => mention.place !== 'headline')?.place;
      const inNamed = named.filter((entry) => entry.place === from);
      correcting.remove(inNamed.length > 0 ? inNamed : named);
    } else if (
      named.length > 0 &&
      listTarget &&
      named.some((entry) => entry.place !== listTarget) &&
      (!targetIsWeak || negated || hasAny(words, moveVerbs) || goesTo(words))
    ) {
      correcting.move(named, listTarget);
      for (const entry of named) moved.add(entry.text);
      // "put paperwork under looking for, phrased as 'ways to cut paperwork'": moved, and given the quote's wording.
      const [only] = named;
      const wording = named.length === 1 && only ? newWordingQuoted(text, entries) : null;
      if (only && wording && correcting.done.at(-1)?.kind === 'move') correcting.rewrite({ ...only, place: listTarget }, wording);
    } else if (named.length > 0 && negated && !hasAny(words, addVerbs)) {
      // "I'm not offering X": where X should be may come in a later clause ("those are people I'm looking for").
      unplaced = [...unplaced, ...named];
    } else if (comment) {
      // A comment is neither an addition nor new words for the interviewer, but a later clause may point back to it.
      if (named.length === 0) unused.push(text);
    } else if (listTarget && (named.length === 0 || hasAny(words, addVerbs))) {
      const mention = mentions.find((own) => own.place === listTarget && !own.negated);
      // Without "add" or "also", only "looking for X", "I can offer X" add X; "it's an offer" adds nothing.
      const verbal =
        mention !== undefined &&
        words.slice(mention.start, mention.end).some((word) => word.token.pos === 'VERB' || word.token.pos === 'AUX');
      // "put X in topics", "topics: X" ask for an addition as plainly as "add X" does.
      const listed = mention !== undefined && [':', '-', '—', '–'].includes(words[mention.end]?.token.normal ?? '');
      // "the broker is wrong, it's a freight forwarder I want": said right after taking an item out, it stands in for it.
      const replacing = previous.some((entry) => correcting.done.some((done) => done.kind === 'remove' && done.item === entry.text));
      const asked = hasAny(words, addVerbs) || hasAny(words, moveVerbs) || hasAny(words, affirmingWords) || listed || replacing;
      // "add X as the second item": the place is where X goes, no part of X.
      const found = hasAny(words, addVerbs) ? placeOfAddition(words) : null;
      const placed = found && (!mention || mention.end <= found.from) ? found : null;
      const phrases = (mention?.weak || !verbal) && !asked ? [] : addedPhrases(placed ? words.slice(0, placed.from) : words, mention);
      const antecedent = phrases.length === 0 && pointsBack ? unused.flatMap((said) => whatItSays(said)).slice(0, 1) : [];
      correcting.add(phrases.length > 0 ? phrases : antecedent, listTarget, placed?.at);
    } else if (
      hasAny(words, addVerbs) ||
      (named.length === 0 && hasAny(words, moveVerbs) && (inQuotes.length > 0 || afterRemoval)) ||
      // "'rugby' out, 'skittles' in": a quote put "in" after a removal.
      (named.length === 0 && inQuotes.length > 0 && afterRemoval && words.at(-1)?.token.normal === 'in')
    ) {
      // "drop Python, add Julia", "clear my offers and put 'X'": an addition with no section goes where the change before it was.
      const last = [...correcting.done].reverse().find((done) => done.kind !== 'headline' && done.kind !== 'reword');
      const lastSection = last && 'to' in last ? last.to : last && 'from' in last && last.from !== 'about' ? last.from : null;
      const section = lastSection ?? (takenBackTarget === 'headline' ? null : takenBackTarget);
      if (section) correcting.add(addedPhrases(words, undefined), section);
      else setAside(text);
    } else if (named.length === 0 && !pointsBack) {
      // "we search also a pastry chef": an addition without a section's name goes where what it says belongs.
      const asksToAdd = reading.operation === 'add' && reading.confidence >= sureOfClause && words.some((word) => isAddingWord(word.token));
      const section = asksToAdd ? sectionOfStatement(text) : null;
      const phrases = section ? addedPhrases(words, undefined) : [];
      if (section && phrases.length > 0) correcting.add(phrases, section);
      else setAside(text);
    }
    if (named.length > 0) previous = named;
  }
  // Said not to be where they are, and placed nowhere else: taken out.
  correcting.remove(unplaced.filter((entry) => !moved.has(entry.text)));
  return { document: correcting.document(), corrections: correcting.done, rest };
}
