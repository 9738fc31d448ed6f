import type { Readable } from 'node:stream';

/**
 * Where media bytes live, addressed by keys like `pictures/<uuid>.webp`. Two implementations
 * keep the same promises: files under `DATA_DIR/media` (`storage/file-media-storage.ts`, the
 * embedded default) and any S3-compatible store (`storage/s3-media-storage.ts`);
 * `storage/create-media-storage.ts` picks one from the config. One behaviour suite
 * (`media-storage.test.ts`) runs against both.
 */
export interface MediaStorage {
  /**
   * Stores the bytes under the key, replacing any existing object; readers see the old object or
   * the whole new one, never a part. A stream is stored as it is read (its `size` told first, as
   * S3 needs the length before the first byte), so an upload of any size costs no more memory
   * than a buffer of it.
   */
  put(key: string, body: Uint8Array | StoredObject, contentType: string): Promise<void>;
  /**
   * `null` when there is no object under the key. With `range`, the stream holds only the bytes
   * `start..end` (inclusive; an end past the object stops at its last byte) and `size` is still
   * the whole object's. A range starting at or past the end of the object is a RangeError.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections (S3); the storage is not used afterwards. */
  close(): Promise<void>;
}

/** Inclusive byte offsets, as in `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

export type StoredObject = { stream: Readable; size: number };

/**
 * Slash-separated segments of letters, digits, `.`, `_` and `-`, none starting with a dot: this
 * refuses `..`, absolute paths, backslashes and empty segments, and keeps keys apart from the
 * dot-prefixed temporary files of unfinished writes. Both storages hold keys to the same rule, so
 * an object can move from one to the other.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertValidMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) {
    throw new Error(`Invalid media key ${JSON.stringify(key)}`);
  }
}

export function assertValidByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}
