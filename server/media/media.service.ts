import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { newId } from '../db/ids.ts';
import type { MediaKind, MediaRow } from '../db/schema.ts';
import { tooManyRequests } from '../http/api-error.ts';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage.ts';
import { mediaKinds } from './media-kinds.ts';
import type { MediaRepository } from './media.repository.ts';
import type { UploadSpool } from './upload-spool.ts';

export interface MediaServiceDependencies {
  storage: MediaStorage;
  media: MediaRepository;
  /** Where uploads wait while they are received and checked. */
  spool: UploadSpool;
  now: () => number;
}

export type MediaUpload = {
  ownerId: string;
  kind: MediaKind;
  /** The uploaded file as it arrives (see `readMultipartFile`), or whole. */
  file: Readable | Uint8Array;
  /** The length of a recording, as the client measured it. */
  durationMs?: number | null;
};

/**
 * Uploads one person may have in progress at once, on this instance: a host's intro video, a
 * picture and a voice turn of a concierge call together, not a script's dozen 100 MB videos.
 */
export const uploadsAtOncePerUser = 3;

/**
 * The one way a file becomes media: upload → check the content for its kind → store the object →
 * write the media row; and the way back: open (whole or a byte range) and remove. Who may upload
 * or see what is the calling feature's rule; this service only keeps bytes and rows together.
 */
export function createMediaService({ storage, media, spool, now }: MediaServiceDependencies) {
  const uploadsInProgress = new Map<string, number>();

  /** Takes one of the owner's upload slots (429 too_many_uploads when none is left); answers its release. */
  function takeUploadSlot(ownerId: string): () => void {
    const taken = uploadsInProgress.get(ownerId) ?? 0;
    if (taken >= uploadsAtOncePerUser)
      throw tooManyRequests(
        'too_many_uploads',
        `You have ${uploadsAtOncePerUser} uploads in progress already. Wait for one to finish, then try again.`,
        10,
      );
    uploadsInProgress.set(ownerId, taken + 1);
    return () => {
      const left = (uploadsInProgress.get(ownerId) ?? 1) - 1;
      if (left > 0) uploadsInProgress.set(ownerId, left);
      else uploadsInProgress.delete(ownerId);
    };
  }

  async function remove(mediaId: string): Promise<void> {
    const record = await media.findById(mediaId);
    if (!record) return;
    // Row first: a crash in between leaves an object nothing points to, never a row without bytes.
    await media.delete(mediaId);
    await storage.delete(record.storage_key);
  }

  /**
   * Receives, checks, stores and records an upload, answering its media row. The file is written
   * to the spool as it arrives and streamed to the storage from there, so no upload is ever
   * whole in memory. Refusals are ApiErrors: 429 too_many_uploads past `uploadsAtOncePerUser`
   * (before a byte is read); 413 file_too_large past the kind's limit; 415
   * unsupported_media_type when the bytes are not the kind's type (from the first bytes, before
   * the rest is read); for pictures also 400 undecodable and 413 too_many_pixels. Nothing is kept
   * after a failure: not the spooled file, and a row that cannot be written takes its object with it.
   */
  async function upload({ ownerId, kind, file, durationMs = null }: MediaUpload): Promise<MediaRow> {
    const rules = mediaKinds[kind];
    let release: () => void;
    try {
      release = takeUploadSlot(ownerId);
    } catch (error) {
      // The refused file is still read to its end (and dropped), so the answer reaches the client.
      if (!(file instanceof Uint8Array)) file.resume();
      throw error;
    }
    try {
      const received = await spool.receive(file, rules);
      try {
        const checked = await rules.check(received);
        const id = newId();
        const storageKey = `${rules.folder}/${id}.${checked.extension}`;
        const body = checked.converted ?? { stream: createReadStream(received.path), size: received.size };
        await storage.put(storageKey, body, checked.contentType);
        const record: MediaRow = {
          id,
          owner_id: ownerId,
          kind,
          content_type: checked.contentType,
          size_bytes: checked.converted?.length ?? received.size,
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
      } finally {
        await spool.discard(received);
      }
    } finally {
      release();
    }
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
