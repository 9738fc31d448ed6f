import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/api/conversations.ts';
import { createDirectConversation, directConversationFixture } from '../testing/conversation-fixture.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const burstPhones = ['+12025550161', '+12025550162', '+12025550163', '+12025550164', '+12025550165', '+12025550166'];
const messagesPerSender = 8;

/**
 * The send path under load: texts are stored many to a transaction (group commit) and acknowledged
 * only once it commits; who may write is read from memory, and forgotten the moment a block says so.
 */
describe.each(testDialects)('sending (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  const sockets: RealtimeTestClient[] = [];

  const connect = async (client: TestClient) => {
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, client);
    sockets.push(socket);
    return socket;
  };

  const storedIn = async (conversationId: string): Promise<Message[]> => {
    const page = await admin.get(`/api/conversations/${conversationId}/messages?after=0&limit=200`);
    expect(page.status).toBe(200);
    return page.body.messages as Message[];
  };

  /** Six people in three direct conversations, each with a socket that opened its conversation. */
  const burstSetup = async () => {
    const people = await Promise.all(
      burstPhones.map(async (phone) => {
        const client = new TestClient(server.baseUrl);
        return { client, id: (await signIn(client, phone)).user.id };
      }),
    );
    const senders = [];
    for (let pair = 0; pair < people.length; pair += 2) {
      const conversationId = await createDirectConversation(admin, people[pair]!.id, people[pair + 1]!.id);
      for (const person of [people[pair]!, people[pair + 1]!]) {
        const socket = await connect(person.client);
        socket.send({ type: 'open', conversationId, afterSequence: 0 });
        await socket.next('messages', (event) => event.conversationId === conversationId);
        senders.push({ ...person, socket, conversationId });
      }
    }
    return senders;
  };

  /** Every sender sends all its messages at once, each with its own client id, in order. */
  const sendBurst = (senders: Awaited<ReturnType<typeof burstSetup>>, textOf: (sender: number, index: number) => string) =>
    senders.map(({ socket, conversationId }, sender) =>
      Array.from({ length: messagesPerSender }, (_, index) => {
        const clientId = randomUUID();
        socket.send({ type: 'send', conversationId, clientId, text: textOf(sender, index) });
        return clientId;
      }),
    );

  /** Waits until each client id has an ack or an error, and answers which. */
  const outcomes = async (senders: Awaited<ReturnType<typeof burstSetup>>, clientIds: string[][]) =>
    Promise.all(
      senders.map(async ({ socket }, sender) => {
        const mine = clientIds[sender]!;
        const settled = (id: string) =>
          socket.all('ack').some((event) => event.clientId === id) || socket.all('error').some((event) => event.ref === id);
        const deadline = Date.now() + 10_000;
        while (!mine.every(settled) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        return mine.map((id) => ({
          clientId: id,
          acks: socket.all('ack').filter((event) => event.clientId === id),
          errors: socket.all('error').filter((event) => event.ref === id),
        }));
      }),
    );

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await server.close();
  });

  it('stores a burst from many senders, each message acknowledged once, numbered gaplessly in each sender’s order, delivered once', async () => {
    const senders = await burstSetup();
    const clientIds = sendBurst(senders, (sender, index) => `Message ${index} from sender ${sender}`);
    const results = await outcomes(senders, clientIds);

    for (const result of results.flat()) {
      expect(result.errors).toEqual([]);
      expect(result.acks).toHaveLength(1);
    }
    for (const [sender, { conversationId, id, socket }] of senders.entries()) {
      const stored = await storedIn(conversationId);
      expect(stored.map((message) => message.sequence)).toEqual(Array.from({ length: 2 * messagesPerSender }, (_, index) => index + 1));
      const mine = stored.filter((message) => message.senderId === id);
      expect(mine.map((message) => message.clientId)).toEqual(clientIds[sender]);
      // What the ack said is what was stored.
      for (const ack of socket.all('ack')) expect(stored).toContainEqual(ack.message);
      // The partner (the other socket of the pair) hears each of these once.
      const partner = senders[sender ^ 1]!.socket;
      for (const clientId of clientIds[sender]!) await partner.next('message', (event) => event.message.clientId === clientId);
      expect(partner.all('message').filter((event) => event.message.senderId === id)).toHaveLength(messagesPerSender);
    }
  });

  it('acknowledges none of the messages of a transaction that fails, answering each with an error instead', async () => {
    // A message the database refuses makes its whole transaction fail, whoever else's messages share it.
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_poison before insert on messages when new.text = 'poison' begin select raise(abort, 'poisoned'); end`.execute(
        server.database.db,
      );
    } else {
      await sql
        .raw(
          `create function refuse_poison() returns trigger language plpgsql as $$ begin if new.text = 'poison' then raise exception 'poisoned'; end if; return new; end $$;
           create trigger refuse_poison before insert on messages for each row execute function refuse_poison();`,
        )
        .execute(server.database.db);
    }
    const senders = await burstSetup();
    const clientIds = sendBurst(senders, (sender, index) => (sender === 0 && index === 0 ? 'poison' : `Message ${index} from ${sender}`));
    const results = (await outcomes(senders, clientIds)).flat();

    const poison = results.find((result) => result.clientId === clientIds[0]![0])!;
    expect(poison.acks).toEqual([]);
    expect(poison.errors.map((error) => error.code)).toEqual(['internal_error']);
    const stored = (
      await Promise.all(senders.filter((_, sender) => sender % 2 === 0).map(({ conversationId }) => storedIn(conversationId)))
    ).flat();
    const storedClientIds = new Set(stored.map((message) => message.clientId));
    // Each message is either acknowledged and stored, or refused with an error and not stored: never both, never neither.
    for (const result of results) {
      expect(result.acks.length + result.errors.length).toBe(1);
      expect(storedClientIds.has(result.clientId)).toBe(result.acks.length === 1);
    }
    // What was stored is still numbered without gaps.
    for (const sender of [0, 2, 4]) {
      const sequences = (await storedIn(senders[sender]!.conversationId)).map((message) => message.sequence);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    }
  });

  describe('who may write, once they have written before', () => {
    it('refuses at once both people of a direct conversation one of them blocks, delivers nothing more, and lets them write again once the block is taken back', async () => {
      const { ana, ben, benId, conversationId } = await directConversationFixture(server.baseUrl, adminPhone);
      const anaTab = await connect(ana);
      const benTab = await connect(ben);
      // Both have written: whatever is kept in memory of the conversation and of the pair is there now.
      for (const [tab, text] of [
        [anaTab, 'Hi Ben'],
        [benTab, 'Hi Ana'],
      ] as const) {
        const clientId = randomUUID();
        tab.send({ type: 'send', conversationId, clientId, text });
        await tab.next('ack', (event) => event.clientId === clientId);
      }
      await anaTab.next('message');

      expect((await ana.put(`/api/blocks/${benId}`, { kind: 'block' })).status).toBe(200);
      for (const tab of [benTab, anaTab]) {
        const clientId = randomUUID();
        tab.send({ type: 'send', conversationId, clientId, text: 'Still there?' });
        expect((await tab.next('error', (event) => event.ref === clientId)).code).toBe('blocked');
      }
      expect((await storedIn(conversationId)).map((message) => message.text)).toEqual(['Hi Ben', 'Hi Ana']);
      expect(anaTab.all('message')).toHaveLength(1);
      expect(benTab.all('message')).toHaveLength(1);

      expect((await ana.request('DELETE', `/api/blocks/${benId}`)).status).toBe(200);
      const clientId = randomUUID();
      benTab.send({ type: 'send', conversationId, clientId, text: 'Friends again' });
      await benTab.next('ack', (event) => event.clientId === clientId);
      expect((await anaTab.next('message', (event) => event.message.clientId === clientId)).message.text).toBe('Friends again');
    });
  });
});
