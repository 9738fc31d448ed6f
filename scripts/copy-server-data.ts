import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The last step of `npm run build`: copies the data files the server reads beside its modules
 * (the word vectors and word relations of matching, …) into `dist/`, where `tsc` writes the
 * modules but copies only what they import (JSON, JavaScript). Without them the built server's
 * matching fails on every recompute. Copied: every file under `server/` and `shared/` that is not
 * TypeScript, outside the `testing/` folders `tsconfig.server.json` leaves out.
 */

const sourceFolders = ['server', 'shared'];

/** The files to copy, as paths relative to `root`. */
export function serverDataFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(relative);
      } else if (!entry.name.endsWith('.ts')) {
        files.push(relative);
      }
    }
  };
  for (const folder of sourceFolders) walk(folder);
  return files.sort();
}

export function copyServerData(root: string, outDir: string): number {
  const files = serverDataFiles(root);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(outDir, file));
  }
  return files.length;
}

if (import.meta.filename === process.argv[1]) {
  const root = path.resolve(import.meta.dirname, '..');
  const copied = copyServerData(root, path.join(root, 'dist'));
  console.log(`copied ${copied} server data files into dist/`);
}
