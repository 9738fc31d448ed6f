import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaStorage } from '../media-storage.ts';
import { createFileMediaStorage } from './file-media-storage.ts';

/** What only the disk does; the promises every storage keeps are in `../media-storage.test.ts`. */

let rootDir: string;
let storage: MediaStorage;

beforeEach(async () => {
  rootDir = await mkdtemp(join(tmpdir(), 'tandem-media-'));
  storage = createFileMediaStorage(join(rootDir, 'media'));
});

afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

/** Every file under the media root, relative to it. */
async function filesUnderMediaRoot(): Promise<string[]> {
  const entries = await readdir(join(rootDir, 'media'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(rootDir, 'media').length + 1))
    .sort();
}

describe('createFileMediaStorage', () => {
  it('keeps an object as a file under its key, creating directories', async () => {
    const key = `pictures/${randomUUID()}.webp`;
    const data = Buffer.from('RIFF....WEBPVP8 fake picture bytes');
    await storage.put(key, data, 'image/webp');
    expect(await readFile(join(rootDir, 'media', key))).toEqual(data);
  });

  it('answers null for a key naming a directory or a path below a file', async () => {
    await storage.put('pictures/a.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('pictures')).toBeNull();
    expect(await storage.get('pictures/a.webp/below')).toBeNull();
  });

  it('writes nothing outside its directory for an invalid key', async () => {
    for (const key of ['../outside.webp', '/etc/passwd', 'pictures/../../outside.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Invalid media key');
    }
    expect(await readdir(rootDir)).toEqual([]);
  });

  it('leaves no temporary file behind, after concurrent writes or a failed one', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => storage.put('pictures/same.webp', Buffer.from(`version ${index}`), 'image/webp')),
    );
    expect(await filesUnderMediaRoot()).toEqual(['pictures/same.webp']);
    expect((await readFile(join(rootDir, 'media', 'pictures/same.webp'), 'utf8')).startsWith('version ')).toBe(true);

    // 'pictures' is a directory, so renaming the finished temporary file onto it fails.
    await expect(storage.put('pictures', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(await filesUnderMediaRoot()).toEqual(['pictures/same.webp']);
  });
});
