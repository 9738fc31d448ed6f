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

  it('refuses an intro video over 100 MB with 413', async () => {
    const response = await upload(host, Buffer.alloc(100 * 1024 * 1024 + 1), 'big.mp4');
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('file_too_large');
    expect((await host.get(`/api/events/${eventId}`)).body.introVideo.isDefault).toBe(true);
    expect(await server.mediaKeys()).toEqual([]);
  });
});
