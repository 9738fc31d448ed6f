import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidByteRange, assertValidMediaKey, type MediaStorage, type StoredObject } from '../media-storage.ts';

/**
 * Media as files under `rootDir` (the embedded default: `DATA_DIR/media`), one file per key.
 * Files keep no content type: the media record holds it, and every answer takes it from there.
 */
export function createFileMediaStorage(rootDir: string): MediaStorage {
  function pathOf(key: string): string {
    assertValidMediaKey(key);
    return join(rootDir, key);
  }

  return {
    // Write a temporary file next to the target, flush it, then rename it over the target:
    // a crash leaves either the old object or the whole new one, never half a file.
    async put(key, body) {
      const path = pathOf(key);
      const directory = dirname(path);
      await mkdir(directory, { recursive: true });
      const temporaryPath = join(directory, `.${randomUUID()}.tmp`);
      try {
        await writeFlushedFile(temporaryPath, body);
        await rename(temporaryPath, path);
      } catch (error) {
        await unlink(temporaryPath).catch(() => {});
        throw error;
      }
      await syncDirectory(directory);
    },

    async get(key, range) {
      const path = pathOf(key);
      if (range) assertValidByteRange(range);
      let file: FileHandle;
      try {
        file = await open(path, 'r');
      } catch (error) {
        if (isErrorCode(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      }
      // Stat the opened file, not the path, so the size matches the bytes streamed even when a
      // concurrent put replaces the file. The stream closes the file when it ends.
      try {
        const stats = await file.stat();
        if (stats.isFile()) {
          if (range && range.start >= stats.size)
            throw new RangeError(`The range ${range.start}-${range.end} starts past the ${stats.size}-byte object ${key}`);
          return { stream: file.createReadStream(range ?? {}), size: stats.size };
        }
      } catch (error) {
        await file.close();
        throw error;
      }
      await file.close();
      return null;
    },

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isErrorCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },

    async close() {},
  };
}

/** Creates the file (it must not exist) and returns once its bytes are on the disk. */
async function writeFlushedFile(path: string, body: Uint8Array | StoredObject): Promise<void> {
  const file = await open(path, 'wx', 0o644);
  try {
    if (body instanceof Uint8Array) await file.writeFile(body);
    else for await (const chunk of body.stream as AsyncIterable<Uint8Array>) await file.write(chunk);
    await file.sync();
  } finally {
    await file.close();
  }
}

function isErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

/** Makes the rename itself survive a crash, so an object reported as stored stays stored. */
async function syncDirectory(directory: string): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(directory, 'r');
  } catch (error) {
    // Windows cannot open a directory; NTFS journals the rename on its own.
    if (isErrorCode(error, 'EISDIR', 'EPERM')) return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
