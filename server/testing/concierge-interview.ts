import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { conciergeReplies, type ConciergeSubject } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import { limits } from '../../shared/limits.ts';
import { wavRecording } from './media-samples.ts';
import type { TestClient } from './test-client.ts';

/**
 * Drives the concierge over HTTP as a guest would, reading only what any interviewer must do:
 * a reply per guest message (its client id is the message's id), questions with a subject,
 * and a `summary` step to confirm. What the guest answers is rich enough for any interviewer.
 */

export const guestAnswers: Record<ConciergeSubject, string> = {
  identity:
    "I'm Dana Whitfield, a product designer at Voltline, a climate-tech start-up in Berlin. I lead the design of software that " +
    'manages home batteries and solar panels.',
  event_goals: 'At this event I want to find two hardware engineers for my team and learn how other founders sell to energy utilities.',
  looking_for: 'I would like to meet hardware engineers who know batteries, and investors who fund climate hardware.',
  can_offer: 'I can offer feedback on product design, advice on user research, and introductions to design schools in Berlin.',
  topics: 'Energy storage, user research, climate policy and cycling.',
};

/**
 * A hang guard, not a speed limit: a voice turn without a transcript is heard by the offline
 * recognizer, whose model a file builds at its first such turn (15 s ran out at load ~25).
 */
const replyWait = { timeout: 45_000, interval: 20 };

/** The conversation's whole history, oldest first. */
export async function historyOf(client: TestClient, conversationId: string): Promise<Message[]> {
  const messages: Message[] = [];
  for (;;) {
    const after = messages.at(-1)?.sequence ?? 0;
    const page = await client.get(`/api/conversations/${conversationId}/messages?after=${after}&limit=${limits.historyPageMax}`);
    if (page.status !== 200) throw new Error(`history answered ${page.status}: ${JSON.stringify(page.body)}`);
    messages.push(...(page.body.messages as Message[]));
    if (!page.body.hasMore) return messages;
  }
}

/** Sets up the guest's dossier as the web app does on load: a text and a voice conversation, then the dossier. */
export async function setUpDossier(client: TestClient, userId: string) {
  const create = async (kind: 'concierge_text' | 'concierge_voice') => {
    const created = await client.post('/api/conversations/', { userId, kind });
    if (created.status !== 200) throw new Error(`creating a conversation answered ${created.status}`);
    return created.body.conversationId as string;
  };
  const ids = { textConversationId: await create('concierge_text'), voiceConversationId: await create('concierge_voice') };
  const saved = await client.post(`/api/users/${userId}/generalDossier`, ids);
  if (saved.status !== 200) throw new Error(`saving the dossier answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  return ids;
}

/** Sends a text as the guest; answers the stored message (the send does not wait for the concierge). */
export async function sendAsGuest(client: TestClient, conversationId: string, text: string): Promise<Message> {
  const sent = await client.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), text });
  if (sent.status !== 201) throw new Error(`sending answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  return sent.body.message as Message;
}

/** Waits for the concierge's reply to a guest message (the message whose client id is its id). */
export async function replyTo(
  client: TestClient,
  conversationId: string,
  guestMessage: Pick<Message, 'id' | 'sequence'>,
): Promise<Message> {
  let reply: Message | undefined;
  await expect
    .poll(async () => {
      const page = await client.get(`/api/conversations/${conversationId}/messages?after=${guestMessage.sequence}`);
      reply = (page.body.messages as Message[]).find(
        (message) => message.senderKind === 'concierge' && message.clientId === guestMessage.id,
      );
      return reply !== undefined;
    }, replyWait)
    .toBe(true);
  return reply!;
}

/** A guest's spoken turn as the call screen sends it: a 16 kHz mono WAV voice note, with what the browser recognised if anything. */
export function voiceTurnForm(transcript?: string): FormData {
  const form = new FormData();
  form.append('clientId', randomUUID());
  form.append('durationMs', '1000');
  if (transcript !== undefined) form.append('transcript', transcript);
  form.append('audio', new Blob([new Uint8Array(wavRecording(1, 16_000))], { type: 'audio/wav' }), 'turn.wav');
  return form;
}

/** Says `transcript` in a voice turn (or nothing recognised, without it); answers the stored voice note. */
export async function speakAsGuest(client: TestClient, conversationId: string, transcript?: string): Promise<Message> {
  const sent = await client.request('POST', `/api/conversations/${conversationId}/voice-notes`, { body: voiceTurnForm(transcript) });
  if (sent.status !== 201) throw new Error(`sending a voice turn answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  return sent.body.message as Message;
}

export async function say(client: TestClient, conversationId: string, text: string): Promise<{ sent: Message; reply: Message }> {
  const sent = await sendAsGuest(client, conversationId, text);
  return { sent, reply: await replyTo(client, conversationId, sent) };
}

/** What a guest answers to a concierge message: the answer for its subject, "Skip" on a second ask or anything else. */
function answerTo(message: Message, asked: Map<ConciergeSubject, number>): string {
  const subject = message.concierge?.subject;
  if (!subject) return conciergeReplies.skip;
  const times = (asked.get(subject) ?? 0) + 1;
  asked.set(subject, times);
  return times === 1 ? guestAnswers[subject] : conciergeReplies.skip;
}

/**
 * Answers whatever the concierge asks, starting from its latest message (`firstAnswer` first,
 * when given), until it shows a summary; answers the summary message. Gives up after `maxTurns` answers.
 */
export async function answerUntilSummary(
  client: TestClient,
  conversationId: string,
  { firstAnswer, maxTurns = 20 }: { firstAnswer?: string; maxTurns?: number } = {},
): Promise<Message> {
  const asked = new Map<ConciergeSubject, number>();
  let latest = (await historyOf(client, conversationId)).findLast((message) => message.senderKind === 'concierge');
  if (!latest) throw new Error('the concierge has not spoken in this conversation');
  for (let turn = 0; turn < maxTurns; turn += 1) {
    const opening = turn === 0 && firstAnswer !== undefined;
    if (latest.concierge?.step === 'summary' && !opening) return latest;
    const answer: string = opening ? firstAnswer : answerTo(latest, asked);
    latest = (await say(client, conversationId, answer)).reply;
  }
  throw new Error(`no summary after ${maxTurns} answers`);
}

/** The whole interview, from the greeting to the confirmed summary; answers the concierge's reply to "Looks right". */
export async function interviewToConfirmation(client: TestClient, conversationId: string, options?: { firstAnswer?: string }) {
  const summary = await answerUntilSummary(client, conversationId, options);
  const { sent, reply } = await say(client, conversationId, conciergeReplies.confirm);
  return { summary, confirmation: sent, reply };
}
