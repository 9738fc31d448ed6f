import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('the build’s precompressed copies', () => {
  let dir: string;
  const script = `export const greetings = [${Array.from({ length: 200 }, (_, index) => `'hello ${index}'`).join(', ')}];\n`;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js.map'), JSON.stringify({ version: 3, sourcesContent: [script] }));
    fs.writeFileSync(path.join(dir, 'assets', 'inter-latin.woff2'), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(dir, 'version.json'), '{"version":"1"}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are a brotli and a gzip copy of each text file, in subfolders too, that decode to the file', async () => {
    expect(await precompressDirectory(dir)).toEqual([path.join('assets', 'main-abc123.js')]);
    const brotli = fs.readFileSync(path.join(dir, 'assets', 'main-abc123.js.br'));
    const gzip = fs.readFileSync(path.join(dir, 'assets', 'main-abc123.js.gz'));
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(script);
    expect(gunzipSync(gzip).toString('utf8')).toBe(script);
    expect(brotli.length).toBeLessThan(gzip.length);
  });

  it('leave out source maps, formats compressed already, and files too small to gain', async () => {
    await precompressDirectory(dir);
    const written = fs.readdirSync(dir, { recursive: true }).map(String);
    for (const file of ['assets/main-abc123.js.map', 'assets/inter-latin.woff2', 'version.json']) {
      expect(written, file).not.toContain(`${file}.br`);
      expect(written, file).not.toContain(`${file}.gz`);
    }
  });
});
