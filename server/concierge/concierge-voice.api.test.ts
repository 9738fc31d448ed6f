import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { conciergeReplies, type ConciergeSubject } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import type { GeneralDossier } from '../../shared/api/dossier.ts';
import { limits } from '../../shared/limits.ts';
import { guestAnswers, historyOf, replyTo, say, setUpDossier, speakAsGuest, voiceTurnForm } from '../testing/concierge-interview.ts';
import { startConciergeTestServer, type ConciergeTestServer } from '../testing/concierge-test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { testDialects } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
/** What the concierge says of a voice turn in which the recognizer heard no words. */
const noWords = "Sorry, I couldn't make out any words in that: it may have been too quiet or too noisy.";

/** A speech-to-text endpoint that answers each upload with the next of `texts` (the last one repeats). */
async function fakeSpeechToText(texts: string[]) {
  let uploads = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const text = texts[Math.min(uploads, texts.length - 1)];
      uploads += 1;
      response.setHeader('content-type', 'application/json').end(JSON.stringify({ text }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects)('calling the concierge (%s)', (dialect) => {
  let server: ConciergeTestServer;
  let dana: TestClient;
  let danaId: string;
  let textConversationId: string;
  let voiceConversationId: string;
  const closers: (() => Promise<void>)[] = [];

  async function start(env: Record<string, string> = {}) {
    server = await startConciergeTestServer(dialect, { env: { ADMIN_PHONES: adminPhone, ...env } });
    dana = new TestClient(server.baseUrl);
    danaId = (await signIn(dana, '+12025550123')).user.id;
    ({ textConversationId, voiceConversationId } = await setUpDossier(dana, danaId));
  }
  afterEach(async () => {
    await server?.close();
    for (const close of closers.splice(0)) await close();
  });

  const call = (client: TestClient, conversationId = voiceConversationId) =>
    client.post(`/api/conversations/${conversationId}/concierge-call`);
  const dossier = async (): Promise<GeneralDossier> => (await dana.get(`/api/users/${danaId}/generalDossier`)).body;
  const voiceNoteCount = async () =>
    (await server.database.db.selectFrom('media').select('id').where('kind', '=', 'voice_note').execute()).length;

  it('opens a first call once, as an AI asking its first question, however often it is started', async () => {
    await start();
    const [first, again] = await Promise.all([call(dana), call(dana)]);
    expect(first).toMatchObject({ status: 200, body: { messageId: expect.any(String) } });
    expect(again.body).toEqual(first.body);
    expect((await call(dana)).body).toEqual(first.body);

    const [opening, ...rest] = await historyOf(dana, voiceConversationId);
    expect(rest).toEqual([]);
    expect(opening).toMatchObject({ id: first.body.messageId, senderKind: 'concierge', concierge: { subject: 'identity' } });
    expect(opening!.text).toMatch(/Tandem's concierge, an AI \(not a person\)/);
    expect(opening!.text).toMatch(/\?$/);
  });

  it('answers a voice turn from the transcript that came with it, in the voice conversation', async () => {
    await start();
    await call(dana);
    const turn = await speakAsGuest(dana, voiceConversationId, `  ${guestAnswers.identity}  `);
    expect(turn).toMatchObject({ kind: 'voice_note', voiceNote: { contentType: 'audio/wav', transcript: guestAnswers.identity } });
    const reply = await replyTo(dana, voiceConversationId, turn);
    expect(reply.concierge).toMatchObject({ step: 'question' });
    expect(reply.concierge?.subject).not.toBe('identity');
    // The words came with the turn: nothing was sent to be transcribed.
    expect(await server.database.db.selectFrom('media_transcripts').selectAll().execute()).toEqual([]);
    expect(await dossier()).toMatchObject({ status: 'in_progress' });
    expect((await call(dana)).body).toEqual({ messageId: reply.id });
  });

  it('says honestly that it could not hear a voice turn nobody could make words of, and asks again', async () => {
    await start();
    const opening = (await call(dana)).body.messageId as string;
    const unheard = await speakAsGuest(dana, voiceConversationId);
    const sorry = await replyTo(dana, voiceConversationId, unheard);
    expect(sorry.text).toMatch(/^Sorry, I couldn't make out any words in that: .+ switch to text and type it\? \S/);
    expect(sorry.concierge).toMatchObject({ subject: 'identity' });
    expect((await call(dana)).body).toEqual({ messageId: sorry.id });

    // The question still stands: the answer that follows is read as the answer to it.
    const { reply } = await sayByVoice(dana, guestAnswers.identity);
    expect(reply.concierge?.subject).not.toBe('identity');
    expect((await historyOf(dana, voiceConversationId)).map((message) => message.id)).toEqual([
      opening,
      unheard.id,
      sorry.id,
      expect.any(String),
      reply.id,
    ]);
  });

  it('reads what the transcription service heard, and says so when it heard nothing', async () => {
    const speechToText = await fakeSpeechToText(['', guestAnswers.identity]);
    closers.push(speechToText.close);
    await start({ TRANSCRIPTION_BASE_URL: speechToText.baseUrl });
    await call(dana);
    const silent = await speakAsGuest(dana, voiceConversationId);
    expect((await replyTo(dana, voiceConversationId, silent)).text).toContain(noWords);

    const spoken = await speakAsGuest(dana, voiceConversationId);
    const reply = await replyTo(dana, voiceConversationId, spoken);
    expect(reply.concierge?.subject).not.toBe('identity');
    const transcribed = (await historyOf(dana, voiceConversationId)).find((message) => message.id === spoken.id);
    expect(transcribed?.voiceNote?.transcript).toBe(guestAnswers.identity);
  });

  /** Says `text` in a voice turn with its transcript; answers the turn and the concierge's reply. */
  async function sayByVoice(client: TestClient, text: string) {
    const sent = await speakAsGuest(client, voiceConversationId, text);
    return { sent, reply: await replyTo(client, voiceConversationId, sent) };
  }

  it('goes on with one interview from text to a call and back, to a confirmed revision citing the voice turns', async () => {
    await start();
    const asked = new Map<ConciergeSubject, number>();
    const answerTo = (message: Message) => {
      const subject = message.concierge?.subject;
      if (!subject || asked.has(subject)) return conciergeReplies.skip;
      asked.set(subject, 1);
      return guestAnswers[subject];
    };
    let latest = (await historyOf(dana, textConversationId)).at(-1)!;
    for (let turn = 0; turn < 2; turn += 1) latest = (await say(dana, textConversationId, answerTo(latest))).reply;

    const openingId = (await call(dana)).body.messageId as string;
    const [openingLine] = await historyOf(dana, voiceConversationId);
    expect(openingLine).toMatchObject({ id: openingId, concierge: { subject: latest.concierge?.subject } });
    expect(openingLine!.text).toMatch(/^Welcome back! It's Tandem's concierge again, an AI/);

    const voiceTurns: string[] = [];
    for (let turn = 0; turn < 2; turn += 1) {
      const { sent, reply } = await sayByVoice(dana, answerTo(latest));
      voiceTurns.push(sent.id);
      expect(reply.conversationId).toBe(voiceConversationId);
      latest = reply;
    }

    for (let turn = 0; latest.concierge?.step !== 'summary'; turn += 1) {
      if (turn === 10) throw new Error('no summary after 10 more answers');
      latest = (await say(dana, textConversationId, answerTo(latest))).reply;
      expect(latest.conversationId).toBe(textConversationId);
    }
    const { reply: saved } = await say(dana, textConversationId, conciergeReplies.confirm);
    expect(saved.concierge?.step).toBe('saved');

    // Nothing was asked twice across the two conversations (the call's opening only repeats the pending question).
    const everything = [...(await historyOf(dana, textConversationId)), ...(await historyOf(dana, voiceConversationId))];
    const questions = everything
      .filter((message) => message.id !== openingId && ['greeting', 'question', 'follow_up'].includes(message.concierge?.step ?? ''))
      .map((message) => message.concierge?.subject);
    expect(new Set(questions).size).toBe(questions.length);

    const current = await dossier();
    expect(current.revisions).toEqual([expect.objectContaining({ updateType: 'first_time', updateSource: 'chat' })]);
    const document = current.document!;
    const cited = [...document.lookingFor, ...document.canOffer, ...document.topics].flatMap((item) => item.sourceMessageIds);
    expect(cited.filter((id) => voiceTurns.includes(id))).not.toEqual([]);
  });

  it('takes a whole interview on a call, confirmed aloud, as a chat revision triggered by the voice turn', async () => {
    await start();
    await call(dana);
    let latest = (await historyOf(dana, voiceConversationId)).at(-1)!;
    const asked = new Set<ConciergeSubject>();
    for (let turn = 0; latest.concierge?.step !== 'summary'; turn += 1) {
      if (turn === 12) throw new Error('no summary after 12 answers');
      const subject = latest.concierge?.subject;
      const answer = subject && !asked.has(subject) ? guestAnswers[subject] : conciergeReplies.skip;
      if (subject) asked.add(subject);
      latest = (await sayByVoice(dana, answer)).reply;
    }
    const { sent: confirmation, reply: saved } = await sayByVoice(dana, conciergeReplies.confirm);
    expect(saved).toMatchObject({ conversationId: voiceConversationId, concierge: { step: 'saved' } });
    expect((await dossier()).revisions).toEqual([expect.objectContaining({ updateType: 'first_time', updateSource: 'chat' })]);
    const revision = await server.database.db.selectFrom('dossier_revisions').select('trigger_message_id').executeTakeFirstOrThrow();
    expect(revision.trigger_message_id).toBe(confirmation.id);
    expect(await historyOf(dana, textConversationId)).toHaveLength(1);
  });

  const continueInText = (client: TestClient, conversationId = textConversationId) =>
    client.post(`/api/conversations/${conversationId}/concierge-text`);

  it('continues the interview in the text chat after a call, once, with what was said on the call, at the next question', async () => {
    await start();
    const [greeting] = await historyOf(dana, textConversationId);
    // Before any call the text chat shows where the interview stands: nothing is posted.
    expect((await continueInText(dana)).body).toEqual({ messageId: null });
    await call(dana);
    expect((await continueInText(dana)).body).toEqual({ messageId: null });

    const { reply: asked } = await sayByVoice(dana, guestAnswers.identity);
    expect(asked.concierge?.subject).not.toBe('identity');
    const [first, again] = await Promise.all([continueInText(dana), continueInText(dana)]);
    expect(first).toMatchObject({ status: 200, body: { messageId: expect.any(String) } });
    expect(again.body).toEqual(first.body);
    expect((await continueInText(dana)).body).toEqual(first.body);

    const text = await historyOf(dana, textConversationId);
    expect(text.map((message) => message.id)).toEqual([greeting!.id, first.body.messageId]);
    const continued = text[1]!;
    expect(continued).toMatchObject({ senderKind: 'concierge', concierge: asked.concierge });
    expect(continued.text).toMatch(/^Let's carry on here in writing, where we left off on the call\./);
    expect(continued.text).toContain(`“${guestAnswers.identity}”`);
    expect(continued.text).not.toMatch(/who are you/i);

    // The next typed answer answers the question the call was on: the interview moves on, asking nothing again.
    const { reply } = await say(dana, textConversationId, guestAnswers[asked.concierge!.subject!]);
    expect(reply.conversationId).toBe(textConversationId);
    expect(reply.concierge?.subject).not.toBe(asked.concierge?.subject);
    expect(reply.concierge?.subject).not.toBe('identity');
    expect((await continueInText(dana)).body).toEqual({ messageId: null });
  });

  it('continues in the text chat after a call none of whose answers could be made out, saying so, not greeting again', async () => {
    await start();
    const [greeting] = await historyOf(dana, textConversationId);
    await call(dana);
    const unheard = await speakAsGuest(dana, voiceConversationId);
    await replyTo(dana, voiceConversationId, unheard);

    const continued = await continueInText(dana);
    expect(continued).toMatchObject({ status: 200, body: { messageId: expect.any(String) } });
    // The text chat shows where the interview stands now: nothing more is posted.
    expect((await continueInText(dana)).body).toEqual({ messageId: null });
    const text = await historyOf(dana, textConversationId);
    expect(text.map((message) => message.id)).toEqual([greeting!.id, continued.body.messageId]);
    expect(text[1]!.text).toMatch(
      /^Let's carry on here in writing, where we left off on the call\. I couldn't make out your last answer on the call, so please write it here\. /,
    );
    expect(text[1]!.concierge).toMatchObject({ subject: 'identity' });

    // The typed answer is read as the answer to the question the call was on.
    const { reply } = await say(dana, textConversationId, guestAnswers.identity);
    expect(reply.concierge?.subject).not.toBe('identity');
    expect((await continueInText(dana)).body).toEqual({ messageId: null });
  });

  it('lets only the guest continue in writing, and only in their concierge text conversation', async () => {
    await start();
    expect((await continueInText(new TestClient(server.baseUrl))).status).toBe(401);
    const ben = new TestClient(server.baseUrl);
    await signIn(ben, '+12025550124');
    expect((await continueInText(ben)).status).toBe(404);
    const refused = await continueInText(dana, voiceConversationId);
    expect(refused).toMatchObject({ status: 409, body: { code: 'not_a_concierge_chat', message: expect.any(String) } });
  });

  it('refuses a transcript that is too long, storing nothing', async () => {
    await start();
    await call(dana);
    const before = await historyOf(dana, voiceConversationId);
    const media = await voiceNoteCount();
    const tooLong = await dana.request('POST', `/api/conversations/${voiceConversationId}/voice-notes`, {
      body: voiceTurnForm('a'.repeat(limits.messageMaxLength + 1)),
    });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'invalid_transcript', message: expect.any(String) } });
    expect(await historyOf(dana, voiceConversationId)).toEqual(before);
    expect(await voiceNoteCount()).toBe(media);
  });

  it('lets only the guest start a call, and only in their concierge voice conversation', async () => {
    await start();
    expect((await call(new TestClient(server.baseUrl))).status).toBe(401);
    const ben = new TestClient(server.baseUrl);
    const benId = (await signIn(ben, '+12025550124')).user.id;
    expect((await call(ben)).status).toBe(404);
    const admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    expect((await call(admin)).status).toBe(403);

    const direct = await admin.post('/api/conversations/', { userId: danaId, kind: 'direct', withUserId: benId });
    expect(direct.status).toBe(200);
    const loose = await ben.post('/api/conversations/', { userId: benId, kind: 'concierge_voice' });
    for (const [client, conversationId] of [
      [dana, direct.body.conversationId],
      [dana, textConversationId],
      [ben, loose.body.conversationId],
    ] as const) {
      expect((await call(client, conversationId)).body).toMatchObject({ code: 'not_a_concierge_call', message: expect.any(String) });
      expect((await call(client, conversationId)).status).toBe(409);
    }
    expect(await historyOf(dana, voiceConversationId)).toEqual([]);
    expect((await historyOf(dana, direct.body.conversationId)).length).toBe(0);
  });
});
