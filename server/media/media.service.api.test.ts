import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventLimits } from '../../shared/api/events.ts';
import { limits } from '../../shared/limits.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../http/api-error.ts';
import { jpegPicture, mp4Video, wavRecording } from '../testing/media-samples.ts';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { insertTestUser, openTestDatabase } from '../testing/test-database.ts';
import { testDialects } from '../testing/test-server.ts';
import { openTestStorage, testStorageKinds, type TestStorage } from '../testing/test-storages.ts';
import { createMediaRepository } from './media.repository.ts';
import { uploadHeadBytes } from './media-kinds.ts';
import { createMediaService, uploadsAtOncePerUser, type MediaService } from './media.service.ts';
import { createUploadSpool } from './upload-spool.ts';

/** The media service over a real database (SQLite; PostgreSQL with TEST_DATABASE_URL), on each storage. */

let s3Server: S3TestServer;
beforeAll(async () => {
  s3Server = await startS3TestServer();
});
afterAll(() => s3Server.close());

/** The ApiError a promise fails with, as `{ status, code }`. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, code: (error as ApiError).code };
}

describe.each(testDialects.flatMap((dialect) => testStorageKinds.map((storage) => [dialect, storage] as const)))(
  'the media service (%s, %s storage)',
  (dialect, storageKind) => {
    let database: DatabaseHandle;
    let opened: TestStorage;
    let media: MediaService;
    let ownerId: string;
    let spoolDir: string;

    beforeEach(async () => {
      database = await openTestDatabase(dialect);
      opened = await openTestStorage(storageKind, s3Server);
      spoolDir = await mkdtemp(join(tmpdir(), 'tandem-uploads-'));
      const spool = createUploadSpool(spoolDir);
      media = createMediaService({
        storage: opened.storage,
        media: createMediaRepository(database.db),
        spool,
        now: () => 1_700_000_000_000,
      });
      ownerId = await insertTestUser(database);
    });
    afterEach(async () => {
      await opened.close();
      await database.close();
      await rm(spoolDir, { recursive: true, force: true });
    });

    const rows = () => database.db.selectFrom('media').selectAll().execute();
    const read = async (record: Parameters<MediaService['open']>[0], range?: { start: number; end: number }) => {
      const stored = await media.open(record, range);
      return stored && { size: stored.size, bytes: await buffer(stored.stream) };
    };

    it('stores a picture as a square WebP and reads it back', async () => {
      const record = await media.upload({ ownerId, kind: 'picture', file: await jpegPicture() });

      expect(record).toMatchObject({
        owner_id: ownerId,
        kind: 'picture',
        content_type: 'image/webp',
        width: 512,
        height: 512,
        duration_ms: null,
        created_at: 1_700_000_000_000,
      });
      expect(record.storage_key).toBe(`pictures/${record.id}.webp`);
      expect(await rows()).toEqual([record]);
      expect(await media.find(record.id)).toEqual(record);
      const stored = await read(record);
      expect(stored?.size).toBe(record.size_bytes);
      const metadata = await sharp(stored!.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 512]);
    });

    it('stores a voice note as it came, and reads it whole and by ranges', async () => {
      const audio = wavRecording(1);
      const record = await media.upload({ ownerId, kind: 'voice_note', file: audio, durationMs: 1000 });

      expect(record).toMatchObject({ kind: 'voice_note', content_type: 'audio/wav', size_bytes: audio.length, duration_ms: 1000 });
      expect(record.storage_key).toBe(`voice-notes/${record.id}.wav`);
      expect(await read(record)).toEqual({ size: audio.length, bytes: audio });
      expect(await read(record, { start: 0, end: 43 })).toEqual({ size: audio.length, bytes: audio.subarray(0, 44) });
      expect(await read(record, { start: audio.length - 100, end: audio.length - 1 })).toEqual({
        size: audio.length,
        bytes: audio.subarray(-100),
      });
    });

    it('stores an intro video and reads a range from its middle', async () => {
      const video = mp4Video(100_000);
      const record = await media.upload({ ownerId, kind: 'intro_video', file: video });

      expect(record).toMatchObject({ kind: 'intro_video', content_type: 'video/mp4', size_bytes: video.length });
      expect(record.storage_key).toBe(`intro-videos/${record.id}.mp4`);
      expect(await read(record, { start: 50_000, end: 59_999 })).toEqual({ size: video.length, bytes: video.subarray(50_000, 60_000) });
    });

    it('judges the type by the bytes and refuses wrong ones, keeping nothing', async () => {
      const text = Buffer.from('just some text, not audio at all');
      expect(await refusal(media.upload({ ownerId, kind: 'voice_note', file: text }))).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
      expect(await refusal(media.upload({ ownerId, kind: 'picture', file: text }))).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
      expect(await refusal(media.upload({ ownerId, kind: 'intro_video', file: Buffer.from('%PDF-1.7 not a video at all') }))).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
      // A video is not a voice note, though both may be MP4 or WebM.
      expect(await refusal(media.upload({ ownerId, kind: 'voice_note', file: mp4Video() }))).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
      // A JPEG that ends after its first bytes cannot be decoded.
      const brokenJpeg = (await jpegPicture()).subarray(0, 200);
      expect(await refusal(media.upload({ ownerId, kind: 'picture', file: brokenJpeg }))).toEqual({ status: 400, code: 'undecodable' });
      expect(await rows()).toEqual([]);
      expect(await opened.keys()).toEqual([]);
      expect(await readdir(spoolDir)).toEqual([]);
    });

    it('refuses a file over its kind’s limit with 413', async () => {
      const tooLong = Buffer.concat([wavRecording(1), Buffer.alloc(limits.voiceNoteMaxBytes)]);
      expect(await refusal(media.upload({ ownerId, kind: 'voice_note', file: tooLong }))).toEqual({ status: 413, code: 'file_too_large' });
      const tooBig = Buffer.concat([await jpegPicture(), Buffer.alloc(limits.pictureMaxBytes)]);
      expect(await refusal(media.upload({ ownerId, kind: 'picture', file: tooBig }))).toEqual({ status: 413, code: 'file_too_large' });
      expect(await refusal(media.upload({ ownerId, kind: 'intro_video', file: mp4Video(eventLimits.introVideoMaxBytes) }))).toEqual({
        status: 413,
        code: 'file_too_large',
      });
      expect(await rows()).toEqual([]);
      expect(await opened.keys()).toEqual([]);
      expect(await readdir(spoolDir)).toEqual([]);
    });

    it('refuses a video from its first bytes, before the rest of the stream arrives', async () => {
      const stream = new PassThrough();
      stream.write(Buffer.alloc(uploadHeadBytes, 0x25));
      expect(await refusal(media.upload({ ownerId, kind: 'intro_video', file: stream }))).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
      // Still open: the rest is read and dropped.
      expect(stream.writableEnded).toBe(false);
      expect(await readdir(spoolDir)).toEqual([]);
    });

    it(`lets one person have ${uploadsAtOncePerUser} uploads in progress at once, and anyone else upload meanwhile`, async () => {
      const streams = Array.from({ length: uploadsAtOncePerUser }, () => new PassThrough());
      const inProgress = streams.map((file) => media.upload({ ownerId, kind: 'intro_video', file }));
      expect(await refusal(media.upload({ ownerId, kind: 'voice_note', file: wavRecording(1) }))).toEqual({
        status: 429,
        code: 'too_many_uploads',
      });
      const otherId = await insertTestUser(database);
      expect((await media.upload({ ownerId: otherId, kind: 'voice_note', file: wavRecording(1) })).kind).toBe('voice_note');

      for (const stream of streams) stream.end(mp4Video(100_000));
      const stored = await Promise.all(inProgress);
      expect(stored.map((record) => record.size_bytes)).toEqual(streams.map(() => mp4Video(100_000).length));
      // Done, so the slots are free again.
      expect((await media.upload({ ownerId, kind: 'voice_note', file: wavRecording(1) })).kind).toBe('voice_note');
      expect(await readdir(spoolDir)).toEqual([]);
    });

    it('removes the row and the object, and removing again is fine', async () => {
      const record = await media.upload({ ownerId, kind: 'voice_note', file: wavRecording(1) });
      await media.remove(record.id);
      expect(await media.find(record.id)).toBeUndefined();
      expect(await media.open(record)).toBeNull();
      expect(await opened.keys()).toEqual([]);
      await media.remove(record.id);
      await media.remove(newId());
    });

    it('takes the object back when the row cannot be written', async () => {
      // No such user: the media row's owner reference fails after the object is stored.
      const failed = media.upload({ ownerId: newId(), kind: 'voice_note', file: wavRecording(1) });
      await expect(failed).rejects.toThrow();
      expect(await rows()).toEqual([]);
      expect(await opened.keys()).toEqual([]);
    });

    it('removes an upload again when attaching it fails, and answers what attaching answered', async () => {
      const attached = await media.uploadAndAttach(
        { ownerId, kind: 'voice_note', file: wavRecording(1) },
        async (record) => `message for ${record.id}`,
      );
      expect(attached).toMatch(/^message for /);

      const failing = media.uploadAndAttach({ ownerId, kind: 'voice_note', file: wavRecording(1) }, () =>
        Promise.reject(new Error('the conversation is gone')),
      );
      await expect(failing).rejects.toThrow('the conversation is gone');
      expect(await rows()).toHaveLength(1);
      expect(await opened.keys()).toHaveLength(1);
    });
  },
);
