import type { FaqEntry } from './faq.ts';

/** Words that say nothing of what is asked. */
const stopWords = new Set(
  'a an the i me my you your we us our it is are was be do does did how what why when where who can could to of in on for with and or not no my am at this that there get got have has'.split(
    ' ',
  ),
);

/**
 * A word's rough stem: lower case, and the common English endings off ("matches", "matching",
 * "matched" → "match"; "deleting" → "delet", like "delete" → "delet"), so that a question meets an
 * entry however the words are inflected. Deliberately crude: it only has to make equal what
 * should be equal within a short FAQ.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const ending of ['ing', 'ed', 'es', 's', 'e']) {
    if (w.length > ending.length + 2 && w.endsWith(ending)) {
      w = w.slice(0, -ending.length);
      break;
    }
  }
  return w;
}

export function terms(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((word) => !stopWords.has(word)).map(stem));
}

/**
 * The FAQ entries a question is about, best first: each scored by the share of the question's
 * terms it holds (in its question or keywords), at most `limit`, none under `minScore`, so a
 * question about nothing we know suggests nothing rather than noise.
 */
export function matchFaq(question: string, entries: readonly FaqEntry[], { limit = 2, minScore = 0.25 } = {}): FaqEntry[] {
  const asked = terms(question);
  if (asked.size === 0) return [];
  return entries
    .map((entry, index) => {
      const known = terms(`${entry.question} ${entry.keywords}`);
      const shared = [...asked].filter((term) => known.has(term)).length;
      return { entry, index, score: shared / asked.size };
    })
    .filter(({ score }) => score >= minScore)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
