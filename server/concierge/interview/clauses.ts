import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import { findCues, wordsOf, type CueMatch } from './cue-matcher.ts';
import { contractions, licenceWords, negationWords, removalVerbs } from './lexicon.ts';
import { isPastForm, type Sentence, type Token } from './nlp.ts';
import { joinsRange } from './amounts.ts';

/** A stretch of a clause that a cue (or cues right next to each other) says is about `subjects`. Token indices into the sentence. */
export interface Segment {
  subjects: ReadonlySet<ConciergeSubject>;
  from: number;
  to: number;
  /** Where the cue's own words end: what follows is what the guest says about the subject ("hiring" alone says little). */
  said: number;
  /** Said by a single word with nobody before it ("Hiring markets…"): an answer to another subject keeps it. */
  weak: boolean;
  /** "I'm not hiring any more": a removal, never an item. */
  negated: boolean;
}

export interface Clause {
  start: number;
  end: number;
  segments: Segment[];
  /** A clause with no cue that negates or removes ("no more crypto", "remove the hiring part"). */
  negated: boolean;
}

const hardBoundaries = new Set([
  ';',
  'but',
  'though',
  'although',
  'whereas',
  'however',
  'because',
  'since',
  '|',
  '•',
  '–',
  '—',
  '(',
  ')',
  '...',
  '…',
]);
/** After a comma these start a clause that explains rather than adds ("…, which", "…, so that"). */
const subordinators = new Set([
  'which',
  'where',
  'while',
  'so',
  'as',
  'when',
  'whereby',
  'maybe',
  'probably',
  'perhaps',
  'possibly',
  'ideally',
]);
const softBoundaries = new Set([',', 'and', '&', 'plus', 'also', 'so', 'then']);
const firstPersonStarts = new Set(['i', 'we', "i'm", 'im', 'my', 'our', "we're"]);
const firstPersonSubjects = new Set(['i', 'we']);
const questionWords = new Set(['what', 'how', 'who', 'which', 'where', 'when', 'why', 'whatever']);
const lingering = new Set(['anymore', 'longer']);
const extraLicence = new Set(['please', 'longer']);

function isLicence(token: Token): boolean {
  if (token.type === 'punctuation' || token.type === 'emoji' || token.type === 'emoticon') return true;
  const parts = contractions[token.normal];
  if (parts) return parts.every((part) => licenceWords.has(part));
  return licenceWords.has(token.normal) || licenceWords.has(token.lemma) || extraLicence.has(token.normal) || isNegation(token);
}

function allLicence(sentence: Sentence, from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) if (!isLicence(sentence[index] as Token)) return false;
  return true;
}

/** Words after "not" that make it a hedge rather than a negation ("not sure yet"). */
const hedgedNot = new Set([
  'sure',
  'yet',
  'certain',
  'really',
  'quite',
  'entirely',
  'nearly',
  'enough',
  'much',
  'many',
  'all',
  'always',
  'too',
  'so',
]);

function isNegation(token: Token, next?: Token): boolean {
  if (next && hedgedNot.has(next.normal)) return false;
  return negationWords.has(token.normal) || negationWords.has(token.lemma);
}

/** Whether the stretch since the last comma opens on a negation (", not the enemy"). */
function negatedAside(sentence: Sentence, comma: number): boolean {
  let from = comma - 1;
  while (from > 0 && sentence[from - 1]?.normal !== ',') from -= 1;
  return from > 0 && isNegation(sentence[from] as Token, sentence[from + 1]);
}

/** Where clauses end: "but", ";", and "and"/"," when a new first-person statement or a cue phrase starts right after. */
function boundariesOf(sentence: Sentence, cueStarts: ReadonlyMap<number, CueMatch>): boolean[] {
  return sentence.map((token, index) => {
    if (hardBoundaries.has(token.normal)) return !joinsRange(sentence, index);
    if (token.normal === '-' && token.space !== '' && (sentence[index + 1]?.space ?? '') !== '') return true;
    const after = sentence[index + 1];
    if (token.normal === ',' && after && (subordinators.has(after.normal) || isNegation(after, sentence[index + 2]))) return true;
    // "…a help, not a nuisance, and to win back trust": a negation set off by commas ends at the next one.
    if (token.normal === ',' && (after?.normal === 'and' || after?.normal === 'but') && negatedAside(sentence, index)) return true;
    if (!softBoundaries.has(token.normal)) return false;
    let next = index + 1;
    while (next < sentence.length && softBoundaries.has(sentence[next]?.normal ?? '')) next += 1;
    const following = sentence[next];
    if (!following) return false;
    const cue = cueStarts.get(next);
    if (cue !== undefined && (cue.phrase || cue.firstPerson)) return true;
    // "…and right now I'm looking for…": a few small words may stand before the new subject.
    for (let ahead = next; ahead < Math.min(sentence.length, next + 4); ahead += 1) {
      const word = sentence[ahead] as Token;
      if (firstPersonStarts.has(word.normal)) return true;
      if (!isLicence(word)) break;
    }
    // "…and hiring two engineers" starts a new statement; "help with fundraising and hiring." does not.
    return cue !== undefined && following.pos === 'VERB' && sentence[cue.end]?.type === 'word';
  });
}

/** "At the breakfast I want to meet…": the first cue right after the speaker (and small words) counts whatever opens the clause. */
function spokenBySelf(sentence: Sentence, from: number, to: number): boolean {
  for (let index = to - 1; index >= from; index -= 1) {
    const token = sentence[index] as Token;
    if (firstPersonStarts.has(token.normal)) return true;
    if (!isLicence(token)) return false;
  }
  return false;
}

/** Words that open a relative clause after a noun ("a workshop where we teach…"). */
const relativeOpeners = new Set(['where', 'which', 'who', 'whom', 'whose', 'that']);
const nounTags = new Set(['NOUN', 'PROPN']);

/**
 * "a workshop where we teach basic welding": a cue spoken inside a relative clause
 * says something of the noun before it, not of the guest's answer, and must not swallow that noun.
 */
function inRelativeClause(sentence: Sentence, start: number, cueStart: number): boolean {
  let opener = cueStart - 1;
  // "…where we can teach": the speaker and small words may stand between the opener and the cue.
  while (
    opener > start &&
    cueStart - opener <= 3 &&
    !relativeOpeners.has(sentence[opener]?.normal ?? '') &&
    isLicence(sentence[opener] as Token)
  )
    opener -= 1;
  const noun = sentence[opener - 1];
  if (opener > start && relativeOpeners.has(sentence[opener]?.normal ?? '') && nounTags.has(noun?.pos ?? '')) return true;
  return madeBySpeaker(sentence, start, cueStart);
}

/**
 * "Recipes we've tested for big groups": with no relative word, a thing, then the speaker, then a
 * verb in its past form, is a thing the guest made or did; its verb cues nothing.
 */
function madeBySpeaker(sentence: Sentence, start: number, cueStart: number): boolean {
  const verb = sentence[cueStart];
  if (!isPastForm(verb)) return false;
  let speaker = cueStart - 1;
  while (speaker > start && sentence[speaker]?.pos === 'AUX') speaker -= 1;
  return speaker > start && firstPersonSubjects.has(sentence[speaker]?.normal ?? '') && nounTags.has(sentence[speaker - 1]?.pos ?? '');
}

const listSubjects: ReadonlySet<ConciergeSubject> = new Set(['looking_for', 'can_offer']);

/**
 * "Recruited four of twenty so far", "I hired two engineers": a need or offer cued by a verb in
 * the past tells what happened, not what the guest seeks or gives. After a noun the same form is a
 * participle that still names one ("volunteers wanted").
 */
function toldInThePast(sentence: Sentence, cue: CueMatch): boolean {
  const verb = sentence[cue.start];
  if (!verb || verb.pos !== 'VERB' || !cue.subjects.every((subject) => listSubjects.has(subject))) return false;
  const previous = sentence[cue.start - 1];
  return isPastForm(verb) && previous?.pos !== 'NOUN' && previous?.pos !== 'PROPN';
}

function acceptedCues(sentence: Sentence, candidates: readonly CueMatch[], start: number, end: number): CueMatch[] {
  const inside = candidates.filter(
    (cue) => cue.start >= start && cue.end <= end && !inRelativeClause(sentence, start, cue.start) && !toldInThePast(sentence, cue),
  );
  const accepted: CueMatch[] = [];
  let previousEnd = start;
  for (const cue of inside) {
    if (cue.start < previousEnd) continue;
    const opensClause = accepted.length === 0 && spokenBySelf(sentence, previousEnd, cue.start);
    if (!cue.firstPerson && !allLicence(sentence, previousEnd, cue.start) && !opensClause) continue;
    if (cue.fallback) {
      // "I'm" before "looking for" only says who speaks: the cue after it is the one that counts.
      let next = cue.end;
      while (next < end && isLicence(sentence[next] as Token)) next += 1;
      // A cue inside the fallback's own words counts only if it reaches further ("I'm" + "be into", not "I teach" + "teach").
      if (inside.some((other) => !other.fallback && other.start >= cue.start && other.start <= next && other.end > cue.end)) continue;
    }
    accepted.push(cue);
    previousEnd = cue.end;
  }
  return accepted;
}

function segmentsOf(sentence: Sentence, cues: readonly CueMatch[], clauseStart: number, clauseEnd: number): Segment[] {
  const segments: Segment[] = [];
  let carried = new Set<ConciergeSubject>();
  let gapStart = clauseStart;
  cues.forEach((cue, index) => {
    const next = cues[index + 1];
    const to = next?.start ?? clauseEnd;
    const subjects = new Set([...carried, ...cue.subjects]);
    if (next && allLicence(sentence, cue.end, to)) {
      // Cues side by side ("I can" + "help with", "at this event" + "I want to meet") describe one stretch.
      carried = subjects;
      return;
    }
    const from = cue.keep ? cue.start : cue.end;
    let negated = false;
    for (let token = gapStart; token < from; token += 1) if (isNegation(sentence[token] as Token, sentence[token + 1])) negated = true;
    for (let token = from; token < to; token += 1) if (lingering.has(sentence[token]?.normal ?? '')) negated = true;
    // "we can't pay": a negation right after the cue ("can" + "n't") takes back what follows.
    if (from < to && isNegation(sentence[from] as Token, sentence[from + 1])) negated = true;
    let speaker = false;
    for (let token = gapStart; token < cue.start; token += 1) if (firstPersonStarts.has(sentence[token]?.normal ?? '')) speaker = true;
    const weak = carried.size === 0 && !cue.phrase && !cue.firstPerson && !speaker;
    segments.push({ subjects, from, to, said: cue.end, weak, negated });
    carried = new Set();
    gapStart = to;
  });
  return segments;
}

function uncuedNegation(sentence: Sentence, start: number, end: number): boolean {
  let first = start;
  for (; first < end && isLicence(sentence[first] as Token); first += 1) {
    if (isNegation(sentence[first] as Token, sentence[first + 1])) return true;
  }
  const opening = sentence[first];
  if (opening && removalVerbs.has(opening.lemma)) return true;
  for (let index = start; index < end; index += 1) {
    const token = sentence[index] as Token;
    if (lingering.has(token.normal) || (token.normal === 'no' && sentence[index + 1]?.normal === 'more')) return true;
  }
  return false;
}

/** "im sam i run a bakery": a first-person statement that starts right after a word, with no punctuation between. */
function startsStatement(sentence: Sentence, start: number, index: number, cueStarts: ReadonlyMap<number, CueMatch>): boolean {
  const previous = sentence[index - 1];
  // "…pile up faster than we can fix them": after "than" the speaker is compared, not starting a statement.
  if (previous?.normal === 'than') return false;
  // "a workshop where we teach welding": after "where" or "which" the speaker describes the noun before.
  if (relativeOpeners.has(previous?.normal ?? '') && nounTags.has(sentence[index - 2]?.pos ?? '')) return false;
  if (previous === undefined || previous.type !== 'word' || isLicence(previous)) return false;
  const cue = cueStarts.get(index);
  if (cue !== undefined) return cue.firstPerson;
  // "Before we're on snow I want every kid checked": the speaker, then a cue, starts a statement too, after words
  // that no cue explained ("At this event I want…" is one statement) and not after "what" ("share what I know about…").
  const speaker = sentence[index] as Token;
  if (!firstPersonSubjects.has(speaker.normal) || !cueStarts.has(index + 1) || questionWords.has(previous.normal)) return false;
  for (let at = start; at < index; at += 1) if (cueStarts.has(at) && !cueStarts.get(at)?.fallback) return false;
  return true;
}

/** Whether `index` lies in a comparison ("…faster than we can fix them"), whose cues say nothing of the guest. */
function compared(sentence: Sentence, start: number, index: number): boolean {
  for (let at = index - 1; at >= start; at -= 1) if (sentence[at]?.normal === 'than') return true;
  return false;
}

/** Splits a sentence into clauses and finds, in each, what its cues say it is about. */
export function clausesOf(sentence: Sentence): Clause[] {
  const candidates = findCues(wordsOf(sentence));
  const cueStarts = new Map<number, CueMatch>();
  for (const cue of candidates) if (!cueStarts.has(cue.start)) cueStarts.set(cue.start, cue);
  const boundaries = boundariesOf(sentence, cueStarts);
  const clauses: Clause[] = [];
  const close = (start: number, end: number) => {
    if (end <= start) return;
    const cues = acceptedCues(sentence, candidates, start, end).filter((cue) => !compared(sentence, start, cue.start));
    const segments = segmentsOf(sentence, cues, start, end);
    clauses.push({ start, end, segments, negated: segments.length === 0 && uncuedNegation(sentence, start, end) });
  };
  let start = 0;
  for (let index = 0; index < sentence.length; index += 1) {
    if (boundaries[index]) {
      close(start, index);
      start = index + 1;
    } else if (index > start && startsStatement(sentence, start, index, cueStarts)) {
      close(start, index);
      start = index;
    }
  }
  close(start, sentence.length);
  return clauses;
}
