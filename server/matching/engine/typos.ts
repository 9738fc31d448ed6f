/**
 * Guests type fast: "enginer", "hlep". A word the language model does not know is read as a word
 * the event does know when one letter apart (deleted, added, changed or swapped with its
 * neighbour), found with symmetric deletes (each word and its one-letter deletions share a key).
 * Short words are left alone: at four letters and fewer, one letter apart is another word.
 */
const minimumLength = 5;

export function typoCorrections(known: ReadonlySet<string>, unknown: Iterable<string>): Map<string, string> {
  const byDeletion = new Map<string, string>();
  const sortedKnown = [...known].filter((word) => word.length >= minimumLength - 1).sort();
  for (const word of sortedKnown) {
    for (const key of [word, ...deletions(word)]) if (!byDeletion.has(key)) byDeletion.set(key, word);
  }
  const corrections = new Map<string, string>();
  for (const word of unknown) {
    if (word.length < minimumLength || known.has(word)) continue;
    const match = [word, ...deletions(word)]
      .map((key) => byDeletion.get(key))
      .find((candidate) => candidate !== undefined && oneEditApart(word, candidate));
    if (match) corrections.set(word, match);
  }
  return corrections;
}

function deletions(word: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < word.length; index++) keys.push(word.slice(0, index) + word.slice(index + 1));
  return keys;
}

/** One letter deleted, added, changed, or two neighbours swapped (a shared deletion alone can be two edits apart). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  if (a.length !== b.length) {
    const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
    return longer.slice(start + 1) === shorter.slice(start);
  }
  if (a.slice(start + 1) === b.slice(start + 1)) return true;
  return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
}
