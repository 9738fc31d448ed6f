import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegPicture } from '../testing/media-samples.ts';
import { useS3TestServer } from '../testing/s3-test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { mediaTestSetups, startTestServer, type TestServer } from '../testing/test-server.ts';

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

  it('answers 404 for an unknown picture', async () => {
    expect((await client.get('/api/pictures/0190a1b2-0000-7000-8000-000000000000')).status).toBe(404);
  });
});
