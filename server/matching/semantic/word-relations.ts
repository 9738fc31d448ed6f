import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Words derived one from the other, from WordNet 3.1 (`scripts/build-word-relations.ts`): a kind of
 * person and what they do ("investor" and "invest", "backer" and "back", "translator" and
 * "translate"), which word vectors often hold apart. Pure once loaded; `loadWordRelations` reads
 * the committed file.
 */

/** How near a derivation makes two words, on the scale of word alignment (0..1 above its floor). */
export const derivedStrength = 0.85;

export class WordRelations {
  /** word → the rest of its line, split when first asked: most words of the file are never read. */
  private readonly lines = new Map<string, string>();
  private readonly parsed = new Map<string, ReadonlySet<string>>();

  constructor(text: string) {
    for (const line of text.split('\n')) {
      const space = line.indexOf(' ');
      if (space > 0) this.lines.set(line.slice(0, space), line.slice(space + 1));
    }
  }

  /** Whether the word has a derived word listed. */
  knows(word: string): boolean {
    return this.lines.has(word);
  }

  /** How near WordNet makes two words: `derivedStrength` when one is derived from the other, else 0. */
  strength(first: string, second: string): number {
    return this.of(first).has(second) || this.of(second).has(first) ? derivedStrength : 0;
  }

  private of(word: string): ReadonlySet<string> {
    let related = this.parsed.get(word);
    if (!related) {
      related = new Set((this.lines.get(word) ?? '').split(' ').filter(Boolean));
      this.parsed.set(word, related);
    }
    return related;
  }
}

let loaded: WordRelations | null = null;

/** The committed relations, read once per process (about 0.6 MB). */
export function loadWordRelations(): WordRelations {
  loaded ??= new WordRelations(readFileSync(path.join(import.meta.dirname, 'word-relations.txt'), 'utf8'));
  return loaded;
}
