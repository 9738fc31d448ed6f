import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits.ts';
import type { Dialect } from '../db/database.ts';
import { directConversationFixture } from '../testing/conversation-fixture.ts';
import { wavRecording as wav } from '../testing/media-samples.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { useS3TestServer } from '../testing/s3-test-server.ts';
import { TestClient } from '../testing/test-client.ts';
import { mediaTestSetups, startTestServer, type TestServerOptions } from '../testing/test-server.ts';

const adminPhone = '+12025550199';

function voiceNoteForm(
  audio: Buffer,
  {
    clientId = randomUUID() as string,
    durationMs = '1000',
    fileName = 'note.wav',
    type = 'audio/wav',
    transcript,
  }: { clientId?: string; durationMs?: string; fileName?: string; type?: string; transcript?: string } = {},
) {
  const form = new FormData();
  if (clientId) form.append('clientId', clientId);
  if (durationMs) form.append('durationMs', durationMs);
  if (transcript !== undefined) form.append('transcript', transcript);
  form.append('audio', new Blob([new Uint8Array(audio)], { type }), fileName);
  return form;
}

async function setUp(env: Record<string, string> = {}, dialect: Dialect = 'sqlite', options: TestServerOptions = {}) {
  const server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone, ...env }, options);
  const { admin, ana, ben, stranger, conversationId } = await directConversationFixture(server.baseUrl, adminPhone);
  return { server, admin, ana, ben, stranger, conversationId };
}

const s3Server = useS3TestServer();

describe.each(mediaTestSetups)('voice notes ($dialect, media on $storage)', ({ dialect, storage }) => {
  let context: Awaited<ReturnType<typeof setUp>>;
  beforeEach(async () => {
    context = await setUp({}, dialect, storage === 's3' ? { s3: s3Server() } : {});
  });
  afterEach(() => context.server.close());

  const upload = (client: TestClient, form: FormData, conversationId = context.conversationId) =>
    client.request('POST', `/api/conversations/${conversationId}/voice-notes`, { body: form });

  it('stores a recording as a message the other member can play, whole or by ranges', async () => {
    const { ana, ben, conversationId } = context;
    const audio = wav(1);
    const answer = await upload(ana, voiceNoteForm(audio, { durationMs: '1000' }));
    expect(answer.status).toBe(201);
    const { message } = answer.body;
    expect(message).toMatchObject({
      kind: 'voice_note',
      sequence: 1,
      text: null,
      voiceNote: { contentType: 'audio/wav', sizeBytes: audio.length, durationMs: 1000, transcript: null },
    });

    const history = await ben.get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages[0].id).toBe(message.id);

    const url = `/api/conversations/${conversationId}/voice-notes/${message.voiceNote.mediaId}`;
    const whole = await fetch(`${context.server.baseUrl}${url}`, { headers: { cookie: ben.cookieHeader(url) } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);

    const part = await fetch(`${context.server.baseUrl}${url}`, { headers: { cookie: ben.cookieHeader(url), range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-43/${audio.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(0, 44))).toBe(true);
    const outside = await fetch(`${context.server.baseUrl}${url}`, {
      headers: { cookie: ben.cookieHeader(url), range: `bytes=${audio.length}-` },
    });
    expect(outside.status).toBe(416);
  });

  it('stores a resent upload once', async () => {
    const clientId = randomUUID();
    const first = await upload(context.ana, voiceNoteForm(wav(1), { clientId }));
    const again = await upload(context.ana, voiceNoteForm(wav(1), { clientId }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.message.id).toBe(first.body.message.id);
    const media = await context.server.database.db.selectFrom('media').select('id').where('kind', '=', 'voice_note').execute();
    expect(media).toEqual([{ id: first.body.message.voiceNote.mediaId }]);
    expect(await context.server.mediaKeys()).toEqual([`voice-notes/${first.body.message.voiceNote.mediaId}.wav`]);
  });

  it('keeps the words sent with a note as its transcript, trimmed; blank words are none', async () => {
    const { ana, ben, conversationId } = context;
    const spoken = await upload(ana, voiceNoteForm(wav(1), { transcript: '  See you at the coffee stand. ' }));
    expect(spoken.body.message.voiceNote).toMatchObject({ transcript: 'See you at the coffee stand.' });
    const blank = await upload(ana, voiceNoteForm(wav(1), { transcript: '   ' }));
    expect(blank.body.message.voiceNote).toMatchObject({ transcript: null });
    const history = await ben.get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages.map((message: { voiceNote: { transcript: string | null } }) => message.voiceNote.transcript)).toEqual([
      'See you at the coffee stand.',
      null,
    ]);
  });

  it('judges the type by the bytes and refuses bad uploads, storing nothing', async () => {
    const { ana } = context;
    const refusals: [FormData, number, string][] = [
      [
        voiceNoteForm(Buffer.from('just some text, not audio at all'), { fileName: 'note.webm', type: 'audio/webm' }),
        415,
        'unsupported_media_type',
      ],
      // A recording by its first bytes, only too long.
      [voiceNoteForm(Buffer.concat([wav(1), Buffer.alloc(limits.voiceNoteMaxBytes, 1)])), 413, 'file_too_large'],
      [voiceNoteForm(wav(1), { clientId: '' }), 400, 'invalid_client_id'],
      [voiceNoteForm(wav(1), { durationMs: String(limits.voiceNoteMaxSeconds * 1000 + 1) }), 400, 'invalid_duration'],
      [voiceNoteForm(wav(1), { durationMs: 'long' }), 400, 'invalid_duration'],
      [voiceNoteForm(wav(1), { transcript: 'a'.repeat(limits.messageMaxLength + 1) }), 400, 'invalid_transcript'],
    ];
    for (const [form, status, code] of refusals) {
      const answer = await upload(ana, form);
      expect(answer.status, code).toBe(status);
      expect(answer.body.code).toBe(code);
    }
    const notMultipart = await ana.post(`/api/conversations/${context.conversationId}/voice-notes`, { audio: 'x' });
    expect(notMultipart.status).toBe(415);
    expect(await context.server.database.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    expect(await context.server.database.db.selectFrom('media').selectAll().execute()).toEqual([]);
    expect(await context.server.mediaKeys()).toEqual([]);
  });

  it('keeps strangers out of sending and listening; admins may listen', async () => {
    const { ana, stranger, admin, conversationId } = context;
    expect((await upload(stranger, voiceNoteForm(wav(1)))).status).toBe(404);
    const { message } = (await upload(ana, voiceNoteForm(wav(1)))).body;
    const url = `/api/conversations/${conversationId}/voice-notes/${message.voiceNote.mediaId}`;
    expect((await stranger.get(url)).status).toBe(404);
    expect((await new TestClient(context.server.baseUrl).get(url)).status).toBe(401);
    expect((await admin.get(url)).status).toBe(200);
    expect((await upload(admin, voiceNoteForm(wav(1)))).status).toBe(403);
    // Nor through the pictures' route, which any signed-in user may ask.
    expect((await stranger.get(`/api/pictures/${message.voiceNote.mediaId}`)).status).toBe(404);
    // A media id from another conversation does not open through this one.
    const other = (await context.admin.post('/api/conversations/', { userId: (await stranger.get('/api/users/me')).body.id })).body
      .conversationId;
    expect((await stranger.get(`/api/conversations/${other}/voice-notes/${message.voiceNote.mediaId}`)).status).toBe(404);
  });
});

describe.each(mediaTestSetups)('voice note transcripts ($dialect, media on $storage)', ({ dialect, storage }) => {
  let speechToText: http.Server;
  let requests: { authorization: string | undefined; body: string }[];

  beforeEach(async () => {
    requests = [];
    speechToText = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: Buffer.concat(chunks).toString('latin1') });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ text: ' See you at the coffee stand. ' }));
      });
    });
    await new Promise<void>((resolve) => speechToText.listen(0, '127.0.0.1', resolve));
  });
  afterEach(() => new Promise<void>((resolve) => speechToText.close(() => resolve())));

  it('arrive as an update of the note for every member', async () => {
    const { port } = speechToText.address() as AddressInfo;
    const env = {
      TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${port}/v1`,
      TRANSCRIPTION_API_KEY: 'stt-key',
      TRANSCRIPTION_MODEL: 'whisper-test',
    };
    const context = await setUp(env, dialect, storage === 's3' ? { s3: s3Server() } : {});
    try {
      const benTab = await RealtimeTestClient.signedIn(context.server.baseUrl, context.ben);
      const answer = await context.ana.request('POST', `/api/conversations/${context.conversationId}/voice-notes`, {
        body: voiceNoteForm(wav(1)),
      });
      expect(answer.status).toBe(201);
      const updated = await benTab.next('message', (event) => event.message.voiceNote?.transcript !== null);
      expect(updated.message).toMatchObject({ id: answer.body.message.id, voiceNote: { transcript: 'See you at the coffee stand.' } });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.authorization).toBe('Bearer stt-key');
      expect(requests[0]!.body).toContain('whisper-test');
      // The recording, as the job read it back from the storage.
      expect(requests[0]!.body).toContain('WAVEfmt ');
      const history = await context.ben.get(`/api/conversations/${context.conversationId}/messages`);
      expect(history.body.messages[0].voiceNote.transcript).toBe('See you at the coffee stand.');
      await benTab.close();
    } finally {
      await context.server.close();
    }
  });
});
