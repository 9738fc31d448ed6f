import type { Token } from './nlp.ts';

/**
 * Remarks beside what a guest looks for or offers: a statement about something else than the
 * speaker ("it breaks my heart", "she's grown a proper beard", "Mine was made by my nephew"), an
 * amount alone ("3x/week"), a quality alone ("retired", "paid"). They are read as the guest's, but
 * they are not something to read after "Looking for:" or "Can offer:". A problem the guest has
 * ("I'm paying a guy to haul it off", "our seed dies in the bags every spring") is kept: its
 * subject is the guest or a thing of theirs.
 */

/** Subjects that point at something said before or at someone else: what follows comments on it. */
const otherSubjects = new Set(['it', "it's", 'its', 'that', "that's", 'this', 'she', "she's", 'he', "he's", 'they', "they're"]);
/** Possessive pronouns standing alone as a subject ("Mine was made by my nephew"). */
const standingPossessives = new Set(['mine', 'yours', 'hers', 'his', 'ours', 'theirs']);
const verbTags = new Set(['VERB', 'AUX']);

/** Whether a statement starts at `index`: a subject pronoun of another than the speaker, then a verb. */
export function commentStartsAt(tokens: readonly Token[], index: number): boolean {
  const subject = tokens[index];
  if (!subject || !(otherSubjects.has(subject.normal) || standingPossessives.has(subject.normal))) return false;
  // "it's", "she's": the verb may be part of the subject's own token, or the next one.
  if (subject.normal.includes("'")) return true;
  const verb = tokens[index + 1];
  return verb !== undefined && (verbTags.has(verb.pos) || verb.normal === "'s" || verb.normal === "'re");
}

const writtenWords = (tokens: readonly Token[]) => {
  const words: Token[][] = [];
  for (const token of tokens) {
    if (token.type === 'punctuation' && token.space !== '') continue;
    if (token.space !== '' || words.length === 0) words.push([token]);
    else words.at(-1)?.push(token);
  }
  return words;
};

/** A past participle or adjective alone says how something is, not what it is ("retired", "paid", "repaired"). */
function qualityOnly(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => token.type === 'word');
  const quality = (token: Token) => token.pos === 'ADJ' || token.pos === 'ADV' || isParticiple(token);
  return words.length > 0 && words.length <= 2 && words.every(quality);
}

const objectPronouns = new Set(['me', 'us', 'him', 'them']);
const isParticiple = (token: Token | undefined) => token?.pos === 'VERB' && /(?:ed|en)$/.test(token.normal);

/**
 * A predicate whose subject was left in the sentence before: "[it] drives me nuts" (a verb in the
 * third person with its object), "[we've] been waiting" (a perfect tense), "[half of it is] already
 * smashed to kindling" (a participle with no noun after it).
 */
function predicateOnly(tokens: readonly Token[]): boolean {
  const [first, second] = tokens;
  if (first && second && /[^s]s$/.test(first.normal) && objectPronouns.has(second.normal)) return true;
  // "[I've] been going a bit stir crazy": a perfect tense whose subject and helper went before.
  if (first?.normal === 'been') return true;
  let at = 0;
  while (tokens[at]?.pos === 'ADV') at += 1;
  return isParticiple(tokens[at]) && ['ADP', 'ADV', 'PART', undefined].includes(tokens[at + 1]?.pos);
}

/** Whether an item candidate is a remark rather than something looked for or offered. */
export function isRemark(tokens: readonly Token[]): boolean {
  if (commentStartsAt(tokens, 0) || predicateOnly(tokens)) return true;
  const written = writtenWords(tokens);
  // "3x/week", "800k": one written word that starts with a number is an amount, not a thing ("a11y", "k8s" are names).
  if (written.length === 1 && /^\d/.test(written[0]?.[0]?.text ?? '')) return true;
  return qualityOnly(tokens);
}
