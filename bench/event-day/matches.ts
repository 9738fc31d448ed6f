import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MeetingsResponse } from '../../shared/api/meetings.ts';
import type { MatchesResponse, ProspectsResponse, SetInterestResponse } from '../../shared/api/matching.ts';
import type { ServerEvent } from '../../shared/realtime/protocol.ts';
import { sleep, think, type EventContext } from './event-context.ts';
import { JourneyStopped, waitLimitMs, type GuestClient, type RealtimeSocket } from './guest-client.ts';
import type { Measured } from './step-stats.ts';

/** How a guest answers the list: INTERESTED in the top ones, NOT_INTERESTED in the next, up to these counts. */
const interestedAtMost = 3;
const answeredAtMost = 5;
/** Chat messages each of a matched pair sends before the first proposes a meeting and the other accepts it. */
const messagesEach = 2;
/** How long a guest waits for the first list after the dossier is saved (the recompute of the whole event). */
const firstListLimitMs = 120_000;

type MessageEvent = Extract<ServerEvent, { type: 'message' }>;

/**
 * The prospects page after the interview: read the list, answer it, and read it again whenever
 * the server says it changed (`prospects.updated`, as the web app refetches), for the visit's
 * length from the first list on (a list is shown, and answered, whatever its status); until then
 * the guest waits, up to `firstListLimitMs`. The wait from the saved dossier to the first list,
 * and to the first list whose status is ready (no more "Finding people for you…"), are recorded
 * apart: they are the event's recompute, not a request.
 */
export async function visitProspects(context: EventContext, client: GuestClient, socket: RealtimeSocket, savedAt: number): Promise<void> {
  const path = `/api/events/${context.eventId}/prospects`;
  const answered = new Set<string>();
  let interested = 0;
  let firstListAt: number | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  let failure: unknown = null;
  let lastList = 'none read';
  let readySeen = false;

  const answer = async (list: ProspectsResponse) => {
    for (const [rank, prospect] of list.prospects.entries()) {
      if (answered.size >= answeredAtMost) return;
      if (prospect.interest !== null || answered.has(prospect.user.id)) continue;
      const wanted = rank < interestedAtMost && interested < interestedAtMost;
      if (!wanted && rank < interestedAtMost) continue;
      answered.add(prospect.user.id);
      await think(context);
      const body = wanted
        ? { interest: 'INTERESTED', actionSource: 'connection_intelligence' }
        : { interest: 'NOT_INTERESTED', actionSource: 'connection_intelligence', reason: 'not_relevant' };
      // A recompute may have taken the person off the list meanwhile: the web app reads the list again.
      const answer = await client.requestExpecting<SetInterestResponse>(
        'interest',
        'PUT',
        `${path}/${prospect.id}/interest`,
        body,
        'prospect_not_found',
      );
      if ('expected' in answer) {
        context.counts.answeredGone += 1;
        answered.delete(prospect.user.id);
        readAgain = true;
        return;
      }
      if (wanted) interested += 1;
      if (wanted) context.counts.interested += 1;
      else context.counts.notInterested += 1;
    }
  };
  const read = async () => {
    do {
      readAgain = false;
      const list = await client.request<ProspectsResponse>('prospects', 'GET', path);
      lastList = `${list.status} with ${list.prospects.length} prospects`;
      if (list.prospects.length > 0 && firstListAt === null) {
        firstListAt = performance.now();
        client.stats.latency('prospects shown after the dossier', firstListAt - savedAt);
      }
      if (list.status === 'ready' && list.prospects.length > 0 && !readySeen) {
        readySeen = true;
        client.stats.latency('prospects ready after the dossier', performance.now() - savedAt);
      }
      await answer(list);
    } while (readAgain);
  };
  // One read at a time, as a query refetches; a change told meanwhile reads once more after it.
  const readSoon = () => {
    if (reading) return void (readAgain = true);
    reading = read()
      .catch((error: unknown) => void (failure ??= error))
      .finally(() => (reading = null));
  };

  const unlisten = socket.listen((event) => {
    if (event.type === 'prospects.updated' && event.eventId === context.eventId) readSoon();
  });
  try {
    readSoon();
    const giveUpAt = savedAt + firstListLimitMs;
    // The visit lasts its length from the first list on; until then, the guest waits for one.
    while (performance.now() < (firstListAt === null ? giveUpAt : firstListAt + context.prospectsVisitMs)) {
      await sleep(250);
      if (failure) throw failure;
    }
    if (firstListAt === null) {
      client.stats.timeout(
        'prospects shown after the dossier',
        `no list within ${firstListLimitMs / 1000} s of the saved dossier (the last read: ${lastList})`,
      );
      throw new JourneyStopped('no prospects');
    }
  } finally {
    unlisten();
  }
  if (reading) await reading;
  if (failure) throw failure;
  // The list was there to act on, but the page still said "Finding people for you…".
  if (!readySeen) context.counts.leftWhileComputing += 1;
}

/**
 * From the socket's opening on: each new match (`match.created`) is read from the matches list,
 * and the pair chats. Of the two, the one with the smaller user id writes first and proposes the
 * meeting; the other answers each message and accepts the time.
 */
export function followMatches(context: EventContext, client: GuestClient, socket: RealtimeSocket, userId: string): void {
  const seen = new Set<string>();
  socket.listen((event) => {
    if (event.type !== 'match.created' || event.eventId !== context.eventId || seen.has(event.matchId)) return;
    seen.add(event.matchId);
    const chat = (async () => {
      const matches = await client.request<MatchesResponse>('matches', 'GET', `/api/events/${context.eventId}/matches`);
      const match = matches.matches.find((candidate) => candidate.id === event.matchId);
      if (!match) {
        client.stats.error('matches', `match ${event.matchId} told over the socket is not in GET matches`);
        return;
      }
      if (userId < match.user.id) context.counts.matches += 1;
      await pairChat(context, socket, { conversationId: match.conversationId, userId, otherId: match.user.id });
    })().catch((error: unknown) => {
      if (!(error instanceof JourneyStopped)) client.stats.error('chat send', `the bench itself failed: ${(error as Error).stack}`);
    });
    context.chats.add(chat);
    void chat.finally(() => context.chats.delete(chat));
  });
  // Delivery of every chat message to this guest, timed from its send.
  socket.listen((event, at) => {
    if (event.type !== 'message' || event.message.senderKind !== 'user' || event.message.senderId === userId) return;
    const sentAt = event.message.clientId === null ? undefined : context.chatSentAt.get(event.message.clientId);
    if (sentAt === undefined) return;
    context.chatSentAt.delete(event.message.clientId!);
    client.stats.latency('chat delivery', at - sentAt);
  });
}

interface Pair {
  conversationId: string;
  userId: string;
  otherId: string;
}

async function pairChat(context: EventContext, socket: RealtimeSocket, pair: Pair): Promise<void> {
  const { client } = socket;
  const writesFirst = pair.userId < pair.otherId;
  // Collected from the start: the other may write, or propose, before this side waits for it.
  const fromOther = collect<MessageEvent>(
    socket,
    (event) => event.type === 'message' && event.message.conversationId === pair.conversationId && event.message.senderId === pair.otherId,
  );
  const meetingUpdates = collect(socket, (event) => event.type === 'meeting.updated' && event.conversationId === pair.conversationId);
  const limitMs = waitLimitMs + context.thinkMs * 2;
  const readNext = async (count: number) => {
    const message = (await fromOther.until(count, 'chat delivery', limitMs)).message;
    socket.send({ type: 'read', conversationId: pair.conversationId, sequence: message.sequence });
  };
  try {
    await socket.open(pair.conversationId);
    for (let turn = 1; turn <= messagesEach; turn += 1) {
      if (!writesFirst) await readNext(turn);
      await think(context);
      await sendChat(context, socket, pair.conversationId, `Message ${turn}: shall we meet by the coffee bar?`);
      if (writesFirst) await readNext(turn);
    }
    const path = `/api/conversations/${pair.conversationId}/meetings`;
    await think(context);
    if (writesFirst) {
      const startsAt = Math.ceil((Date.now() + 3_600_000) / 900_000) * 900_000;
      await client.request('meeting', 'POST', path, { startsAt, durationMinutes: 30, place: 'By the coffee bar' });
      // Both are told of the proposal, then of the answer.
      await meetingUpdates.until(2, 'meeting', limitMs);
      return;
    }
    await meetingUpdates.until(1, 'meeting', limitMs);
    const { meetings } = await client.request<MeetingsResponse>('meeting', 'GET', path);
    const proposed = meetings.find((meeting) => meeting.status === 'proposed');
    if (!proposed) return client.stats.error('meeting', `told of a meeting in ${pair.conversationId}, but none is proposed`);
    await think(context);
    await client.request('meeting', 'POST', `/api/meetings/${proposed.id}/accept`);
    context.counts.meetingsAccepted += 1;
  } finally {
    fromOther.stop();
    meetingUpdates.stop();
  }
}

/** Keeps every event that `matches` from now on; `until(n)` waits, bounded, for the n-th. */
function collect<T extends ServerEvent = ServerEvent>(socket: RealtimeSocket, matches: (event: ServerEvent) => boolean) {
  const items: T[] = [];
  const stop = socket.listen((event) => {
    if (matches(event)) items.push(event as T);
  });
  return {
    stop,
    async until(count: number, step: Measured, limitMs: number): Promise<T> {
      const deadline = performance.now() + limitMs;
      while (items.length < count) await socket.next(step, matches, Math.max(1, deadline - performance.now()));
      return items[count - 1]!;
    },
  };
}

async function sendChat(context: EventContext, socket: RealtimeSocket, conversationId: string, text: string): Promise<void> {
  const clientId = randomUUID();
  const sentAt = performance.now();
  context.chatSentAt.set(clientId, sentAt);
  socket.send({ type: 'send', conversationId, clientId, text }, 'chat send');
  const ack = await socket.next('chat send', (event) => event.type === 'ack' && event.clientId === clientId);
  socket.client.stats.latency('chat send', ack.at - sentAt);
  context.counts.chatMessages += 1;
}
