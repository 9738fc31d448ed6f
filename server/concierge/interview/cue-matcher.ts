import type { ConciergeSubject } from '../../../shared/api/concierge.ts';
import { cueDefinitions } from './cue-table.ts';
import { contractions, slang } from './lexicon.ts';
import type { Sentence } from './nlp.ts';

/** One word as cues read it: a contraction ("I'm") becomes two words that point at the same token. */
export interface Word {
  key: string;
  lemma: string;
  token: number;
}

interface Slot {
  alternatives: ReadonlySet<string>;
  optional: boolean;
}

interface Cue {
  subjects: readonly ConciergeSubject[];
  slots: readonly Slot[];
  keep: boolean;
  fallback: boolean;
  /** Starts with "I", "we", "my" or "our": says itself who speaks, so it needs nothing before it. */
  firstPerson: boolean;
  notBefore: ReadonlySet<string>;
}

/** A cue found in a sentence; start and end are token indices (end exclusive). */
export interface CueMatch {
  subjects: readonly ConciergeSubject[];
  keep: boolean;
  fallback: boolean;
  firstPerson: boolean;
  /** More than one word: a cue that can start a new clause after "and" or a comma. */
  phrase: boolean;
  start: number;
  end: number;
}

const firstPersonWords = new Set(['i', 'we', 'my', 'our']);

const cues: Cue[] = cueDefinitions
  .flatMap((definition) =>
    definition.patterns.map((pattern) => {
      const slots = pattern.split(' ').map((slot) => ({
        alternatives: new Set(slot.replace(/\?$/, '').split('|')),
        optional: slot.endsWith('?'),
      }));
      return {
        subjects: definition.subjects,
        slots,
        keep: definition.keep,
        fallback: definition.fallback ?? false,
        firstPerson: [...(slots[0]?.alternatives ?? [])].every((word) => firstPersonWords.has(word)),
        notBefore: new Set(definition.notBefore ?? []),
      };
    }),
  )
  // Longest first, so "happy to meet" wins over "happy to".
  .sort((a, b) => b.slots.filter((slot) => !slot.optional).length - a.slots.filter((slot) => !slot.optional).length);

/** Every word a cue is made of, with the forms a guest writes, so a misspelt cue word ("lokking", "intrested") is read as the cue. */
const cueSpellings = new Map<string, string>();
const cueWords = cues.flatMap((cue) => cue.slots.flatMap((slot) => [...slot.alternatives]));
for (const word of cueWords) {
  if (word.length < 4 || !/^[a-z-]+$/.test(word)) continue;
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  for (const form of [word, `${stem}ing`, `${stem}ed`, `${word}s`]) if (!cueSpellings.has(form)) cueSpellings.set(form, word);
}

const corrections = new Map<string, string | null>();

/** Optimal string alignment distance, stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The cue word a word the model does not know is a slip of ("wnat" → "want"), if any. */
function correction(word: string): string | null {
  const known = corrections.get(word);
  if (known !== undefined) return known;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const [form, lemma] of cueSpellings) {
    const distance = editDistance(word, form, Math.min(limit, bestDistance - 1));
    if (distance < bestDistance) {
      best = lemma;
      bestDistance = distance;
    }
  }
  if (corrections.size > 5000) corrections.clear();
  corrections.set(word, best);
  return best;
}

export function wordsOf(sentence: Sentence): Word[] {
  const words: Word[] = [];
  sentence.forEach((token, index) => {
    const expanded = contractions[token.normal];
    if (expanded) {
      for (const part of expanded) words.push({ key: part, lemma: part, token: index });
      return;
    }
    const spoken = slang[token.normal];
    if (spoken) {
      words.push({ key: token.normal, lemma: spoken, token: index });
      return;
    }
    // Only words written in lower case: a capitalised unknown word is most likely a name ("Mert" is not "meet").
    const misspelt = token.unknown && token.type === 'word' && token.normal.length >= 4 && token.text === token.normal;
    const fixed = misspelt ? correction(token.normal) : null;
    words.push({ key: token.normal, lemma: fixed ?? token.lemma, token: index });
  });
  return words;
}

/** Words that may sit inside a cue without changing it ("I'm really into", "interested mostly in"). */
const intensifiers = new Set([
  'really',
  'also',
  'very',
  'so',
  'super',
  'quite',
  'pretty',
  'mostly',
  'mainly',
  'currently',
  'especially',
  'deeply',
  'truly',
  'particularly',
  'actually',
  'totally',
  'extremely',
  'always',
  'still',
  'now',
]);

function matchAt(cue: Cue, words: readonly Word[], start: number): number {
  let position = start;
  for (const [index, slot] of cue.slots.entries()) {
    if (index > 0) while (intensifiers.has(words[position]?.key ?? '')) position += 1;
    const word = words[position];
    if (word && (slot.alternatives.has(word.key) || slot.alternatives.has(word.lemma))) position += 1;
    else if (!slot.optional) return -1;
  }
  const next = words[position];
  if (next && (cue.notBefore.has(next.key) || cue.notBefore.has(next.lemma))) return -1;
  return position;
}

/** The longest cue starting at each word of a sentence (a word can start at most one). */
export function findCues(words: readonly Word[]): CueMatch[] {
  const found: CueMatch[] = [];
  for (let start = 0; start < words.length; start += 1) {
    for (const cue of cues) {
      const end = matchAt(cue, words, start);
      if (end <= start) continue;
      found.push({
        subjects: cue.subjects,
        keep: cue.keep,
        fallback: cue.fallback,
        firstPerson: cue.firstPerson,
        phrase: end - start > 1,
        start: words[start]?.token ?? 0,
        end: (words[end - 1]?.token ?? 0) + 1,
      });
      break;
    }
  }
  return found;
}
