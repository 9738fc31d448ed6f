import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts (woff2 is brotli already) and media gain nothing. Source maps are never served. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.vtt', '.ico', '.wasm']);
/** Below this the saving is a few bytes, less than the request's headers. */
const minimumBytes = 256;

/**
 * Writes a `.br` and a `.gz` beside every compressible file of `dir` (recursively), each only
 * when smaller than the file itself: the server sends whichever the browser accepts
 * (`@fastify/static` with `preCompressed`). Built once, so both use their strongest setting.
 * Returns the files compressed, relative to `dir`.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const compressed = await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < minimumBytes) return null;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
      return path.relative(dir, file);
    }),
  );
  return compressed.filter((file) => file !== null);
}

/**
 * Once Vite has written the build (its chunks and the copied public files), makes the
 * precompressed copies the server sends. Node's zlib does it: brotli and gzip are all this needs.
 */
export function precompress(): Plugin {
  return {
    name: 'tandem-precompress',
    apply: 'build',
    async writeBundle(outputOptions) {
      if (!outputOptions.dir) return;
      const files = await precompressDirectory(outputOptions.dir);
      this.info(`brotli and gzip copies of ${files.length} files`);
    },
  };
}
