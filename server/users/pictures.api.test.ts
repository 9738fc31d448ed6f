import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.ts';
import { createDirectConversation } from '../testing/conversation-fixture.ts';
import { jpegPicture } from '../testing/media-samples.ts';
import { useS3TestServer } from '../testing/s3-test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { mediaTestSetups, startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

function pictureForm(bytes: Uint8Array, filename: string, type: string): FormData {
  const form = new FormData();
  form.append('picture', new Blob([bytes as BlobPart], { type }), filename);
  return form;
}

const s3Server = useS3TestServer();

describe.each(mediaTestSetups)('profile pictures ($dialect, media on $storage)', ({ dialect, storage }) => {
  let server: TestServer;
  let client: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect, {}, storage === 's3' ? { s3: s3Server() } : {});
    client = new TestClient(server.baseUrl);
    await signIn(client, '+12025550123');
  });
  afterEach(() => server.close());

  const upload = (form: FormData) => client.request('POST', '/api/users/me/picture', { body: form });

  it('re-encodes a JPEG to a square WebP and sets it on the user', async () => {
    const jpeg = await jpegPicture(900, 600);
    const response = await upload(pictureForm(jpeg, 'me.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const pictureId = response.body.picture_id as string;
    expect((await client.get('/api/users/me')).body.picture_id).toBe(pictureId);

    const picture = await fetch(`${server.baseUrl}/api/pictures/${pictureId}`, {
      headers: { cookie: client.cookieHeader('/api/pictures') },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 512]);
    expect(await server.mediaKeys()).toEqual([`pictures/${pictureId}.webp`]);
  });

  it('refuses a text file named .jpg, by its bytes', async () => {
    const response = await upload(pictureForm(new TextEncoder().encode('hello, I am not a picture'), 'me.jpg', 'image/jpeg'));
    expect(response.status).toBe(415);
    expect(response.body.code).toBe('unsupported_media_type');
    expect((await client.get('/api/users/me')).body.picture_id).toBeNull();
    expect(await server.mediaKeys()).toEqual([]);
  });

  it('refuses a 20 MB upload with 413', async () => {
    const huge = new Uint8Array(20 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload(pictureForm(huge, 'big.jpg', 'image/jpeg'));
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('file_too_large');
    expect((await client.get('/api/users/me')).body.picture_id).toBeNull();
    expect(await server.mediaKeys()).toEqual([]);
  });

  it('refuses a request without a file, and a non-multipart body', async () => {
    expect((await upload(new FormData())).status).toBe(400);
    const json = await client.post('/api/users/me/picture', { picture: 'x' });
    expect(json.status).toBe(415);
  });

  it('deletes the picture a new one replaces, bytes and all', async () => {
    const first = (await upload(pictureForm(await jpegPicture(400, 400), 'first.jpg', 'image/jpeg'))).body.picture_id as string;
    const second = (await upload(pictureForm(await jpegPicture(500, 300), 'second.jpg', 'image/jpeg'))).body.picture_id as string;
    expect((await client.get('/api/users/me')).body.picture_id).toBe(second);
    expect((await client.get(`/api/pictures/${first}`)).status).toBe(404);
    expect((await client.get(`/api/pictures/${second}`)).status).toBe(200);
    expect(await server.mediaKeys()).toEqual([`pictures/${second}.webp`]);
  });

  it('answers 404 for an unknown picture', async () => {
    expect((await client.get('/api/pictures/0190a1b2-0000-7000-8000-000000000000')).status).toBe(404);
  });
});

describe.each(testDialects)('who may see a profile picture (%s)', (dialect) => {
  const adminPhone = '+12025550199';
  let server: TestServer;
  let owner: TestClient;
  let pictureId: string;

  /** A signed-in user on a client of their own. */
  async function person(phone: string) {
    const client = new TestClient(server.baseUrl);
    const userId = (await signIn(client, phone)).user.id as string;
    return { client, userId };
  }
  const fetchPicture = (client: TestClient) => client.get(`/api/pictures/${pictureId}`);

  async function newEvent(host: TestClient, name: string): Promise<string> {
    const created = await host.post('/api/events', {
      name,
      startsAt: '2026-12-01T18:00:00+01:00',
      endsAt: '2026-12-01T22:00:00+01:00',
      timeZone: 'Europe/Paris',
      place: 'Station F, Paris',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  }

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    owner = new TestClient(server.baseUrl);
    await signIn(owner, '+12025550123');
    const uploaded = await owner.request('POST', '/api/users/me/picture', {
      body: pictureForm(await jpegPicture(300, 300), 'me.jpg', 'image/jpeg'),
    });
    pictureId = uploaded.body.picture_id as string;
  });
  afterEach(() => server.close());

  it('answers the owner and an admin', async () => {
    expect((await fetchPicture(owner)).status).toBe(200);
    expect((await fetchPicture((await person(adminPhone)).client)).status).toBe(200);
  });

  it("answers the event's host and a co-participant once the owner joined too", async () => {
    const host = await person('+12025550130');
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', host.userId).execute();
    const eventId = await newEvent(host.client, 'Climate founders dinner');
    const coParticipant = await person('+12025550131');
    expect((await coParticipant.client.post(`/api/events/${eventId}/join`, {})).status).toBe(200);
    // Before the owner joins, the two share nothing.
    expect((await fetchPicture(coParticipant.client)).status).toBe(404);
    expect((await fetchPicture(host.client)).status).toBe(404);
    expect((await owner.post(`/api/events/${eventId}/join`, {})).status).toBe(200);
    expect((await fetchPicture(coParticipant.client)).status).toBe(200);
    expect((await fetchPicture(host.client)).status).toBe(200);
  });

  it('answers a match partner', async () => {
    const [admin, partner] = [await person(adminPhone), await person('+12025550132')];
    const ownerId = (await owner.get('/api/users/me')).body.id as string;
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', admin.userId).execute();
    const eventId = await newEvent(admin.client, 'Matched elsewhere');
    // The match's conversation without its members, so that only the match relates the two.
    const conversationId = await createDirectConversation(admin.client, ownerId, partner.userId);
    await server.database.db.deleteFrom('conversation_members').where('conversation_id', '=', conversationId).execute();
    expect((await fetchPicture(partner.client)).status).toBe(404);
    const [low, high] = [ownerId, partner.userId].sort();
    await server.database.db
      .insertInto('matches')
      .values({
        id: newId(),
        event_id: eventId,
        user_low_id: low!,
        user_high_id: high!,
        source: 'mutual',
        conversation_id: conversationId,
        created_at: server.clock.now(),
      })
      .execute();
    expect((await fetchPicture(partner.client)).status).toBe(200);
  });

  it('answers a member of a conversation with the owner', async () => {
    const [admin, member] = [await person(adminPhone), await person('+12025550133')];
    const ownerId = (await owner.get('/api/users/me')).body.id as string;
    expect((await fetchPicture(member.client)).status).toBe(404);
    await createDirectConversation(admin.client, ownerId, member.userId);
    expect((await fetchPicture(member.client)).status).toBe(200);
  });

  it('answers a signed-in stranger 404, as for a missing picture, and a signed-out visitor 401', async () => {
    const stranger = await person('+12025550134');
    const refused = await fetchPicture(stranger.client);
    expect(refused.status).toBe(404);
    const missing = await stranger.client.get('/api/pictures/0190a1b2-0000-7000-8000-000000000000');
    expect(refused.body).toEqual(missing.body);
    expect((await fetchPicture(new TestClient(server.baseUrl))).status).toBe(401);
  });
});
