import { afterEach, describe, expect, it } from 'vitest';
import { conciergeReplies } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import type { GeneralDossier } from '../../shared/api/dossier.ts';
import { limits } from '../../shared/limits.ts';
import type { ConciergeBrain, TurnInput } from '../concierge/concierge-turn.ts';
import { createOfflineBrain } from '../concierge/offline-brain.ts';
import { guestAnswers, historyOf, replyTo, say, sendAsGuest, setUpDossier, speakAsGuest } from '../testing/concierge-interview.ts';
import { startConciergeTestServer, type ConciergeTestServer } from '../testing/concierge-test-server.ts';
import { createDirectConversation } from '../testing/conversation-fixture.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { blockingBrain } from '../testing/scripted-brains.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { testDialects } from '../testing/test-server.ts';

const adminPhone = '+12025550199';

/** The offline concierge, noting every transcript it was asked to answer. */
function recordingBrain(): { brain: ConciergeBrain; inputs: TurnInput[] } {
  const inner = createOfflineBrain();
  const inputs: TurnInput[] = [];
  return {
    inputs,
    brain: {
      nextTurn(input, signal) {
        inputs.push(input);
        return inner.nextTurn(input, signal);
      },
    },
  };
}

describe.each(testDialects)('fixing what the concierge heard of a voice turn (%s)', (dialect) => {
  let server: ConciergeTestServer;
  let dana: TestClient;
  let danaId: string;
  let textConversationId: string;
  let voiceConversationId: string;

  async function start(brain?: ConciergeBrain) {
    server = await startConciergeTestServer(dialect, { brain, env: { ADMIN_PHONES: adminPhone } });
    dana = new TestClient(server.baseUrl);
    danaId = (await signIn(dana, '+12025550123')).user.id;
    ({ textConversationId, voiceConversationId } = await setUpDossier(dana, danaId));
    await dana.post(`/api/conversations/${voiceConversationId}/concierge-call`);
  }
  afterEach(() => server?.close());

  const fix = (client: TestClient, turn: Pick<Message, 'id'>, transcript: unknown, conversationId = voiceConversationId) =>
    client.put(`/api/conversations/${conversationId}/messages/${turn.id}/transcript`, { transcript });

  /** Says `heard` in a voice turn (as if recognised so) and waits for the concierge's answer. */
  async function speak(heard: string) {
    const turn = await speakAsGuest(dana, voiceConversationId, heard);
    return { turn, reply: await replyTo(dana, voiceConversationId, turn) };
  }

  it('sets aside the reply built on the heard words, answers the fixed ones, and shows it live on every tab', async () => {
    const recorded = recordingBrain();
    await start(recorded.brain);
    const [opening] = await historyOf(dana, voiceConversationId);
    // Misheard as a thin answer, the concierge asks for more about who Dana is.
    const { turn, reply } = await speak('Dana');
    expect(reply.concierge).toMatchObject({ step: 'follow_up', subject: 'identity' });
    const otherTab = await RealtimeTestClient.signedIn(server.baseUrl, dana);

    const fixed = await fix(dana, turn, `  ${guestAnswers.identity}  `);
    expect(fixed.status).toBe(200);
    expect(fixed.body.message).toMatchObject({ id: turn.id, voiceNote: { transcript: guestAnswers.identity } });
    expect(fixed.body.superseded).toEqual([
      { ...reply, clientId: `superseded:${reply.id}`, concierge: { ...reply.concierge, superseded: true } },
    ]);

    // The turn is answered again, from the fixed words: the interview moves on from who Dana is.
    const answer = await replyTo(dana, voiceConversationId, turn);
    expect(answer.id).not.toBe(reply.id);
    expect(answer.concierge).toMatchObject({ step: 'question', subject: 'event_goals' });
    expect(answer.concierge?.superseded).toBeUndefined();
    const read = recorded.inputs.at(-1)!.transcript;
    expect(read.at(-1)).toMatchObject({ id: turn.id, from: 'guest', text: guestAnswers.identity });
    expect(read.map((message) => message.id)).not.toContain(reply.id);

    // Nothing disappears from the history: the set-aside line stays in its place, marked.
    expect((await historyOf(dana, voiceConversationId)).map((message) => [message.id, message.concierge?.superseded ?? false])).toEqual([
      [opening!.id, false],
      [turn.id, false],
      [reply.id, true],
      [answer.id, false],
    ]);
    const seen = (id: string, where: (message: Message) => boolean) =>
      otherTab.next('message', (event) => event.message.id === id && where(event.message));
    await seen(turn.id, (message) => message.voiceNote?.transcript === guestAnswers.identity);
    await seen(reply.id, (message) => message.concierge?.superseded === true);
    await seen(answer.id, () => true);
    otherTab.socket.close();
    // A call started now waits on the new answer; the same words again change nothing.
    expect((await dana.post(`/api/conversations/${voiceConversationId}/concierge-call`)).body).toEqual({ messageId: answer.id });
    const again = await fix(dana, turn, guestAnswers.identity);
    expect(again).toMatchObject({ status: 200, body: { superseded: [] } });
    expect((await historyOf(dana, voiceConversationId)).at(-1)!.id).toBe(answer.id);
  });

  it('proposes, and saves on confirmation, a dossier built from the fixed words, never the heard ones', async () => {
    await start();
    for (const subject of ['identity', 'event_goals', 'looking_for', 'can_offer'] as const) {
      await say(dana, textConversationId, guestAnswers[subject]);
    }
    const { turn, reply: misheard } = await speak('Energy storage and cycling.');
    expect(misheard.concierge?.step).toBe('summary');
    const topicsOf = (message: Message) => message.concierge?.proposal?.topics.map((item) => item.text.toLowerCase());
    expect(topicsOf(misheard)).toContain('cycling');

    expect((await fix(dana, turn, 'Sailing, chess and jazz.')).status).toBe(200);
    const summary = await replyTo(dana, voiceConversationId, turn);
    expect(topicsOf(summary)).toEqual(expect.arrayContaining(['sailing', 'chess']));
    expect(topicsOf(summary)).not.toContain('cycling');

    const { turn: confirmation, reply: saved } = await speak(conciergeReplies.confirm);
    expect(saved.concierge?.step).toBe('saved');
    // A save is not taken back by a fix: the guest says what to change instead.
    const history = await historyOf(dana, voiceConversationId);
    const refused = await fix(dana, confirmation, 'Change the topics');
    expect(refused).toMatchObject({ status: 409, body: { code: 'dossier_saved', message: expect.any(String) } });
    expect(await historyOf(dana, voiceConversationId)).toEqual(history);
    const dossier = (await dana.get<GeneralDossier>(`/api/users/${danaId}/generalDossier`)).body;
    expect(dossier.revisions).toHaveLength(1);
    const savedTopics = dossier.document!.topics;
    expect(savedTopics).toEqual(summary.concierge?.proposal?.topics);
    expect(savedTopics.flatMap((item) => item.sourceMessageIds)).toContain(turn.id);
    expect(JSON.stringify(dossier.document)).not.toMatch(/cycling/i);
  });

  it('never lets a reply to the heard words stand when the fix comes while the concierge writes it', async () => {
    const held = blockingBrain(createOfflineBrain());
    await start(held.brain);
    const turn = await speakAsGuest(dana, voiceConversationId, 'Dana');
    await expect.poll(() => held.calls.length).toBe(1);

    // Nothing to set aside yet: the reply to "Dana" is still being written.
    expect((await fix(dana, turn, guestAnswers.identity)).body.superseded).toEqual([]);
    held.release();
    const answer = await replyTo(dana, voiceConversationId, turn);
    expect(answer.concierge).toMatchObject({ step: 'question', subject: 'event_goals' });
    const lines = (await historyOf(dana, voiceConversationId)).filter((message) => message.sequence > turn.sequence);
    // The reply written for "Dana" was dropped before it was stored, or set aside at once.
    expect(lines.filter((line) => line.concierge?.superseded !== true)).toEqual([answer]);
    expect(lines.filter((line) => line.concierge?.step === 'follow_up').every((line) => line.concierge?.superseded)).toBe(true);
  });

  it('lets only the sender fix their own newest voice turn in their own concierge conversation, with words, changing nothing else', async () => {
    await start();
    const { turn: older } = await speak(guestAnswers.identity);
    const { turn: newest, reply } = await speak(guestAnswers.event_goals);
    const typed = await sendAsGuest(dana, textConversationId, 'A typed line');
    await replyTo(dana, textConversationId, typed);
    const before = [await historyOf(dana, voiceConversationId), await historyOf(dana, textConversationId)];

    const admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    const stranger = new TestClient(server.baseUrl);
    const strangerId = (await signIn(stranger, '+12025550124')).user.id;
    const refusals: [TestClient, Pick<Message, 'id'>, unknown, number, string, string?][] = [
      [new TestClient(server.baseUrl), newest, 'Hello', 401, 'unauthenticated'],
      [stranger, newest, 'Hello', 404, 'not_found'],
      [admin, newest, 'Hello', 403, 'not_a_member'],
      [dana, { id: 'no-such-message' }, 'Hello', 404, 'not_found'],
      [dana, reply, 'Hello', 403, 'not_your_message'],
      [dana, older, 'Hello', 409, 'not_newest_turn'],
      [dana, typed, 'Hello', 409, 'not_a_voice_note', textConversationId],
      [dana, newest, '   ', 400, 'invalid_request'],
      [dana, newest, 'a'.repeat(limits.messageMaxLength + 1), 400, 'invalid_request'],
      [dana, newest, 42, 400, 'invalid_request'],
    ];
    for (const [client, message, transcript, status, code, conversationId] of refusals) {
      const refused = await fix(client, message, transcript, conversationId);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status, code });
      expect(refused.body.message).toEqual(expect.any(String));
    }
    const extraField = await dana.put(`/api/conversations/${voiceConversationId}/messages/${newest.id}/transcript`, {
      transcript: 'Hello',
      superseded: [],
    });
    expect(extraField.status).toBe(400);

    // In a conversation with another member: their voice note is theirs alone, and the concierge is not there to answer again.
    const directId = await createDirectConversation(admin, danaId, strangerId);
    const theirs = await speakAsGuest(stranger, directId, 'Hi Dana');
    expect((await fix(dana, theirs, 'Hi there', directId)).body.code).toBe('not_your_message');
    const mine = await speakAsGuest(dana, directId, 'Hi');
    expect((await fix(dana, mine, 'Hello', directId)).body.code).toBe('not_a_concierge_conversation');

    expect([await historyOf(dana, voiceConversationId), await historyOf(dana, textConversationId)]).toEqual(before);
    expect((await historyOf(dana, directId)).map((message) => message.voiceNote?.transcript)).toEqual(['Hi Dana', 'Hi']);
  });
});
