import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where media bytes live, addressed by keys like `pictures/<uuid>.webp`. The embedded default keeps
 * them as files under `DATA_DIR/media`; an S3 implementation can come later behind the same interface.
 */
export interface MediaStorage {
  /** Replaces any existing object. `contentType` is for stores that keep it (S3); files derive it from the key. */
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<void>;
  /**
   * `null` when there is no object under the key. With `range` (inclusive byte offsets), the
   * stream holds only those bytes; `size` is always the whole object's.
   */
  get(key: string, range?: { start: number; end: number }): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Slash-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot: this
 * refuses `..`, absolute paths, backslashes and empty segments, and keeps keys apart from the
 * dot-prefixed temporary files of unfinished writes.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new Error(`Invalid media key ${JSON.stringify(key)}`);
  }
}

function isErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}

export function createFileMediaStorage(rootDir: string): MediaStorage {
  function pathOf(key: string): string {
    assertValidKey(key);
    return join(rootDir, key);
  }

  return {
    // Write a temporary file next to the target, flush it, then rename it over the target:
    // a crash leaves either the old object or the whole new one, never half a file.
    async put(key, data) {
      const path = pathOf(key);
      const directory = dirname(path);
      await mkdir(directory, { recursive: true });
      const temporaryPath = join(directory, `.${randomUUID()}.tmp`);
      try {
        const file = await open(temporaryPath, 'wx', 0o644);
        try {
          await file.writeFile(data);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporaryPath, path);
      } catch (error) {
        await unlink(temporaryPath).catch(() => {});
        throw error;
      }
      await syncDirectory(directory);
    },

    async get(key, range) {
      const path = pathOf(key);
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
        if (stats.isFile()) return { stream: file.createReadStream(range ?? {}), size: stats.size };
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
  };
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
