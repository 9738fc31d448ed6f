import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/api/conversations.ts';
import type { GeneralDossier } from '../../shared/api/dossier.ts';
import {
  answerUntilSummary,
  guestAnswers,
  historyOf,
  interviewToConfirmation,
  replyTo,
  say,
  sendAsGuest,
  setUpDossier,
} from '../testing/concierge-interview.ts';
import { startConciergeTestServer, type ConciergeTestServer, type InstanceOptions } from '../testing/concierge-test-server.ts';
import { wavRecording } from '../testing/media-samples.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { blockingBrain, failingBrain } from '../testing/scripted-brains.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { testDialects } from '../testing/test-server.ts';
import { diffDossiers } from '../../shared/dossier-diff.ts';
import type { ConciergeBrain, InterviewContext } from './concierge-turn.ts';
import { createOfflineBrain } from './offline-brain.ts';

/** Longer than the concierge's reply lease (2 minutes): an instance this far ahead sees every lease of the others run out. */
const pastEveryLease = 2 * 60_000 + 1;

/** Every guest message has exactly one concierge reply, whose client id is the message's id. */
function expectOneReplyEach(history: Message[]) {
  const guestMessages = history.filter((message) => message.senderKind === 'user');
  const replies = history.filter((message) => message.senderKind === 'concierge' && message.clientId !== 'greeting');
  expect(replies.map((reply) => reply.clientId).sort()).toEqual(guestMessages.map((message) => message.id).sort());
}

describe.each(testDialects)('the concierge (%s)', (dialect) => {
  let server: ConciergeTestServer;
  let dana: TestClient;
  let danaId: string;
  let textConversationId: string;

  async function start(options: InstanceOptions & { env?: Record<string, string> } = {}) {
    server = await startConciergeTestServer(dialect, options);
    dana = new TestClient(server.baseUrl);
    danaId = (await signIn(dana, '+12025550123')).user.id;
    ({ textConversationId } = await setUpDossier(dana, danaId));
  }
  afterEach(() => server?.close());

  const dossier = async (): Promise<GeneralDossier> => (await dana.get(`/api/users/${danaId}/generalDossier`)).body;

  it('greets, interviews and saves the first_time revision the guest confirms', async () => {
    await start();
    const [greeting, ...rest] = await historyOf(dana, textConversationId);
    expect(rest).toEqual([]);
    expect(greeting).toMatchObject({ senderKind: 'concierge', senderId: null, kind: 'text', clientId: 'greeting' });
    expect(greeting!.concierge).toMatchObject({ step: 'greeting', subject: 'identity', canSkip: true });
    expect(await dossier()).toMatchObject({ status: 'not_started', document: null, revisions: [] });

    const tab = await RealtimeTestClient.signedIn(server.baseUrl, dana);
    const { sent, reply } = await say(dana, textConversationId, guestAnswers.identity);
    expect(reply).toMatchObject({ senderKind: 'concierge', senderId: null, clientId: sent.id });
    expect(reply.sequence).toBeGreaterThan(sent.sequence);
    // The members' tabs see it write, then the reply, as they see any message.
    await tab.next('concierge.writing', (event) => event.conversationId === textConversationId);
    await tab.next('message', (event) => event.message.id === reply.id);
    await tab.close();
    expect(await dossier()).toMatchObject({ status: 'in_progress', document: null });

    const { summary, confirmation, reply: saved } = await interviewToConfirmation(dana, textConversationId);
    expect(summary.concierge?.proposal).not.toBeNull();
    expect(saved.concierge?.step).toBe('saved');

    const history = await historyOf(dana, textConversationId);
    expectOneReplyEach(history);
    const current = await dossier();
    expect(current).toMatchObject({ status: 'complete', document: summary.concierge!.proposal });
    expect(current.revisions).toEqual([
      { id: expect.any(String), updateType: 'first_time', updateSource: 'chat', createdAt: expect.any(Number) },
    ]);
    const guestMessageIds = new Set(history.filter((message) => message.senderKind === 'user').map((message) => message.id));
    const items = [...current.document!.lookingFor, ...current.document!.canOffer, ...current.document!.topics];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.sourceMessageIds.length).toBeGreaterThan(0);
      for (const id of item.sourceMessageIds) expect(guestMessageIds.has(id)).toBe(true);
    }
    const revisions = await server.database.db.selectFrom('dossier_revisions').select('trigger_message_id').execute();
    expect(revisions).toEqual([{ trigger_message_id: confirmation.id }]);
  });

  it('saves a change asked for in the chat as a modification_request revision, with what changed', async () => {
    await start();
    await interviewToConfirmation(dana, textConversationId);
    const first = await dossier();

    const summary = await answerUntilSummary(dana, textConversationId, {
      firstAnswer: "I'm not hiring any more. I would now like to meet people from energy utilities who buy software.",
    });
    const { reply } = await say(dana, textConversationId, 'Looks right');
    expect(reply.concierge?.step).toBe('saved');

    const current = await dossier();
    expect(current.document).toEqual(summary.concierge!.proposal);
    expect(current.revisions.map((revision) => [revision.updateType, revision.updateSource])).toEqual([
      ['modification_request', 'chat'],
      ['first_time', 'chat'],
    ]);
    const newest = await dana.get(`/api/users/${danaId}/generalDossier/revisions/${current.revisions[0]!.id}`);
    expect(newest.status).toBe(200);
    expect(newest.body.previous).toEqual(first.revisions[0]);
    expect(newest.body.revision.document).toEqual(current.document);
    expect(newest.body.changes).toEqual(diffDossiers(first.document!, current.document!));
    expectOneReplyEach(await historyOf(dana, textConversationId));
  });

  it("tells the brain the guest's name, the event they joined last and the dossier as saved", async () => {
    const inner = createOfflineBrain();
    const contexts: InterviewContext[] = [];
    await start({
      brain: {
        nextTurn(input, signal) {
          contexts.push(input.context);
          return inner.nextTurn(input, signal);
        },
      },
    });
    expect(contexts).toEqual([{ guestName: null, eventName: null, document: null }]);

    await dana.patch('/api/users/me', { name: 'Dana Whitfield' });
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', danaId).execute();
    const event = { startsAt: '2026-12-01T18:00:00+01:00', endsAt: '2026-12-01T22:00:00+01:00', timeZone: 'Europe/Paris', place: 'Berlin' };
    for (const name of ['Climate founders dinner', 'Energy storage meetup']) {
      const eventId = (await dana.post('/api/events', { ...event, name })).body.id;
      expect((await dana.post(`/api/events/${eventId}/join`)).status).toBe(200);
      server.clock.advance(1_000);
    }
    const document = (
      await dana.request('PUT', `/api/users/${danaId}/generalDossier/document`, {
        json: { document: { headline: 'Designer', about: '', lookingFor: [], canOffer: [], topics: [] }, updateSource: 'home' },
      })
    ).body.document;

    await say(dana, textConversationId, guestAnswers.identity);
    expect(contexts.at(-1)).toEqual({ guestName: 'Dana Whitfield', eventName: 'Energy storage meetup', document });
  });

  it('answers from a job: the send returns before the reply, which comes once the brain has written it', async () => {
    const blocked = blockingBrain(createOfflineBrain());
    await start({ brain: blocked.brain });
    const tab = await RealtimeTestClient.signedIn(server.baseUrl, dana);

    const sent = await sendAsGuest(dana, textConversationId, guestAnswers.identity);
    await expect.poll(() => blocked.calls.length).toBe(1);
    await tab.next('concierge.writing', (event) => event.conversationId === textConversationId);
    expect((await historyOf(dana, textConversationId)).map((message) => message.id)).toEqual([expect.any(String), sent.id]);

    blocked.release();
    const reply = await replyTo(dana, textConversationId, sent);
    await tab.next('message', (event) => event.message.id === reply.id);
    await tab.close();
  });

  it('answers a message that came while it was writing the reply to the one before', async () => {
    const blocked = blockingBrain(createOfflineBrain());
    await start({ brain: blocked.brain });
    const first = await sendAsGuest(dana, textConversationId, guestAnswers.identity);
    await expect.poll(() => blocked.calls.length).toBe(1);
    const second = await sendAsGuest(dana, textConversationId, guestAnswers.event_goals);

    blocked.release();
    const firstReply = await replyTo(dana, textConversationId, first);
    await replyTo(dana, textConversationId, second);
    expectOneReplyEach(await historyOf(dana, textConversationId));
    // The first reply was stored after the second message; the brain read it where it belongs.
    expect(firstReply.sequence).toBeGreaterThan(second.sequence);
    expect(blocked.calls[1]!.transcript.slice(-3).map((message) => message.id)).toEqual([first.id, firstReply.id, second.id]);
  });

  it('resumes an interview after a restart in the middle of a turn, answering each message once', async () => {
    const blocked = blockingBrain(createOfflineBrain());
    await start({ brain: blocked.brain });
    const sent = await sendAsGuest(dana, textConversationId, guestAnswers.identity);
    await expect.poll(() => blocked.calls.length).toBe(1);

    await server.restart();
    const reply = await replyTo(dana, textConversationId, sent);
    expect(reply.concierge?.step).not.toBe('greeting');

    await interviewToConfirmation(dana, textConversationId);
    expectOneReplyEach(await historyOf(dana, textConversationId));
    expect((await dossier()).revisions.map((revision) => revision.updateType)).toEqual(['first_time']);
    const job = await server.database.db.selectFrom('concierge_jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ conversation_id: textConversationId, status: 'done', lease_owner: null });
  });

  it('lets another instance take over the turn of one that died once its lease runs out; the late one does not answer again', async () => {
    const stuck = blockingBrain(createOfflineBrain());
    await start({ brain: stuck.brain });
    const sent = await sendAsGuest(dana, textConversationId, guestAnswers.identity);
    await expect.poll(() => stuck.calls.length).toBe(1);

    // Starting, the survivor takes up every job whose lease has run out by its clock.
    await server.startInstance({ aheadMs: pastEveryLease });
    const reply = await replyTo(dana, textConversationId, sent);

    // The stuck instance's brain answers at last: its reply is the same message, stored once.
    stuck.release();
    await server.main.close();
    const answers = await server.database.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', textConversationId)
      .where('client_id', '=', sent.id)
      .execute();
    expect(answers).toEqual([{ id: reply.id }]);
  });

  it('asks a brain that failed again, keeping the guest message', async () => {
    const failing = failingBrain(createOfflineBrain(), 1);
    await start({ brain: failing.brain });
    const { sent, reply } = await say(dana, textConversationId, guestAnswers.identity);
    expect(failing.calls).toBe(2);
    const history = await historyOf(dana, textConversationId);
    expect(history.map((message) => message.id)).toEqual([history[0]!.id, sent.id, reply.id]);
  });

  it('greets from a job when the brain fails while the dossier is saved', async () => {
    const failing = failingBrain(createOfflineBrain(), 1, () => true);
    await start({ brain: failing.brain });
    await expect.poll(async () => (await historyOf(dana, textConversationId)).map((message) => message.clientId)).toEqual(['greeting']);
    expect(failing.calls).toBe(2);
  });

  it('does not save a revision whose items cite what the guest did not say, and still replies', async () => {
    const inner = createOfflineBrain();
    const inventing: ConciergeBrain = {
      async nextTurn(input, signal) {
        const turn = await inner.nextTurn(input, signal);
        turn.revision?.document.canOffer.push({ text: 'A seat on the board', sourceMessageIds: [randomUUID()] });
        return turn;
      },
    };
    await start({ brain: inventing });
    const { reply } = await interviewToConfirmation(dana, textConversationId);
    expect(reply.clientId).not.toBeNull();
    expect(await dossier()).toMatchObject({ status: 'in_progress', document: null, revisions: [] });
  });

  it("reads a voice note's transcript and answers it", async () => {
    const speechToText = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.setHeader('content-type', 'application/json').end(JSON.stringify({ text: guestAnswers.identity })));
    });
    await new Promise<void>((resolve) => speechToText.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = speechToText.address() as AddressInfo;
      await start({ env: { TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${port}/v1` } });
      const form = new FormData();
      form.append('clientId', randomUUID());
      form.append('durationMs', '1000');
      form.append('audio', new Blob([new Uint8Array(wavRecording(1))], { type: 'audio/wav' }), 'note.wav');
      const sent = await dana.request('POST', `/api/conversations/${textConversationId}/voice-notes`, { body: form });
      expect(sent.status).toBe(201);
      const reply = await replyTo(dana, textConversationId, sent.body.message);
      expect(reply.concierge?.step).not.toBe('greeting');
      expectOneReplyEach(await historyOf(dana, textConversationId));
    } finally {
      await new Promise<void>((resolve) => speechToText.close(() => resolve()));
    }
  });
});
