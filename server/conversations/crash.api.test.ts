import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/api/conversations.ts';
import { limits } from '../../shared/limits.ts';
import { realtimePath } from '../../shared/realtime/connection.ts';
import type { ServerEvent } from '../../shared/realtime/protocol.ts';
import { createDirectConversation } from '../testing/conversation-fixture.ts';
import { createMigratedPostgresDatabase } from '../testing/scratch-postgres.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { testDialects } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const senderCount = 10;
/** Below the per-user limit of 30 per 10 s, so every refusal would be a bug, not the limit. */
const messagesPerSender = 20;
/** Every third sender posts over HTTP; the others send over the WebSocket. */
const sendsOverHttp = (index: number) => index % 3 === 2;
/** How many sends a WebSocket sender keeps unacknowledged at once, as a client typing fast would. */
const inFlightPerSocket = 3;
/** The server is killed once this many messages are acknowledged: mid-stream, whatever the machine's speed. */
const killAfterAcks = Math.floor((senderCount * messagesPerSender) / 3);
const retryMs = 100;

interface PlannedMessage {
  clientId: string;
  text: string;
}

/**
 * One person sending their planned messages until each is acknowledged, the way the web app's
 * outbox does: an unacknowledged message is sent again, with the same client id, after every
 * reconnect, so a crash between storing and acknowledging must not store it twice.
 */
interface Sender {
  readonly planned: PlannedMessage[];
  /** Every acknowledgement received, first sends and resends alike, by client id. */
  readonly acks: Map<string, Message[]>;
  /** How many sends were repeated, with the same client id, because the server went away. */
  readonly resends: number;
  /** Resolves when every planned message is acknowledged; rejects on any error event or status. */
  readonly done: Promise<void>;
  stop(): void;
}

function planMessages(senderIndex: number): PlannedMessage[] {
  return Array.from({ length: messagesPerSender }, (_, index) => ({
    clientId: randomUUID(),
    text: `sender ${senderIndex}, message ${index + 1}`,
  }));
}

function recordAck(acks: Map<string, Message[]>, clientId: string, message: Message) {
  acks.set(clientId, [...(acks.get(clientId) ?? []), message]);
}

/** Sends over the WebSocket, a few messages in flight, reconnecting whenever the socket drops. */
function sendOverWebSocket(
  baseUrl: string,
  client: TestClient,
  conversationId: string,
  planned: PlannedMessage[],
  onAck: () => void,
): Sender {
  const acks = new Map<string, Message[]>();
  const waiting = [...planned];
  /** Sent on some connection and not acknowledged yet: these go again after a reconnect. */
  const unacknowledged = new Map<string, PlannedMessage>();
  let resends = 0;
  let stopped = false;
  let socket: WebSocket | undefined;
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));

  const send = (connection: WebSocket, message: PlannedMessage) =>
    connection.send(JSON.stringify({ type: 'send', conversationId, ...message }));
  const topUp = (connection: WebSocket) => {
    while (unacknowledged.size < inFlightPerSocket && waiting.length > 0) {
      const message = waiting.shift()!;
      unacknowledged.set(message.clientId, message);
      send(connection, message);
    }
  };
  const stop = () => {
    stopped = true;
    socket?.terminate();
  };

  function connect() {
    if (stopped) return;
    const connection = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${realtimePath}`, {
      headers: { cookie: client.cookieHeader(realtimePath) },
    });
    socket = connection;
    // A refused or broken connection (the server is down) ends in `close`, which tries again.
    connection.on('error', () => {});
    connection.on('close', () => {
      if (!stopped) setTimeout(connect, retryMs);
    });
    connection.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ServerEvent;
      if (event.type === 'hello') {
        resends += unacknowledged.size;
        for (const message of unacknowledged.values()) send(connection, message);
        topUp(connection);
      } else if (event.type === 'ack') {
        recordAck(acks, event.clientId, event.message);
        unacknowledged.delete(event.clientId);
        onAck();
        topUp(connection);
        if (unacknowledged.size === 0) {
          stop();
          settle.resolve();
        }
      } else if (event.type === 'error') {
        stop();
        settle.reject(new Error(`error event ${event.code} for ${event.ref}: ${event.message}`));
      }
    });
  }

  connect();
  return {
    planned,
    acks,
    get resends() {
      return resends;
    },
    done,
    stop,
  };
}

/** Posts one message at a time over HTTP, retrying the same client id while the server is unreachable. */
function sendOverHttp(client: TestClient, conversationId: string, planned: PlannedMessage[], onAck: () => void): Sender {
  const acks = new Map<string, Message[]>();
  let resends = 0;
  let stopped = false;

  async function post(message: PlannedMessage): Promise<void> {
    for (;;) {
      if (stopped) throw new Error('stopped');
      const response = await client.post(`/api/conversations/${conversationId}/messages`, message).catch(() => undefined);
      // No answer at all: the server is down, or died with this request in flight.
      if (response === undefined) {
        resends += 1;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        continue;
      }
      if (response.status !== 201 && response.status !== 200)
        throw new Error(`POST answered ${response.status}: ${JSON.stringify(response.body)}`);
      recordAck(acks, message.clientId, response.body.message);
      onAck();
      return;
    }
  }

  const done = (async () => {
    for (const message of planned) await post(message);
  })();
  return {
    planned,
    acks,
    get resends() {
      return resends;
    },
    done,
    stop: () => void (stopped = true),
  };
}

/**
 * `kill -9` in the middle of a stream of sends from ten people in five conversations, then a
 * restart on the same data: what was acknowledged must be there exactly once, and each
 * conversation's sequences must stay 1..n with no gap and no repeat.
 */
describe.each(testDialects)('a server killed mid-stream (%s)', (dialect) => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createMigratedPostgresDatabase>> | undefined;

  beforeAll(async () => {
    database = dialect === 'postgres' ? await createMigratedPostgresDatabase(process.env.TEST_DATABASE_URL!, 'tandem_crash') : undefined;
    server = await startServerProcess({ ADMIN_PHONES: adminPhone, ...(database ? { DATABASE_URL: database.url } : {}) });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keeps every acknowledged message exactly once, in gapless sequences, across the restart', async () => {
    const admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    const people = await Promise.all(
      Array.from({ length: senderCount }, async (_, index) => {
        const client = new TestClient(server.baseUrl);
        const { user } = await signIn(client, `+120255501${String(index).padStart(2, '0')}`);
        return { client, id: user.id };
      }),
    );
    // People 0 and 1 share a conversation, 2 and 3 the next, and so on: two senders race for each sequence.
    const conversationOf: string[] = [];
    for (let index = 0; index < senderCount; index += 2) {
      const conversationId = await createDirectConversation(admin, people[index]!.id, people[index + 1]!.id);
      conversationOf.push(conversationId, conversationId);
    }

    let acknowledged = 0;
    let killNow!: () => void;
    const killedAndRestarted = new Promise<void>((resolve) => (killNow = resolve)).then(async () => {
      await server.kill('SIGKILL');
      await server.restart();
    });
    const onAck = () => {
      acknowledged += 1;
      if (acknowledged === killAfterAcks) killNow();
    };
    const senders = people.map(({ client }, index) =>
      sendsOverHttp(index)
        ? sendOverHttp(client, conversationOf[index]!, planMessages(index), onAck)
        : sendOverWebSocket(server.baseUrl, client, conversationOf[index]!, planMessages(index), onAck),
    );
    try {
      await Promise.all([killedAndRestarted, ...senders.map((sender) => sender.done)]);
    } finally {
      for (const sender of senders) sender.stop();
    }
    // The kill cut sends off: some were sent again after it, with their first client ids.
    expect(senders.reduce((sum, sender) => sum + sender.resends, 0)).toBeGreaterThan(0);

    for (let index = 0; index < senderCount; index += 2) {
      const conversationId = conversationOf[index]!;
      const reader = people[index]!.client;
      const page = await reader.get(`/api/conversations/${conversationId}/messages?after=0&limit=${limits.historyPageMax}`);
      const history: Message[] = page.body.messages;
      expect(page.body.hasMore).toBe(false);
      expect(history.map((message) => message.sequence)).toEqual(history.map((_, position) => position + 1));
      expect((await reader.get(`/api/conversations/${conversationId}`)).body.lastSequence).toBe(history.length);

      const stored = new Map(history.map((message) => [message.clientId!, message]));
      const pair = [senders[index]!, senders[index + 1]!];
      // Every send was repeated until acknowledged, so every planned message is there, once.
      expect(history).toHaveLength(stored.size);
      expect([...stored.keys()].sort()).toEqual(pair.flatMap((sender) => sender.planned.map((message) => message.clientId)).sort());
      for (const [position, sender] of pair.entries()) {
        // A person's messages keep the order they were sent in, resends included.
        const theirs = history.filter((message) => message.senderId === people[index + position]!.id);
        expect(theirs.map((message) => message.text)).toEqual(sender.planned.map((message) => message.text));
        // Each acknowledgement, before or after the crash, names the one stored message.
        for (const [clientId, acks] of sender.acks) {
          for (const ack of acks) expect(ack).toEqual(stored.get(clientId));
        }
      }
    }
    // Nor did anything fail inside the server: no error in its log, before the kill or after.
    expect(server.output).not.toMatch(/"level":(50|60)/);
  });

  it('ends a call its killed server left connected, so both people can call again', async () => {
    const admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    const [ana, ben] = [new TestClient(server.baseUrl), new TestClient(server.baseUrl)];
    const anaId = (await signIn(ana, '+12025550180')).user.id;
    const benId = (await signIn(ben, '+12025550181')).user.id;
    const conversationId = await createDirectConversation(admin, anaId, benId);
    const anaTab = await RealtimeTestClient.signedIn(server.baseUrl, ana);
    const benTab = await RealtimeTestClient.signedIn(server.baseUrl, ben);
    const callId = randomUUID();
    anaTab.send({ type: 'call.start', conversationId, callId });
    await benTab.next('call');
    benTab.send({ type: 'call.accept', callId });
    await anaTab.next('call', (event) => event.call.state === 'connected');

    await server.kill('SIGKILL');
    await server.restart();

    // The restarted server finds the call's tabs gone: the call ends as failed and leaves its record.
    const history = await ana.get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages.map((message: Message) => message.call?.outcome)).toEqual(['failed']);
    const anaAgain = await RealtimeTestClient.signedIn(server.baseUrl, ana);
    anaAgain.send({ type: 'call.start', conversationId, callId: randomUUID() });
    expect((await anaAgain.next('call')).call.state).toBe('ringing');
    await anaAgain.close();
  });
});
