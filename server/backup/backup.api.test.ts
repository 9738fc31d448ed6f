import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEvent } from '../matching/testing/matching-fixture.ts';
import { directConversationFixture } from '../testing/conversation-fixture.ts';
import { jpegPicture } from '../testing/media-samples.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { backUp, BackupError, databaseFileName, restore } from './backup.ts';

const adminPhone = '+12025550100';

/** The same person, signed in, on another server: their cookies carried over as a browser would keep them. */
function sameBrowserOn(server: TestServer, client: TestClient): TestClient {
  const moved = new TestClient(server.baseUrl);
  for (const [name, cookie] of client.cookies) moved.cookies.set(name, { ...cookie });
  return moved;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

// Backup is the embedded default's (SQLite and files); PostgreSQL is backed up with pg_dump (docs/operations.md).
describe('npm run backup and npm run restore (SQLite, media on disk)', () => {
  let scratch: string;
  let dataDir: string;
  let servers: TestServer[];

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'tandem-backup-'));
    dataDir = join(scratch, 'data');
    servers = [];
  });
  afterEach(async () => {
    for (const server of servers) await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function serve(directory: string): Promise<TestServer> {
    const server = await startTestServer('sqlite', { ADMIN_PHONES: adminPhone, DATA_DIR: directory });
    servers.push(server);
    return server;
  }

  it('backs up a running server and restores into a fresh data directory every user, event, message and media file', async () => {
    const live = await serve(dataDir);
    const { ana, anaId, ben, conversationId } = await directConversationFixture(live.baseUrl, adminPhone);
    const send = (client: TestClient, text: string) =>
      client.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), text });
    for (const [client, text] of [
      [ana, 'Hello Ben'],
      [ben, 'Hi Ana'],
      [ana, 'Coffee at ten?'],
    ] as const) {
      expect((await send(client, text)).status).toBe(201);
    }
    const form = new FormData();
    form.append('picture', new Blob([(await jpegPicture(300, 300)) as BlobPart], { type: 'image/jpeg' }), 'me.jpg');
    const pictureId = (await ana.request('POST', '/api/users/me/picture', { body: form })).body.picture_id as string;
    const picture = Buffer.from(
      await (
        await fetch(`${live.baseUrl}/api/pictures/${pictureId}`, { headers: { cookie: ana.cookieHeader('/api/pictures') } })
      ).arrayBuffer(),
    );
    const host = new TestClient(live.baseUrl);
    const hostId = (await signIn(host, '+12025550140')).user.id;
    const eventId = await createEvent(live, { client: host, userId: hostId }, 'Harbour makers evening');

    // Made while the server runs; what is written after it is not in it.
    const manifest = await backUp({ dataDir, to: join(scratch, 'backup'), mediaStore: 'files' });
    expect((await send(ben, 'After the backup')).status).toBe(201);
    expect(manifest.media.map((entry) => entry.path)).toEqual((await live.mediaKeys()).map((key) => `media/${key}`));
    expect(manifest.missingMedia).toEqual([]);

    const restoredDir = join(scratch, 'restored');
    await restore({ from: join(scratch, 'backup'), dataDir: restoredDir });
    expect(await filesUnder(join(restoredDir, 'media'))).toEqual(await live.mediaKeys());
    const restored = await serve(restoredDir);

    const anaAgain = sameBrowserOn(restored, ana);
    expect((await anaAgain.get('/api/users/me')).body.id).toBe(anaId);
    const messages = await anaAgain.get(`/api/conversations/${conversationId}/messages`);
    expect(messages.body.messages.map((message: { text: string }) => message.text)).toEqual(['Hello Ben', 'Hi Ana', 'Coffee at ten?']);
    const pictureAgain = await fetch(`${restored.baseUrl}/api/pictures/${pictureId}`, {
      headers: { cookie: anaAgain.cookieHeader('/api/pictures') },
    });
    expect(Buffer.from(await pictureAgain.arrayBuffer()).equals(picture)).toBe(true);
    const eventAgain = await sameBrowserOn(restored, host).get(`/api/events/${eventId}`);
    expect(eventAgain.status).toBe(200);
    expect(eventAgain.body.name).toBe('Harbour makers evening');
  });

  it('never restores over a database, nor a damaged backup, nor a manifest that names a file outside media/', async () => {
    const live = await serve(dataDir);
    const ana = new TestClient(live.baseUrl);
    await signIn(ana, '+12025550123');
    const form = new FormData();
    form.append('picture', new Blob([(await jpegPicture(200, 200)) as BlobPart], { type: 'image/jpeg' }), 'me.jpg');
    expect((await ana.request('POST', '/api/users/me/picture', { body: form })).status).toBe(200);
    const backup = join(scratch, 'backup');
    const manifest = await backUp({ dataDir, to: backup, mediaStore: 'files' });

    await expect(restore({ from: backup, dataDir })).rejects.toThrow(/already holds a database/);
    await expect(backUp({ dataDir, to: backup, mediaStore: 'files' })).rejects.toThrow(/not empty/);

    const target = join(scratch, 'fresh');
    const damagedFile = join(backup, manifest.media[0]!.path);
    const original = await readFile(damagedFile);
    await writeFile(damagedFile, Buffer.concat([original.subarray(0, 100), Buffer.from('x'), original.subarray(101)]));
    await expect(restore({ from: backup, dataDir: target })).rejects.toThrow(/damaged .*checksum/);
    expect(await filesUnder(target)).toEqual([]);
    await writeFile(damagedFile, original);

    const manifestPath = join(backup, 'manifest.json');
    const outside = { ...manifest, media: [{ ...manifest.media[0]!, path: '../../outside.webp' }] };
    await writeFile(manifestPath, JSON.stringify(outside));
    await expect(restore({ from: backup, dataDir: target })).rejects.toBeInstanceOf(BackupError);
    await writeFile(manifestPath, JSON.stringify(manifest));

    await restore({ from: backup, dataDir: target });
    expect((await filesUnder(target)).includes(databaseFileName)).toBe(true);
  });

  it('restores a backup without media into a data directory that does not exist yet', async () => {
    await serve(dataDir);
    await backUp({ dataDir, to: join(scratch, 'backup'), mediaStore: 'files' });
    await restore({ from: join(scratch, 'backup'), dataDir: join(scratch, 'new', 'data') });
    expect(await filesUnder(join(scratch, 'new', 'data'))).toEqual([databaseFileName]);
  });

  it('refuses a directory with no database in it, saying where it looked', async () => {
    await expect(backUp({ dataDir: join(scratch, 'nothing'), to: join(scratch, 'backup'), mediaStore: 'files' })).rejects.toThrow(
      /no Tandem database at .*tandem\.sqlite/,
    );
  });
});
