import type { z } from 'zod';
import type { Message, SendMessageResponse } from '../../shared/api/conversations.ts';
import type {
  adminReplySchema,
  HelpMessage,
  HelpThread,
  HelpThreadMessages,
  helpSendSchema,
  VisitorThread,
  visitorSendSchema,
} from '../../shared/api/help.ts';
import type { Viewer } from '../conversations/conversation-access.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { MessagesRepository } from '../conversations/messages.repository.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound, tooManyRequests } from '../http/api-error.ts';
import type { RateDecision, RateLimiter } from '../realtime/rate-limiter.ts';
import type { HelpRepository } from './help.repository.ts';
import { type NewThreadBudgets, networkOf, stricter, visitorDecision, visitorPhone } from './visitor-limits.ts';

export interface HelpLimiters {
  device: RateLimiter;
  deviceHour: RateLimiter;
  ip: RateLimiter;
  readIp: RateLimiter;
  newThreadDevice: RateLimiter;
  newThreadIp: RateLimiter;
  newThreadNetwork: RateLimiter;
}

const hourMs = 60 * 60_000;

export interface HelpServiceDependencies {
  help: HelpRepository;
  messages: Pick<MessagesRepository, 'append' | 'page' | 'latest'>;
  conversations: Pick<ConversationsService, 'sendText'>;
  limiters: HelpLimiters;
  defaultPhoneRegion: string;
  /** Tells a signed-in person who is away that the team answered; its failure does not fail the reply. */
  notify?: { helpReplied(reply: { conversationId: string; userId: string }): Promise<void> };
  now: () => number;
}

/** A message of a person's help conversation as the help chat shows it: theirs, or the team's. */
function fromConversation(message: Message, personId: string | null): HelpMessage {
  return {
    id: message.id,
    sequence: message.sequence,
    from: message.senderId !== null && message.senderId === personId ? 'person' : 'team',
    text: message.text ?? '',
    createdAt: message.createdAt,
  };
}

const threadNotFound = () => notFound('That help chat');

/**
 * Asks each limiter in turn and stops at the first refusal (those not asked count as allowed), so
 * a refused request spends no later budget: one address hammering its own limit leaves its
 * network's budget to its neighbours.
 */
async function takeInTurn<Takes extends (() => Promise<RateDecision>)[]>(...takes: Takes): Promise<{ [K in keyof Takes]: RateDecision }> {
  const decisions: RateDecision[] = [];
  for (const take of takes) decisions.push(decisions.every((decision) => decision.allowed) ? await take() : { allowed: true });
  return decisions as { [K in keyof Takes]: RateDecision };
}

/**
 * The help chat: each signed-in person's one `help` conversation (sent through the conversations
 * service, so it is stored, acknowledged and fanned out like any message), signed-out visitors'
 * threads tied to their device, merged into the account when they sign in there, and the admin
 * inbox that answers both.
 */
export function createHelpService({ help, messages, conversations, limiters, defaultPhoneRegion, notify, now }: HelpServiceDependencies) {
  /** Copies a visitor thread's messages into the person's conversation, in order; a run cut short and repeated copies each once (client ids). */
  async function merge(threadId: string, conversationId: string, userId: string) {
    for (const row of await help.visitorMessagesWithSenders(threadId)) {
      const senderId = row.from_team ? row.team_sender_id : userId;
      await messages.append({
        id: newId(),
        conversationId,
        senderKind: senderId === null ? 'system' : 'user',
        senderId,
        kind: 'text',
        text: row.text,
        mediaId: null,
        callId: null,
        clientId: `help-${row.id}`,
        createdAt: Number(row.created_at),
      });
    }
    await help.markMerged(threadId, now());
  }

  async function conversationFor(user: Viewer, deviceId?: string): Promise<{ threadId: string; conversationId: string }> {
    let thread = await help.userThread(user.id);
    if (!thread) {
      await help.createUserThread({ id: newId(), conversationId: newId(), userId: user.id, now: now() });
      thread = await help.userThread(user.id);
    }
    if (!thread?.conversation_id) throw new Error(`The help thread of ${user.id} has no conversation`);
    if (deviceId !== undefined) {
      for (const visitorThread of await help.threadsToMerge(deviceId)) await merge(visitorThread.id, thread.conversation_id, user.id);
    }
    return { threadId: thread.id, conversationId: thread.conversation_id };
  }

  async function newThreadBudgets(ip: string, deviceId: string): Promise<NewThreadBudgets> {
    const [device, address, network] = await takeInTurn(
      () => limiters.newThreadDevice.take(deviceId),
      () => limiters.newThreadIp.take(ip),
      () => limiters.newThreadNetwork.take(networkOf(ip)),
    );
    // The database is asked only for a request its own budgets let through.
    const at = now();
    const lastHour =
      device.allowed && address.allowed && network.allowed
        ? await help.visitorThreadsOpenedSince(at - hourMs)
        : { count: 0, firstAt: null };
    return {
      device,
      ip: address,
      network,
      threadsThisHour: lastHour.count,
      secondsUntilOneLeaves: lastHour.firstAt === null ? 0 : Math.ceil((lastHour.firstAt + hourMs - at) / 1000),
    };
  }

  /** Threads as the inbox lists them: who, their event, where they were, the last message. */
  async function summaries(rows: Awaited<ReturnType<HelpRepository['openThreads']>>): Promise<HelpThread[]> {
    const conversationIds = rows.flatMap((row) => (row.conversation_id ? [row.conversation_id] : []));
    const [latest, latestVisitor, events] = await Promise.all([
      messages.latest(conversationIds),
      help.latestVisitorMessages(rows.filter((row) => !row.conversation_id).map((row) => row.id)),
      help.lastEvents(rows.flatMap((row) => (row.user_id ? [row.user_id] : []))),
    ]);
    return rows.flatMap((row): HelpThread[] => {
      const conversationMessage = row.conversation_id ? latest.get(row.conversation_id) : undefined;
      const last = conversationMessage ? fromConversation(conversationMessage, row.user_id) : latestVisitor.get(row.id);
      // A thread nobody wrote in yet (a widget opened, nothing sent) is nothing to answer.
      if (!last) return [];
      return [
        {
          id: row.conversation_id ?? row.id,
          kind: row.user_id ? 'user' : 'visitor',
          userId: row.user_id,
          name: row.name,
          phoneNumber: row.user_id ? row.user_phone : row.phone_number,
          event: row.user_id ? (events.get(row.user_id) ?? null) : null,
          lastPath: row.last_path,
          lastText: last.text,
          lastAt: last.createdAt,
          unread: last.from === 'person',
          archived: row.archived_at !== null && !(last.from === 'person' && last.createdAt >= Number(row.archived_at)),
        },
      ];
    });
  }

  return {
    /** The signed-in person's help conversation, made on first use; what they wrote signed out on this device is merged in. */
    async conversation(user: Viewer, deviceId: string | undefined) {
      const { conversationId } = await conversationFor(user, deviceId);
      return { conversationId };
    },

    async send(user: Viewer, input: z.output<typeof helpSendSchema>): Promise<SendMessageResponse> {
      const { threadId, conversationId } = await conversationFor(user);
      const sent = await conversations.sendText(user, conversationId, input.clientId, input.text);
      await help.touch(threadId, { lastPath: input.path }, now());
      return sent;
    },

    async visitorThread(ip: string, deviceId: string, after: number): Promise<VisitorThread> {
      const decision = await limiters.readIp.take(ip);
      if (!decision.allowed)
        throw tooManyRequests('rate_limited', 'Too many requests come from your network. Wait a moment.', decision.retryAfterSeconds);
      const thread = await help.openVisitorThread(deviceId);
      if (!thread) return { messages: [], phoneNumber: null };
      return { messages: await help.visitorMessages(thread.id, after), phoneNumber: thread.phone_number };
    },

    async visitorSend(ip: string, { deviceId, ...input }: z.output<typeof visitorSendSchema>) {
      const phoneNumber = visitorPhone(input.phoneNumber, defaultPhoneRegion);
      if (phoneNumber === null) throw badRequest('invalid_phone_number', 'That does not look like a phone number.');
      let thread = await help.openVisitorThread(deviceId);
      const [deviceMinute, deviceHour, ipMinute] = await takeInTurn(
        () => limiters.device.take(deviceId),
        () => limiters.deviceHour.take(deviceId),
        () => limiters.ip.take(ip),
      );
      // A message refused already spends none of the new-thread budgets.
      const withinMessageBudgets = deviceMinute.allowed && deviceHour.allowed && ipMinute.allowed;
      const decision = visitorDecision({
        device: stricter(deviceMinute, deviceHour),
        ip: ipMinute,
        newThread: thread || !withinMessageBudgets ? undefined : await newThreadBudgets(ip, deviceId),
      });
      if (!decision.allowed) throw tooManyRequests(decision.code, decision.message, decision.retryAfterSeconds);
      if (!thread) {
        await help.createVisitorThread({ id: newId(), deviceId, now: now() });
        thread = await help.openVisitorThread(deviceId);
        if (!thread) throw new Error('A new visitor thread vanished');
      }
      const sent = await help.appendVisitorMessage({
        id: newId(),
        threadId: thread.id,
        teamSenderId: null,
        text: input.text,
        clientId: input.clientId,
        createdAt: now(),
      });
      await help.touch(thread.id, { lastPath: input.path, ...(phoneNumber ? { phoneNumber } : {}) }, now());
      return sent;
    },

    /** The inbox's open threads (or its archived ones), those waiting for the team first, then the most recently active. */
    async inbox(view: 'open' | 'archived'): Promise<HelpThread[]> {
      const threads = (await summaries(await help.openThreads())).filter((thread) => thread.archived === (view === 'archived'));
      return threads.sort((a, b) => Number(b.unread) - Number(a.unread) || b.lastAt - a.lastAt);
    },

    /** Puts a thread away, or back in the inbox; the person's next message brings it back either way. */
    async archive(id: string, archived: boolean): Promise<{ archived: boolean }> {
      const rows = await help.openThreads(id);
      const [row] = rows;
      if (!row) throw threadNotFound();
      const [thread] = await summaries(rows);
      // Later than the last message even within its millisecond: only a message written after this brings it back.
      await help.setArchivedAt(row.id, archived ? Math.max(now(), (thread?.lastAt ?? 0) + 1) : null);
      return { archived };
    },

    async threadMessages(id: string): Promise<HelpThreadMessages> {
      const rows = await help.openThreads(id);
      const [thread] = await summaries(rows);
      const [row] = rows;
      if (!thread || !row) throw threadNotFound();
      if (!row.conversation_id) return { thread, messages: await help.visitorMessages(row.id, 0) };
      const page = await messages.page(row.conversation_id, { after: 0, limit: 200 });
      return { thread, messages: page.messages.map((message) => fromConversation(message, row.user_id)) };
    },

    /** An admin's answer: into the person's conversation (they see it live), or into the visitor thread (their widget asks for it). */
    async reply(admin: Viewer, id: string, input: z.output<typeof adminReplySchema>): Promise<{ message: HelpMessage }> {
      const row = await help.threadById(id);
      if (!row) throw threadNotFound();
      if (row.conversation_id) {
        await help.addMember(row.conversation_id, admin.id, now());
        const { message, duplicate } = await conversations.sendText(admin, row.conversation_id, input.clientId, input.text);
        if (!duplicate && row.user_id) await notify?.helpReplied({ conversationId: row.conversation_id, userId: row.user_id });
        return { message: fromConversation(message, row.user_id) };
      }
      const { message } = await help.appendVisitorMessage({
        id: newId(),
        threadId: row.id,
        teamSenderId: admin.id,
        text: input.text,
        clientId: input.clientId,
        createdAt: now(),
      });
      return { message };
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
