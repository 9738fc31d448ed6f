import { analyse, type Token } from '../nlp.ts';
import { addVerbs, changeVerbs, formsOf, mentionsOf, moveVerbs, removeVerbs, targetLinks } from './correction-reading.ts';
import type { Clause, Word } from './correction-words.ts';

/**
 * The clauses of a change request: its sentences, split again at ";", dashes, "but", "so", at "and"
 * or "," before a new verb of change or a new subject, at a comma before a statement of its own
 * (the reason beside a change), and where one verb does two changes ("add A to X and B to Y").
 * Never inside a quote. Pure.
 */

const clauseBreaks = new Set([';', '—', 'but', 'though', 'however', 'so']);
const clauseStarts = new Set([...moveVerbs, ...removeVerbs, ...addVerbs, ...changeVerbs, 'take', 'also', 'headline', 'topics']);
const leadIns = new Set(['just', 'then', 'instead', 'simply']);
const subjects = new Set(['i', 'we', "i'm", 'im', "we're", 'it', "it's", 'its', 'they', "they're", 'thats']);
const dash = (token: Token) => (token.normal === '-' || token.normal === '–') && token.space !== '';
const quotes = new Set(['"', '“', "'"]);
const quoteMarks = new Set(['"', '“', '”', '‘', '’', "'"]);
/** A quote mark, or a word the tokenizer joined to the mark that opens a quote ("'a bigger studio'" gives "'a"). */
export function isQuoteMark(token: Token): boolean {
  return quoteMarks.has(token.normal) || (token.space !== '' && /^['‘"“]\p{L}/u.test(token.text));
}

/** The words of a clause outside its quotes: a verb inside a quote ("'ways to cut paperwork'") is the guest's wording, not the request's. */
export function outsideQuotes(words: readonly Word[]): Word[] {
  let inside = false;
  return words.filter((word) => {
    if (!isQuoteMark(word.token)) return !inside;
    inside = !inside;
    return false;
  });
}

const subjectTags = new Set(['NOUN', 'PROPN']);
const nominalTags = new Set([...subjectTags, 'DET', 'ADJ', 'NUM', 'PRON']);

/**
 * Whether a sentence goes on at `from` with a statement of its own, a subject and a finite verb
 * ("…, the van was sold", "…, insurance won't pay"): the reason beside a change, not more items.
 */
function startsStatement(sentence: readonly Token[], from: number): boolean {
  let at = from;
  // "…, cider and perry are just …": a subject of two joined by "and".
  const joined = (index: number) => sentence[index]?.normal === 'and' && nominalTags.has(sentence[index + 1]?.pos ?? '');
  while (at < sentence.length && at < from + 5 && (nominalTags.has(sentence[at]?.pos ?? '') || (at > from && joined(at)))) at += 1;
  const subject = sentence.slice(from, at).some((token) => subjectTags.has(token.pos));
  const verb = sentence[at];
  return subject && verb !== undefined && (verb.pos === 'AUX' || (verb.pos === 'VERB' && !verb.normal.endsWith('ing')));
}

const gapVerbs = new Set([...addVerbs, ...moveVerbs, ...removeVerbs]);
const gapLinks = new Set([...targetLinks, 'from']);

/** Whether `words` send something to a section: a link word ("to", "from") before a section named last. */
function endsInSection(words: readonly Word[]): boolean {
  const last = mentionsOf(words).at(-1);
  if (!last || last.place === 'headline') return false;
  const rest = words.slice(last.end);
  return (
    rest.every((word) => word.token.type === 'punctuation') && words.slice(0, last.start).some((word) => gapLinks.has(word.token.normal))
  );
}

/**
 * "add A to who I need and B to what I offer", "move X to offers and Y to topics": one verb, two
 * changes; the second clause takes the verb of the first. Split only when both halves end by
 * naming a section and the second has no verb of its own.
 */
function withGapsFilled(words: Word[]): Word[][] {
  const verbAt = words.findIndex((word) => gapVerbs.has(word.token.lemma.toLowerCase()) || gapVerbs.has(word.token.normal));
  if (verbAt < 0) return [words];
  for (let at = verbAt + 2; at < words.length - 2; at += 1) {
    if (words[at]?.token.normal !== 'and') continue;
    const first = words.slice(0, at);
    const second = words.slice(at + 1);
    if (!endsInSection(first) || !endsInSection(second)) continue;
    if (second.some((word) => gapVerbs.has(word.token.lemma.toLowerCase()))) continue;
    return [first, ...withGapsFilled([words[verbAt] as Word, ...second])];
  }
  return [words];
}

/**
 * Words that open a clause taking back the one before; not "no longer", "no more", "no need for"
 * (those remove), nor "no idea why…", "no worries" (remarks).
 */
const retractionOpeners = new Set(['nah', 'no', 'nope', 'actually', 'wait', 'nvm']);
const stillAsking = new Set([
  'longer',
  'more',
  'need',
  'one',
  'such',
  'thanks',
  'idea',
  'clue',
  'problem',
  'worries',
  'worry',
  'rush',
  'doubt',
]);
/** Two words that take back what was just said: "on second thought", "scratch that", "never mind". */
const retractionPairs = new Set([
  'on second',
  'scratch that',
  'never mind',
  'forget that',
  'ignore that',
  'cancel that',
  'hang on',
  'hold on',
]);
/** Words that say an item stays: "nah leave it", "actually, keep it". */
export const keeping = new Set(['keep', 'leave']);
export const hesitations = new Set(['hmm', 'hm', 'um', 'umm', 'uh', 'er', 'oh', 'oops', 'ah']);
/** What a clause that only takes back may hold besides its opening: "no wait", "actually no, sorry", "scratch that". */
const takingBackOnly = new Set([
  ...retractionOpeners,
  ...hesitations,
  'sorry',
  'that',
  'thought',
  'mind',
  'on',
  'second',
  'scratch',
  'hang',
  'hold',
  'forget',
  'ignore',
  'cancel',
  'never',
]);

const isWord = (word: string) => /[\p{L}\p{N}]/u.test(word);

/** Whether `words` (their normal forms) open by taking back what was said before: "no wait, …", "hmm, on second thought …". */
export function opensRetraction(words: readonly string[]): boolean {
  const said = words.filter((word) => isWord(word) && !hesitations.has(word));
  const [first = '', second = ''] = said;
  if (retractionPairs.has(`${first} ${second}`)) return true;
  // "actually I run one myself" goes on with a statement; "actually no", "actually, keep it" take back.
  if (first === 'actually' && said.length > 1) {
    const after = words[words.indexOf(first) + 1] ?? '';
    return !isWord(after) || retractionOpeners.has(second) || takingBackOnly.has(second) || keeping.has(second);
  }
  return retractionOpeners.has(first) && !stillAsking.has(second);
}

/** Whether `words` do nothing but take back what was said before ("No wait", "scratch that"): no request of their own. */
export function onlyTakesBack(words: readonly string[]): boolean {
  return opensRetraction(words) && words.filter(isWord).every((word) => takingBackOnly.has(word));
}

/** Whether an arrow comes before the next comma from `from` on. */
function arrowBeforeComma(sentence: readonly Token[], from: number): boolean {
  for (const token of sentence.slice(from)) {
    if (token.normal === ',') return false;
    if (token.normal === '→') return true;
  }
  return false;
}

/**
 * Clauses: sentences, split again at ";", dashes, "but", "so", at "and" or "," before a new verb of
 * change or a new subject, at "," between two arrows, and before words that take back the clause before.
 */
export function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  // Every way of typing an arrow ("->", "=>", "⇒") is one arrow: "old → new".
  for (const sentence of analyse(text.replace(/\s*(?:-+>|=+>|[→⇒➔➜])\s*/g, ' → '))) {
    let current: Word[] = [];
    const opened = clauses.length;
    const close = () => {
      // "…, and that's it": a sign-off alone closes the clause before it ("just put X and Y, and that's it").
      const previous = clauses.at(-1);
      if (clauses.length > opened && previous && isSignOff(current)) previous.words.push(...current);
      // "hmm" alone is no clause: what it hesitates over is the clause after it.
      else if (current.some((word) => word.token.type === 'word' && !hesitations.has(word.token.normal)))
        clauses.push(...withGapsFilled(current).map((words) => ({ words })));
      current = [];
    };
    sentence.forEach((token, index) => {
      // "… and just put X", "and then um add X": a verb of change after words that lead up to it still starts a clause.
      let ahead = index + 1;
      while (leadIns.has(sentence[ahead]?.normal ?? '') || hesitations.has(sentence[ahead]?.normal ?? '')) ahead += 1;
      const next = sentence[ahead];
      const startsNew =
        next !== undefined &&
        (clauseStarts.has(next.lemma.toLowerCase()) ||
          clauseStarts.has(next.normal) ||
          subjects.has(next.normal) ||
          quotes.has(next.normal) ||
          next.normal === 'and' ||
          (next.normal === 'get' && sentence[sentence.indexOf(next) + 1]?.normal === 'rid'));
      // "1) drop the company name 2) …": a number before ")" starts a new item of the request.
      const numbered = token.type === 'number' && next?.normal === ')';
      if (numbered || (token.normal === ')' && sentence[index - 1]?.type === 'number')) {
        close();
        return;
      }
      // "add 'psychosis' and 'early intervention'": a quote after "and" goes on with a list.
      // Inside a quote the guest's own wording goes on, whatever it says ("weekend and night cover").
      const quotesBefore = current.filter((word) => isQuoteMark(word.token)).length;
      if (quotesBefore % 2 === 1 && !isQuoteMark(token)) {
        current.push({ token, forms: formsOf(token) });
        return;
      }
      const listGoesOn = token.normal === 'and' && quotes.has(next?.normal ?? '') && current.some((word) => quotes.has(word.token.normal));
      // "…, what I really need is X": after a comma, a statement of what the guest wants or offers.
      const statesWhat = token.normal === ',' && next?.normal === 'what' && subjects.has(sentence[index + 2]?.normal ?? '');
      const reason = token.normal === ',' && (startsStatement(sentence, index + 1) || statesWhat);
      // "perry → pear cider, rugby → Bath rugby": each arrow is a rewording of its own.
      // "delete X, actually no, keep it": what takes back the clause before is a clause of its own.
      const breaks = token.normal === ',' || /^\.+$/.test(token.normal);
      const takingBack = breaks && opensRetraction(sentence.slice(index + 1, index + 5).map((own) => own.normal));
      const nextArrow = token.normal === ',' && current.some((word) => word.token.normal === '→') && arrowBeforeComma(sentence, index + 1);
      if (
        clauseBreaks.has(token.normal) ||
        dash(token) ||
        reason ||
        nextArrow ||
        takingBack ||
        ((token.normal === 'and' || token.normal === ',') && startsNew && !listGoesOn)
      ) {
        close();
        return;
      }
      current.push({ token, forms: formsOf(token) });
    });
    close();
  }
  return clauses;
}

const signOffWords = new Set(['and', 'that', "'s", 'is', 'it', 'all', 'nothing', 'else', 'just', 'thanks', 'please', 'pls']);

/** Whether words are a sign-off alone: "and that's it", "that's all", "nothing else". */
function isSignOff(words: readonly Word[]): boolean {
  const said = words.filter((word) => word.token.type === 'word').map((word) => word.token.normal);
  return said.length > 0 && said.every((word) => signOffWords.has(word)) && said.some((word) => ['it', 'all', 'else'].includes(word));
}

/** Where "that's it" / "that is all" starts in a clause's words (its normal forms), or -1. */
export function signOffAt(normals: readonly string[]): number {
  return normals.findIndex(
    (word, index) => word === 'that' && ["'s", 'is'].includes(normals[index + 1] ?? '') && ['it', 'all'].includes(normals[index + 2] ?? ''),
  );
}

/** A clause without the sign-off it ends on ("… yeah that's it", "… that is all"): its "it" points at nothing. */
export function withoutSignOff(words: readonly Word[]): Word[] {
  const normals = words.map((word) => word.token.normal);
  const at = signOffAt(normals);
  return at >= 0 && normals.slice(at + 3).every((word) => !/\p{L}/u.test(word)) ? words.slice(0, at) : [...words];
}
