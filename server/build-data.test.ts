import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDataFiles } from '../scripts/copy-server-data.ts';

/**
 * The built server (`npm run build`, then `node dist/server/main.js`) once lacked the word vectors
 * and word relations that matching reads beside its modules: `tsc` copies no data file, so every
 * recompute failed (found by `npm run bench:event-day`).
 */
const root = path.resolve(import.meta.dirname, '..');

/** Files that a server module reads from its own folder: `path.join(<its folder>, 'name.ext')` in a module that uses `import.meta.dirname`. */
function filesReadBesideModules(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'testing') walk(relative);
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
      const source = readFileSync(path.join(root, relative), 'utf8');
      if (!source.includes('import.meta.dirname')) continue;
      for (const [, name] of source.matchAll(/path\.join\(\s*[\w.]+\s*,\s*'([^'/]+\.\w+)'\s*\)/g)) found.push(path.join(folder, name!));
    }
  };
  walk('server');
  return found.sort();
}

describe('the build', () => {
  it('copies into dist/ every data file the server reads beside its modules, and nothing from the testing folders', () => {
    const copied = serverDataFiles(root);
    const readBeside = filesReadBesideModules();
    expect(readBeside).toEqual(
      expect.arrayContaining(['server/matching/semantic/word-relations.txt', 'server/matching/semantic/word-vectors.txt']),
    );
    expect(readBeside.filter((file) => !copied.includes(file))).toEqual([]);
    expect(copied).toContain('server/matching/semantic/word-vectors.bin');
    expect(copied.filter((file) => file.split(path.sep).includes('testing'))).toEqual([]);
  });

  it('runs the copy after compiling the server', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toMatch(/tsc -p tsconfig\.server\.json && tsx scripts\/copy-server-data\.ts$/);
  });
});
