import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mp4Video } from '../testing/media-samples.ts';
import { useS3TestServer } from '../testing/s3-test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { mediaTestSetups, startTestServer, type TestServer } from '../testing/test-server.ts';

const sampleEvent = {
  name: 'Climate founders dinner',
  description: 'Founders and investors in climate hardware.',
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T22:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

const s3Server = useS3TestServer();

describe.each(mediaTestSetups)('event intro videos ($dialect, media on $storage)', ({ dialect, storage }) => {
  let server: TestServer;
  let host: TestClient;
  let member: TestClient;
  let outsider: TestClient;
  let eventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, {}, storage === 's3' ? { s3: s3Server() } : {});
    [host, member, outsider] = [new TestClient(server.baseUrl), new TestClient(server.baseUrl), new TestClient(server.baseUrl)];
    const hostId = (await signIn(host, '+12025550123')).user.id;
    await signIn(member, '+12025550124');
    await signIn(outsider, '+12025550125');
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', hostId).execute();
    const created = await host.post('/api/events', sampleEvent);
    expect(created.status).toBe(201);
    eventId = created.body.id;
  });
  afterEach(() => server.close());

  const upload = (client: TestClient, bytes: Buffer, name = 'intro.mp4') => {
    const form = new FormData();
    form.append('video', new Blob([bytes as BlobPart]), name);
    return client.request('POST', `/api/events/${eventId}/intro-video`, { body: form });
  };

  it('takes a custom intro video checked by its bytes, serves ranges, and goes back to the default', async () => {
    const mp4 = mp4Video(4000);
    expect((await upload(member, mp4)).status).toBe(404);
    await member.post(`/api/events/${eventId}/join`);
    expect((await upload(member, mp4)).status).toBe(403);
    const notVideo = await upload(host, Buffer.from('%PDF-1.7 not a video at all'), 'intro.mp4');
    expect(notVideo.status).toBe(415);
    expect(await server.mediaKeys()).toEqual([]);

    const uploaded = await upload(host, mp4);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.introVideo).toMatchObject({
      isDefault: false,
      url: `/api/events/${eventId}/intro-video`,
      contentType: 'video/mp4',
    });
    const mediaRow = await server.database.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', uploaded.body.introVideo.id)
      .executeTakeFirstOrThrow();
    expect(mediaRow).toMatchObject({ kind: 'intro_video', content_type: 'video/mp4', size_bytes: mp4.length });
    expect(await server.mediaKeys()).toEqual([mediaRow.storage_key]);

    const whole = await fetch(`${server.baseUrl}/api/events/${eventId}/intro-video`, { headers: { cookie: member.cookieHeader('/api') } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const part = await fetch(`${server.baseUrl}/api/events/${eventId}/intro-video`, {
      headers: { cookie: member.cookieHeader('/api'), range: 'bytes=4-11' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${mp4.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ftypisom');
    expect((await outsider.get(`/api/events/${eventId}/intro-video`)).status).toBe(404);

    const reset = await host.request('DELETE', `/api/events/${eventId}/intro-video`);
    expect(reset.body.introVideo).toMatchObject({ id: 'default', isDefault: true });
    expect(await server.database.db.selectFrom('media').select('id').where('id', '=', mediaRow.id).executeTakeFirst()).toBeUndefined();
    expect(await server.mediaKeys()).toEqual([]);
  });

  it('replaces the video it had, keeping only the new one', async () => {
    const first = await upload(host, mp4Video(4000));
    const second = await upload(host, mp4Video(6000));
    expect([first.status, second.status]).toEqual([200, 200]);
    const rows = await server.database.db.selectFrom('media').select(['id', 'storage_key']).execute();
    expect(rows.map((row) => row.id)).toEqual([second.body.introVideo.id]);
    expect(await server.mediaKeys()).toEqual([rows[0]!.storage_key]);
    const played = await fetch(`${server.baseUrl}/api/events/${eventId}/intro-video`, { headers: { cookie: host.cookieHeader('/api') } });
    expect((await played.arrayBuffer()).byteLength).toBe(mp4Video(6000).length);
  });

  /**
   * An upload of an 8 MB video sent by hand: its multipart preamble and `head`, the
   * rest (and the closing boundary) when `finish` is called. Answers the status once the server answers.
   */
  const uploadByHand = (client: TestClient, head: Buffer) => {
    const boundary = 'tandem-test-boundary';
    const preamble = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="intro.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = 8 * 1024 * 1024;
    const request = http.request(`${server.baseUrl}/api/events/${eventId}/intro-video`, {
      method: 'POST',
      headers: {
        cookie: client.cookieHeader('/api'),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': preamble.length + fileBytes + closing.length,
      },
    });
    request.on('error', () => {});
    const answered = new Promise<{ status: number; body: { code?: string } }>((resolve) =>
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
      }),
    );
    request.write(Buffer.concat([preamble, head]));
    const finish = async () => {
      const chunk = Buffer.alloc(1024 * 1024, 7);
      for (let sent = head.length; sent < fileBytes; sent += chunk.length) {
        if (!request.write(chunk.subarray(0, Math.min(chunk.length, fileBytes - sent))))
          await new Promise((resolve) => request.once('drain', resolve));
      }
      request.end(closing);
    };
    return { answered, finish, abort: () => request.destroy() };
  };

  /** Uploads the server is receiving now: their files in the spool. */
  const uploadsInProgress = async () => (await readdir(join(server.dataDir, 'uploads')).catch(() => [])).length;

  it('refuses a file that is no video from its first bytes, before the rest of it arrives', async () => {
    const upload = uploadByHand(host, Buffer.alloc(128 * 1024, 0x25));
    expect(await upload.answered).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    upload.abort();
    expect(await server.mediaKeys()).toEqual([]);
  });

  it('takes three uploads of one host at once, answers a fourth 429, and keeps only the video the event ends with', async () => {
    const head = mp4Video(128 * 1024);
    const uploads = [uploadByHand(host, head), uploadByHand(host, head), uploadByHand(host, head)];
    await expect.poll(uploadsInProgress).toBe(3);

    const fourth = await upload(host, mp4Video(4000));
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('too_many_uploads');
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);

    await Promise.all(uploads.map((upload) => upload.finish()));
    const answers = await Promise.all(uploads.map((upload) => upload.answered));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const event = (await host.get(`/api/events/${eventId}`)).body;
    const rows = await server.database.db.selectFrom('media').select(['id', 'storage_key']).execute();
    expect(rows.map((row) => row.id)).toEqual([event.introVideo.id]);
    expect(await server.mediaKeys()).toEqual([rows[0]!.storage_key]);
    expect(await uploadsInProgress()).toBe(0);
  });

  it('refuses an intro video over 100 MB with 413', async () => {
    const response = await upload(host, mp4Video(100 * 1024 * 1024 + 1), 'big.mp4');
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('file_too_large');
    expect((await host.get(`/api/events/${eventId}`)).body.introVideo.isDefault).toBe(true);
    expect(await server.mediaKeys()).toEqual([]);
  });
});
