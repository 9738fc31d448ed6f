import { newId } from '../db/ids.ts';
import type { MediaKind, MediaRow } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage.ts';
import { mediaKinds } from './media-kinds.ts';
import type { MediaRepository } from './media.repository.ts';

export interface MediaServiceDependencies {
  storage: MediaStorage;
  media: MediaRepository;
  now: () => number;
}

export type MediaUpload = {
  ownerId: string;
  kind: MediaKind;
  /** The uploaded file as received (see `readMultipartFile`). */
  bytes: Uint8Array;
  /** The length of a recording, as the client measured it. */
  durationMs?: number | null;
};

/**
 * The one way a file becomes media: upload → check the content for its kind → store the object →
 * write the media row; and the way back: open (whole or a byte range) and remove. Who may upload
 * or see what is the calling feature's rule; this service only keeps bytes and rows together.
 */
export function createMediaService({ storage, media, now }: MediaServiceDependencies) {
  async function remove(mediaId: string): Promise<void> {
    const record = await media.findById(mediaId);
    if (!record) return;
    // Row first: a crash in between leaves an object nothing points to, never a row without bytes.
    await media.delete(mediaId);
    await storage.delete(record.storage_key);
  }

  /**
   * Checks, stores and records an upload, answering its media row. Refusals are ApiErrors:
   * 413 file_too_large past the kind's limit; 415 unsupported_media_type when the bytes are not
   * the kind's type; for pictures also 400 undecodable and 413 too_many_pixels. Nothing is kept
   * after a failure: a row that cannot be written takes its object with it.
   */
  async function upload({ ownerId, kind, bytes, durationMs = null }: MediaUpload): Promise<MediaRow> {
    const rules = mediaKinds[kind];
    if (bytes.length > rules.maxBytes) throw new ApiError(413, 'file_too_large', rules.tooLargeMessage);
    const checked = await rules.check(bytes);

    const id = newId();
    const storageKey = `${rules.folder}/${id}.${checked.extension}`;
    await storage.put(storageKey, checked.data, checked.contentType);
    const record: MediaRow = {
      id,
      owner_id: ownerId,
      kind,
      content_type: checked.contentType,
      size_bytes: checked.data.length,
      storage_key: storageKey,
      width: checked.width,
      height: checked.height,
      duration_ms: durationMs,
      created_at: now(),
    };
    try {
      await media.insert(record);
    } catch (error) {
      // An object without a row is never served; removing it keeps the store clean.
      await storage.delete(storageKey).catch(() => {});
      throw error;
    }
    return record;
  }

  return {
    upload,

    /**
     * `upload`, then `attach` the new media to what it belongs to (a user's picture, a message,
     * an event). When attaching fails, the media is removed again, so no upload is left
     * belonging to nothing.
     */
    async uploadAndAttach<T>(input: MediaUpload, attach: (record: MediaRow) => Promise<T>): Promise<T> {
      const record = await upload(input);
      try {
        return await attach(record);
      } catch (error) {
        await remove(record.id).catch(() => {});
        throw error;
      }
    },

    find(mediaId: string): Promise<MediaRow | undefined> {
      return media.findById(mediaId);
    },

    /** The stored bytes (only `range` of them when given); null when the object is missing. */
    open(record: Pick<MediaRow, 'storage_key'>, range?: ByteRange): Promise<StoredObject | null> {
      return storage.get(record.storage_key, range);
    },

    /** Deletes the row (with its transcription job) and then the object; a missing media is fine. */
    remove,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
