import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileMediaStorage, type MediaStorage } from './media-storage.ts';

let rootDir: string;
let storage: MediaStorage;

beforeEach(async () => {
  rootDir = await mkdtemp(join(tmpdir(), 'tandem-media-'));
  storage = createFileMediaStorage(join(rootDir, 'media'));
});

afterEach(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Every file under the media root, relative to it. */
async function filesUnderMediaRoot(): Promise<string[]> {
  const entries = await readdir(join(rootDir, 'media'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(rootDir, 'media').length + 1))
    .sort();
}

describe('createFileMediaStorage', () => {
  it('stores bytes under the key, creating directories, and reads them back with their size', async () => {
    const key = `pictures/${randomUUID()}.webp`;
    const data = Buffer.from('RIFF....WEBPVP8 fake picture bytes');
    await storage.put(key, data, 'image/webp');

    expect(await readFile(join(rootDir, 'media', key))).toEqual(data);
    const stored = await storage.get(key);
    expect(stored).not.toBeNull();
    expect(stored!.size).toBe(data.length);
    expect(await readAll(stored!.stream)).toEqual(data);
  });

  it('accepts a plain Uint8Array and replaces an existing object', async () => {
    await storage.put('pictures/a.webp', Buffer.from('first version, longer'), 'image/webp');
    await storage.put('pictures/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');

    const stored = await storage.get('pictures/a.webp');
    expect(stored!.size).toBe(3);
    expect(await readAll(stored!.stream)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('answers null for a missing object, and for a key naming a directory', async () => {
    expect(await storage.get('pictures/missing.webp')).toBeNull();
    await storage.put('pictures/a.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('pictures')).toBeNull();
    expect(await storage.get('pictures/a.webp/below')).toBeNull();
  });

  it('deletes an object, and deleting a missing one is fine', async () => {
    await storage.put('pictures/a.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('pictures/a.webp');
    expect(await storage.get('pictures/a.webp')).toBeNull();
    await storage.delete('pictures/a.webp');
    await storage.delete('never/stored.webp');
  });

  it('refuses keys that could leave the media directory or name a temporary file', async () => {
    const invalidKeys = [
      '',
      '../outside.webp',
      'pictures/../../outside.webp',
      'pictures/..',
      'pictures/a..webp',
      '/etc/passwd',
      'pictures\\a.webp',
      '..\\outside.webp',
      'pictures//a.webp',
      'pictures/./a.webp',
      'pictures/',
      '.a.tmp',
      'pictures/a\0.webp',
      'C:/outside.webp',
    ];
    for (const key of invalidKeys) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Invalid media key');
      await expect(storage.get(key), key).rejects.toThrow('Invalid media key');
      await expect(storage.delete(key), key).rejects.toThrow('Invalid media key');
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
