import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { MediaKind } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { installErrorHandling } from '../http/error-handler.ts';
import { mp4Video, wavRecording } from '../testing/media-samples.ts';
import { useS3TestServer } from '../testing/s3-test-server.ts';
import { insertTestUser, openTestDatabase } from '../testing/test-database.ts';
import { mediaTestSetups } from '../testing/test-server.ts';
import { openTestStorage, type TestStorage } from '../testing/test-storages.ts';
import { sendStoredMedia } from './media-response.ts';
import type { MediaStorage } from './media-storage.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaService } from './media.service.ts';
import { readMultipartFile } from './multipart-upload.ts';
import { createUploadSpool } from './upload-spool.ts';

/**
 * The HTTP side of media over real HTTP, on the disk and on S3: reading a multipart upload
 * (`readMultipartFile`) and answering with stored bytes and byte ranges (`sendStoredMedia`).
 * The routes here are the smallest that use them; the product's routes are tested in their features.
 */

const s3Server = useS3TestServer();

const cacheControl = 'private, max-age=31536000, immutable';

/** One server instance: its own Fastify app and storage client, on the shared database and store. */
async function startInstance(
  database: DatabaseHandle,
  storage: MediaStorage,
  ownerId: string,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const spool = createUploadSpool(await mkdtemp(join(tmpdir(), 'tandem-uploads-')));
  const media = createMediaService({ storage, media: createMediaRepository(database.db), spool, now: Date.now });
  // A test closes the app as soon as it has read an answer, maybe before the server has seen its
  // own last write: open connections are closed rather than waited for.
  const app = Fastify({ forceCloseConnections: true });
  installErrorHandling(app);
  await app.register(multipart, { limits: { fileSize: limits.pictureMaxBytes, files: 1, fields: 10, parts: 12 } });
  app.post<{ Params: { kind: MediaKind }; Querystring: { field?: string } }>('/upload/:kind', async (request) => {
    const file = await readMultipartFile(request, request.params.kind, { field: request.query.field });
    const record = await media.upload({ ownerId, kind: request.params.kind, file: file.file });
    return { id: record.id, fields: file.fields, fileName: file.fileName, field: file.field };
  });
  app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const record = await media.find(request.params.id);
    if (!record) throw notFound('That media');
    return sendStoredMedia(request, reply, media, record, { cacheControl });
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl };
}

function form(parts: [name: string, value: string | Buffer, fileName?: string][]): FormData {
  const body = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([new Uint8Array(value)]), fileName ?? 'upload.bin');
  }
  return body;
}

describe.each(mediaTestSetups)('media over HTTP ($dialect, $storage storage)', ({ dialect, storage: storageKind }) => {
  let database: DatabaseHandle;
  let opened: TestStorage;
  let instance: { app: FastifyInstance; baseUrl: string };
  let ownerId: string;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    opened = await openTestStorage(storageKind, s3Server());
    ownerId = await insertTestUser(database);
    instance = await startInstance(database, opened.storage, ownerId);
  });
  afterEach(async () => {
    await instance.app.close();
    await opened.close();
    await database.close();
  });

  const upload = (kind: MediaKind, body: BodyInit, field?: string) =>
    fetch(`${instance.baseUrl}/upload/${kind}${field ? `?field=${field}` : ''}`, { method: 'POST', body });
  const get = (id: string, range?: string) => fetch(`${instance.baseUrl}/media/${id}`, { headers: range ? { range } : {} });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  describe('sendStoredMedia', () => {
    const video = mp4Video(300_000);
    let id: string;
    beforeEach(async () => {
      id = ((await (await upload('intro_video', form([['video', video]]))).json()) as { id: string }).id;
    });

    it('answers the whole object with its type, length, ranges offered, nosniff and the cache policy', async () => {
      const response = await get(id);
      expect(response.status).toBe(200);
      expect(
        Object.fromEntries(
          ['content-type', 'content-length', 'accept-ranges', 'x-content-type-options', 'cache-control'].map((name) => [
            name,
            response.headers.get(name),
          ]),
        ),
      ).toEqual({
        'content-type': 'video/mp4',
        'content-length': String(video.length),
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'cache-control': cacheControl,
      });
      expect((await bytesOf(response)).equals(video)).toBe(true);
    });

    it('answers byte ranges with 206: the first bytes, the middle, the end, a suffix', async () => {
      const cases: [range: string, start: number, end: number][] = [
        ['bytes=0-9', 0, 9],
        ['bytes=150000-199999', 150_000, 199_999],
        [`bytes=${video.length - 10}-`, video.length - 10, video.length - 1],
        ['bytes=-500', video.length - 500, video.length - 1],
        [`bytes=${video.length - 5}-${video.length + 1000}`, video.length - 5, video.length - 1],
      ];
      for (const [range, start, end] of cases) {
        const response = await get(id, range);
        expect(response.status, range).toBe(206);
        expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${video.length}`);
        expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(response.headers.get('content-type'), range).toBe('video/mp4');
        expect(response.headers.get('accept-ranges'), range).toBe('bytes');
        expect((await bytesOf(response)).equals(video.subarray(start, end + 1)), range).toBe(true);
      }
    });

    it('answers 416 with the size for a range outside the object', async () => {
      const response = await get(id, `bytes=${video.length}-`);
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${video.length}`);
      expect(await response.json()).toMatchObject({ code: 'range_not_satisfiable' });
    });

    it('answers the whole object for a header it does not serve', async () => {
      for (const range of ['bytes=0-9,100-109', 'items=0-9', 'bytes=nonsense']) {
        const response = await get(id, range);
        expect(response.status, range).toBe(200);
        expect((await bytesOf(response)).length, range).toBe(video.length);
      }
    });

    it('answers 404 without the cache policy when the object is missing', async () => {
      const record = await createMediaRepository(database.db).findById(id);
      await opened.storage.delete(record!.storage_key);
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
      expect(response.headers.get('cache-control')).not.toBe(cacheControl);
    });

    it('is served by another instance on the same database and store', async () => {
      const another = await startInstance(database, opened.openAnother(), ownerId);
      try {
        const response = await fetch(`${another.baseUrl}/media/${id}`, { headers: { range: 'bytes=100-199' } });
        expect(response.status).toBe(206);
        expect((await bytesOf(response)).equals(video.subarray(100, 200))).toBe(true);
      } finally {
        await another.app.close();
      }
    });
  });

  describe('readMultipartFile', () => {
    it('reads the file with the text fields sent before it', async () => {
      const response = await upload(
        'voice_note',
        form([
          ['clientId', 'client-1234'],
          ['durationMs', '1000'],
          ['audio', wavRecording(1), 'note.wav'],
        ]),
        'audio',
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        fields: { clientId: 'client-1234', durationMs: '1000' },
        fileName: 'note.wav',
        field: 'audio',
      });
    });

    it('refuses a body that is not multipart with 415', async () => {
      const response = await fetch(`${instance.baseUrl}/upload/picture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"picture":"x"}',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
    });

    it('refuses a form without the file, or with it under another field, with 400 missing_file', async () => {
      const noFile = await upload('picture', form([['name', 'me']]));
      expect(noFile.status).toBe(400);
      expect(await noFile.json()).toMatchObject({ code: 'missing_file' });
      const elsewhere = await upload('voice_note', form([['recording', wavRecording(1)]]), 'audio');
      expect(elsewhere.status).toBe(400);
      expect(await elsewhere.json()).toMatchObject({ code: 'missing_file' });
    });

    it('refuses a file over the kind’s limit with 413, keeping nothing', async () => {
      // A recording by its first bytes, so that only its size is wrong.
      const recording = Buffer.concat([wavRecording(1), Buffer.alloc(limits.voiceNoteMaxBytes, 1)]);
      const response = await upload('voice_note', form([['audio', recording]]));
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'file_too_large' });
      expect(await opened.keys()).toEqual([]);
    });

    it('refuses a text file named .webm by its bytes with 415', async () => {
      const response = await upload('voice_note', form([['audio', Buffer.from('just some text, not audio at all'), 'note.webm']]));
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
    });
  });
});
