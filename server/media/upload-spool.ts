import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { ApiError } from '../http/api-error.ts';
import { uploadHeadBytes, type MediaKindRules, type ReceivedUpload } from './media-kinds.ts';

/**
 * Uploads on their way to the storage wait as files in one directory (`DATA_DIR/uploads`), never
 * whole in memory: a check that needs more than the first bytes (a picture's decoding, an MP4
 * recording's tracks) reads the file, and the storage gets it as a stream of known length (S3
 * needs the length before the first byte). Each upload's file goes when it is stored or refused.
 */
export function createUploadSpool(directory: string) {
  return {
    /**
     * Writes `source` to a new file of the spool as it arrives, and answers it. Refuses (and keeps
     * nothing) past `rules.maxBytes` (413 file_too_large: a multipart stream cut at its limit
     * counts too), and as soon as the first bytes are not of the kind (`rules.checkHead`, 415),
     * without reading the rest. A refused stream is drained, not destroyed: the request it is part
     * of is still read to its end, so the answer reaches the client.
     */
    async receive(source: Readable | Uint8Array, rules: MediaKindRules): Promise<ReceivedUpload> {
      await mkdir(directory, { recursive: true });
      const path = join(directory, `${randomUUID()}.upload`);
      const file = await open(path, 'wx', 0o600);
      try {
        const { size, head } = await writeChecked(source instanceof Readable ? source : Readable.from([source]), file, rules);
        return { path, size, head };
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      } finally {
        await file.close();
      }
    },

    /** Removes an upload's file; a missing one is fine. */
    async discard(upload: Pick<ReceivedUpload, 'path'>): Promise<void> {
      await rm(upload.path, { force: true });
    },

    /**
     * Removes what uploads cut short by a crash left, once older than `olderThanMs` (an instance
     * sharing the directory may still be writing a younger one). Answers how many went.
     */
    async removeLeftovers(olderThanMs: number, now = Date.now()): Promise<number> {
      const names = await readdir(directory).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      let removed = 0;
      for (const name of names.filter((entry) => entry.endsWith('.upload'))) {
        const path = join(directory, name);
        const stats = await stat(path).catch(() => null);
        if (stats && now - stats.mtimeMs > olderThanMs) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type UploadSpool = ReturnType<typeof createUploadSpool>;

type FileHandle = Awaited<ReturnType<typeof open>>;

function writeChecked(source: Readable, file: FileHandle, rules: MediaKindRules): Promise<{ size: number; head: Buffer }> {
  const tooLarge = () => new ApiError(413, 'file_too_large', rules.tooLargeMessage);
  let size = 0;
  let head = Buffer.alloc(0);
  let headChecked = false;
  const checkHead = async () => {
    headChecked = true;
    await rules.checkHead(head);
  };

  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(sink);
      source.resume();
      sink.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > rules.maxBytes) return done(tooLarge());
        const step = async () => {
          if (!headChecked) {
            head = Buffer.concat([head, chunk.subarray(0, uploadHeadBytes - head.length)]);
            if (head.length >= uploadHeadBytes) await checkHead();
          }
          await file.write(chunk);
        };
        step().then(() => done(), done);
      },
      final(done) {
        // busboy ends a file at the size limit and flags it, rather than failing it.
        if ((source as Readable & { truncated?: boolean }).truncated) return done(tooLarge());
        (headChecked ? Promise.resolve() : checkHead()).then(() => done(), done);
      },
    });
    sink.on('error', fail);
    source.on('error', fail);
    sink.on('finish', () => {
      if (settled) return;
      settled = true;
      resolve({ size, head });
    });
    source.pipe(sink);
  });
}
