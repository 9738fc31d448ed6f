import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { conciergeReplies, type ConciergeMessage, type ConciergeSubject } from '../../shared/api/concierge.ts';
import type { Message } from '../../shared/api/conversations.ts';
import type { ServerEvent } from '../../shared/realtime/protocol.ts';
import { sleep, think, type EventContext } from './event-context.ts';
import { GuestClient, JourneyStopped, type RealtimeSocket } from './guest-client.ts';
import { followMatches, visitProspects } from './matches.ts';
import type { Persona } from './personas.ts';

/**
 * One guest's evening, as the web app makes its requests: the join link, sign-in with the texted
 * code, the onboarding steps, joining, the dossier the app makes on first load, the interview
 * with the concierge over the socket until the dossier is saved, the prospects page, and then
 * whatever matches come (`matches.ts`). Each wait is bounded; a refused request ends the journey.
 */
export async function guestJourney(context: EventContext, persona: Persona): Promise<void> {
  const client = new GuestClient(context.wires[persona.index % context.wires.length]!, persona.address);
  context.counts.arrived += 1;
  try {
    const userId = await signIn(context, client, persona);
    const conciergeConversationId = await onboard(context, client, persona, userId);
    const socket = await client.connect();
    followMatches(context, client, socket, userId);
    const savedAt = await interview(context, socket, conciergeConversationId, persona);
    await client.request('dossier read', 'GET', `/api/users/${userId}/generalDossier`);
    await visitProspects(context, client, socket, savedAt);
    context.counts.finished += 1;
  } catch (error) {
    context.counts.stopped += 1;
    // Anything else is a fault of the bench itself: counted as an error, so that it cannot pass unseen.
    if (!(error instanceof JourneyStopped)) client.stats.error('open join link', `the bench itself failed: ${(error as Error).stack}`);
  }
}

async function signIn(context: EventContext, client: GuestClient, persona: Persona): Promise<string> {
  const eventPath = `/api/events/${context.eventId}`;
  // The join page: who is signed in (nobody), and the event's public preview.
  await client.request('open join link', 'GET', '/api/auth/session');
  await client.request('open join link', 'GET', `${eventPath}/preview`);
  await think(context);
  await client.request('sign in', 'POST', '/api/auth/otp', { phoneNumber: persona.phoneNumber });
  const code = await readCode(client, persona.phoneNumber);
  await think(context);
  const verified = await client.request<{ user: { id: string } }>('sign in', 'POST', '/api/auth/otp/verify', {
    phoneNumber: persona.phoneNumber,
    code,
  });
  return verified.user.id;
}

/** The code of the newest SMS to the number, from the dev outbox (the phone the guest reads it on); without cookies. */
export async function readCode(client: GuestClient, phoneNumber: string): Promise<string> {
  const reader = client.stranger();
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const outbox = await reader.request<{ body: string }[]>(
      'outbox read (test hook)',
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(phoneNumber)}`,
    );
    const code = outbox[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await sleep(100);
  }
  reader.stats.timeout('outbox read (test hook)', `no code for ${phoneNumber} in 10 s`);
  throw new JourneyStopped('no code');
}

/**
 * Details, picture skipped, the intro video, then "Start with chat": the app joins the event and
 * opens the concierge's chat. Meanwhile the signed-in app makes the guest's dossier (its two
 * concierge conversations, then the dossier) and reads the session again.
 */
async function onboard(context: EventContext, client: GuestClient, persona: Persona, userId: string): Promise<string> {
  const dossier = (async () => {
    const create = async (kind: string) =>
      (await client.request<{ conversationId: string }>('dossier setup', 'POST', '/api/conversations/', { userId, kind })).conversationId;
    const textConversationId = await create('concierge_text');
    const voiceConversationId = await create('concierge_voice');
    await client.request('dossier setup', 'POST', `/api/users/${userId}/generalDossier`, { textConversationId, voiceConversationId });
    await client.request('dossier setup', 'GET', '/api/auth/session');
    return textConversationId;
  })();
  // Settled at once so that a failure is not unhandled while the steps go on; awaited below.
  dossier.catch(() => undefined);

  const step = (name: string) => client.request('onboarding', 'PUT', '/api/users/me/onboarding', { step: name });
  await client.request('onboarding', 'GET', '/api/users/me/onboarding');
  await think(context);
  await client.request('onboarding', 'PATCH', '/api/users/me', { name: persona.name, email: persona.email, linkedin: persona.linkedin });
  await step('picture');
  await think(context);
  await step('video');
  await think(context);
  await step('concierge');
  await client.request('join event', 'POST', `/api/events/${context.eventId}/join`, {
    shareContactWithHosts: persona.shareContactWithHosts,
  });
  return dossier;
}

const turnsAtMost = 14;

/** What the guest says next: the answer to what was asked, "Looks right" to the summary, "Skip" to a follow-up. */
function nextAnswer(last: ConciergeMessage | null, asked: Set<ConciergeSubject>, persona: Persona['answers']): string {
  if (!last) return persona.identity;
  if (last.step === 'summary') return conciergeReplies.confirm;
  if (!last.subject || last.step === 'follow_up' || asked.has(last.subject)) return conciergeReplies.skip;
  asked.add(last.subject);
  return persona[last.subject];
}

/** The text chat with the concierge until it saves the dossier; answers when that was (performance.now()). */
async function interview(context: EventContext, socket: RealtimeSocket, conversationId: string, persona: Persona): Promise<number> {
  const { client } = socket;
  await socket.open(conversationId);
  await client.request('conversation open', 'POST', `/api/conversations/${conversationId}/concierge-text`);

  // Replies may come before their message's ack: every concierge line is kept, by the id it answers.
  const replies = new Map<string, { message: Message; at: number }>();
  const unlisten = socket.listen((event: ServerEvent, at) => {
    if (event.type === 'message' && event.message.senderKind === 'concierge' && event.message.clientId !== null) {
      replies.set(event.message.clientId, { message: event.message, at });
    }
  });
  try {
    const asked = new Set<ConciergeSubject>();
    let last: ConciergeMessage | null = null;
    for (let turn = 0; turn < turnsAtMost; turn += 1) {
      await think(context);
      const clientId = randomUUID();
      const sentAt = performance.now();
      socket.send({ type: 'send', conversationId, clientId, text: nextAnswer(last, asked, persona.answers) }, 'concierge send');
      const ack = await socket.next('concierge send', (event) => event.type === 'ack' && event.clientId === clientId);
      if (ack.event.type !== 'ack') throw new JourneyStopped('not an ack');
      client.stats.latency('concierge send', ack.at - sentAt);
      const messageId = ack.event.message.id;
      const { message, at } = replies.get(messageId) ?? (await conciergeReply(socket, messageId));
      client.stats.latency('concierge reply', at - sentAt);
      socket.send({ type: 'read', conversationId, sequence: message.sequence });
      last = message.concierge;
      if (last?.step === 'saved') {
        context.counts.dossiersSaved += 1;
        return at;
      }
    }
  } finally {
    unlisten();
  }
  client.stats.error('concierge reply', `the interview did not save a dossier in ${turnsAtMost} turns`);
  throw new JourneyStopped('interview unfinished');
}

async function conciergeReply(socket: RealtimeSocket, messageId: string): Promise<{ message: Message; at: number }> {
  const { event, at } = await socket.next(
    'concierge reply',
    (candidate): candidate is Extract<ServerEvent, { type: 'message' }> =>
      candidate.type === 'message' && candidate.message.senderKind === 'concierge' && candidate.message.clientId === messageId,
  );
  return { message: event.message, at };
}
