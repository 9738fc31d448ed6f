import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Message } from '../shared/api/conversations.ts';
import { limits } from '../shared/limits.ts';
import { realtimePath } from '../shared/realtime/connection.ts';
import type { ClientEvent, ServerEvent } from '../shared/realtime/protocol.ts';
import { createConversationsRepository } from '../server/conversations/conversations.repository.ts';
import type { DatabaseHandle, Dialect } from '../server/db/database.ts';
import { newId } from '../server/db/ids.ts';
import { benchDialects, startBenchApp } from './bench-app.ts';
import { formatMicros, formatMs, formatRate, formatTable } from './bench-report.ts';
import { LoadChannel, serveLoadCommands } from './load-process.ts';

/**
 * `npm run bench:realtime`: chat over the WebSocket under load. 2,000 clients in 1,000 direct
 * conversations (pairs) each send text messages on a fixed schedule; the bench measures, for
 * every message, the time from `send` to the OTHER member's receipt of the `message` event.
 *
 * - Tandem: the real app as production builds it (`buildApp`, a fresh database): the session
 *   cookie and Origin checked on upgrade, every `send` validated, rate-limited, stored (its
 *   sequence taken in a transaction that many messages share), acknowledged once it commits and
 *   fanned out through the in-process bus.
 * - Baseline: a bare `ws` server in the same process doing the same fan-out without auth,
 *   validation or storage: a client joins its pair, each message is acknowledged to the sender
 *   and relayed to the partner, in the same event shapes.
 *
 * The load is open-loop: message m of a step is due at m / rate seconds and is sent by client
 * m mod 2,000, whatever the servers' backlog, so a server that falls behind shows it in latency
 * instead of slowing the senders down. The clients of both servers stay connected for the whole
 * run (4,000 sockets) and each offered rate is run on both servers in turn, alternating which
 * goes first, stepping up until a server no longer keeps up.
 *
 * Both servers run in this process; the clients run in one child process (`fork` of this file),
 * so they take neither the servers' event loop nor their CPU accounting. On a 2-core machine the
 * two still share the cores: the figures are ratios, not capacity.
 *
 * BENCH_CLIENTS (2000, even), BENCH_SECONDS (15) per step, BENCH_RATES (total offered msg/s,
 * "1000,1500,2000,2500,3000,4000,5000,5500,8000,12000"); BENCH_DATABASE_URL (a PostgreSQL admin URL) adds a
 * PostgreSQL pass on a temporary database.
 */

const clientCount = Number(process.env.BENCH_CLIENTS ?? 2000);
const stepSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const offeredRates = (process.env.BENCH_RATES ?? '1000,1500,2000,2500,3000,4000,5000,5500,8000,12000').split(',').map(Number);
/** Half a message a second per client: enough to warm both servers, far from any limit. */
const warmUp = { rate: clientCount / 2, seconds: 5 };
/** How long a step may take, after its last send, to acknowledge and deliver what is in flight. */
const drainLimitMs = 120_000;
const connectConcurrency = 100;
const joinTimeoutMs = 30_000;
/** Issue 29: 5,000 a second on both engines, PostgreSQL at least SQLite's figure. */
const aims = { messagesPerSecond: 5000, p99Ms: 200 };
/**
 * A step keeps up when every message is stored and delivered, at no less than this share of the
 * offered pace (the last messages' latency always stretches the window a little).
 */
const keepsUpShare = 0.98;
/** Tandem refuses a user's 31st message in ten seconds; the bench stays under that. */
const tandemMaxRate = ((limits.messagesPerTenSeconds - 1) / 10) * clientCount;
const loadProcessRole = 'realtime-load-clients';

type ServerName = 'baseline' | 'tandem';

/** What a load client needs to join: where it belongs, and the upgrade headers (cookie, Origin). */
interface ClientSetup {
  conversationId: string;
  headers: Record<string, string>;
}

// Clients 2k and 2k + 1 share conversation k.
const partnerOf = (client: number) => client ^ 1;

// ---------------------------------------------------------------------------------------------
// What the bench process and its load process say to each other (over the fork IPC channel)

type LoadCommand =
  | { type: 'connect'; server: ServerName; url: string; clients: ClientSetup[] }
  | { type: 'step'; server: ServerName; step: number; rate: number; seconds: number }
  | { type: 'disconnect'; server: ServerName };

type LoadReply = { type: 'connected'; milliseconds: number } | { type: 'stepped'; result: StepResult } | { type: 'disconnected' };

/** One step as the clients saw it. Latencies in milliseconds. */
interface StepResult {
  server: ServerName;
  offeredRate: number;
  sent: number;
  /** Acknowledged as stored (first acks; a duplicate ack would mean a resend, which the bench never does). */
  acked: number;
  duplicateAcks: number;
  /** Received by the sender's partner, once each. */
  delivered: number;
  /** A `message` event at the wrong socket, or a second time: must stay 0. */
  misdelivered: number;
  /** Events about messages of an earlier step that arrived during this one. */
  late: number;
  /** Error events by code (each settles its message: nothing else will come for it). */
  errors: Record<string, number>;
  /** Still waiting for an ack or a delivery when the drain limit ran out. */
  unacked: number;
  undelivered: number;
  /** Delivered messages per second, from the first send to the last delivery. */
  deliveredPerSecond: number;
  delivery: Percentiles;
  ack: Percentiles;
  /** Sockets that closed during the step. */
  socketsClosed: number;
  /** How late the load process's own event loop ran: high values mean the clients distort the latencies. */
  clientLoopDelay: LoopDelay;
  /** CPU the load process used, in cores (1 = one core busy for the whole step). */
  clientCores: number;
}

/** Milliseconds; the max catches a single long stall that the p99 of 1 ms samples hides. */
interface LoopDelay {
  p99: number;
  max: number;
}

const loopDelayOf = (histogram: IntervalHistogram): LoopDelay => ({ p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 });

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// ---------------------------------------------------------------------------------------------
// The load process: 2,000 clients per server, sending on schedule and timing every delivery

interface InFlight {
  from: number;
  sentAt: number;
  acked: boolean;
  delivered: boolean;
  failed: boolean;
}

interface Tally {
  acked: number;
  duplicateAcks: number;
  delivered: number;
  misdelivered: number;
  late: number;
  failed: number;
  errors: Record<string, number>;
  deliveryLatencies: number[];
  ackLatencies: number[];
  lastDeliveryAt: number;
  socketsClosed: number;
}

const emptyTally = (): Tally => ({
  acked: 0,
  duplicateAcks: 0,
  delivered: 0,
  misdelivered: 0,
  late: 0,
  failed: 0,
  errors: {},
  deliveryLatencies: [],
  ackLatencies: [],
  lastDeliveryAt: 0,
  socketsClosed: 0,
});

/** The clients of one server: each opens its conversation once connected, then sends when told. */
class ClientPool {
  private readonly sockets: WebSocket[] = [];
  private readonly inFlight = new Map<string, InFlight>();
  private tally = emptyTally();
  /** Clients still between connecting and their conversation's catch-up. */
  private readonly joining = new Map<number, { resolve(): void; reject(error: Error): void; timer: NodeJS.Timeout }>();

  private constructor(
    private readonly server: ServerName,
    private readonly setups: ClientSetup[],
  ) {}

  static async connect(server: ServerName, url: string, setups: ClientSetup[]): Promise<ClientPool> {
    const pool = new ClientPool(server, setups);
    let next = 0;
    const connectInTurn = async (): Promise<void> => {
      for (let client = next++; client < setups.length; client = next++) await pool.join(url, client);
    };
    await Promise.all(Array.from({ length: connectConcurrency }, connectInTurn));
    return pool;
  }

  /** Connects one client and waits until its conversation is open (hello, open, opened, messages). */
  private join(url: string, client: number): Promise<void> {
    const socket = new WebSocket(url, { headers: this.setups[client]!.headers });
    this.sockets[client] = socket;
    return new Promise((resolve, reject) => {
      // A join the server never completes fails the bench instead of holding it for good.
      const timer = setTimeout(
        () =>
          this.stopJoining(
            client,
            new Error(`${this.server}: client ${client}'s conversation did not open within ${joinTimeoutMs / 1000} s`),
          ),
        joinTimeoutMs,
      );
      this.joining.set(client, { resolve, reject, timer });
      socket.on('message', (data) => this.receive(client, data));
      socket.on('error', (error) => this.stopJoining(client, error));
      socket.on('close', (code) => {
        this.tally.socketsClosed += 1;
        this.stopJoining(client, new Error(`${this.server}: client ${client} closed with ${code} before its conversation opened`));
      });
    });
  }

  private stopJoining(client: number, error?: Error) {
    const waiter = this.joining.get(client);
    this.joining.delete(client);
    clearTimeout(waiter?.timer);
    if (error) waiter?.reject(error);
    else waiter?.resolve();
  }

  private receive(client: number, data: RawData) {
    const event = JSON.parse(data.toString()) as ServerEvent;
    const at = performance.now();
    switch (event.type) {
      case 'hello':
        return void this.send(client, { type: 'open', conversationId: this.setups[client]!.conversationId, afterSequence: 0 });
      case 'messages':
        if (!event.hasMore) this.stopJoining(client);
        return;
      case 'ack':
        return this.acknowledged(event.clientId, event.duplicate, at);
      case 'message':
        return this.delivered(client, event.message, at);
      case 'error':
        if (this.joining.has(client)) {
          return this.stopJoining(
            client,
            new Error(`${this.server}: client ${client} was refused while opening its conversation: ${event.code}`),
          );
        }
        return this.failed(event.ref, event.code);
      default:
        return;
    }
  }

  private acknowledged(clientId: string, duplicate: boolean, at: number) {
    const flight = this.inFlight.get(clientId);
    if (!flight) return void (this.tally.late += 1);
    if (duplicate) this.tally.duplicateAcks += 1;
    if (flight.acked) return;
    flight.acked = true;
    this.tally.acked += 1;
    this.tally.ackLatencies.push(at - flight.sentAt);
  }

  private delivered(client: number, message: Message, at: number) {
    const flight = message.clientId === null ? undefined : this.inFlight.get(message.clientId);
    if (!flight) return void (this.tally.late += 1);
    if (flight.delivered || partnerOf(flight.from) !== client) return void (this.tally.misdelivered += 1);
    flight.delivered = true;
    this.tally.delivered += 1;
    this.tally.deliveryLatencies.push(at - flight.sentAt);
    this.tally.lastDeliveryAt = at;
  }

  private failed(ref: string | null, code: string) {
    this.tally.errors[code] = (this.tally.errors[code] ?? 0) + 1;
    const flight = ref === null ? undefined : this.inFlight.get(ref);
    if (flight && !flight.failed) {
      flight.failed = true;
      this.tally.failed += 1;
    }
  }

  private send(client: number, event: ClientEvent): boolean {
    const socket = this.sockets[client]!;
    if (socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  }

  /** Sends `rate` messages a second for `seconds`, then waits for every ack and delivery (or the drain limit). */
  async run(step: number, rate: number, seconds: number): Promise<StepResult> {
    this.inFlight.clear();
    this.tally = emptyTally();
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();

    const sent = await this.sendOnSchedule(step, rate, Math.round(rate * seconds), startedAt);
    const settled = () => this.tally.acked + this.tally.failed >= sent && this.tally.delivered + this.tally.failed >= sent;
    const drainDeadline = performance.now() + drainLimitMs;
    while (!settled() && performance.now() < drainDeadline) await sleep(5);

    const elapsedMs = performance.now() - startedAt;
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();
    const { tally } = this;
    return {
      server: this.server,
      offeredRate: rate,
      sent,
      acked: tally.acked,
      duplicateAcks: tally.duplicateAcks,
      delivered: tally.delivered,
      misdelivered: tally.misdelivered,
      late: tally.late,
      errors: tally.errors,
      unacked: sent - tally.acked - tally.failed,
      undelivered: sent - tally.delivered - tally.failed,
      deliveredPerSecond: tally.delivered / ((Math.max(tally.lastDeliveryAt, startedAt + 1) - startedAt) / 1000),
      delivery: percentiles(tally.deliveryLatencies),
      ack: percentiles(tally.ackLatencies),
      socketsClosed: tally.socketsClosed,
      clientLoopDelay: loopDelayOf(loopDelay),
      clientCores: (cpu.user + cpu.system) / 1000 / elapsedMs,
    };
  }

  /** Message m is due at m / rate seconds after the start and goes out from client m mod N. */
  private sendOnSchedule(step: number, rate: number, total: number, startedAt: number): Promise<number> {
    return new Promise((resolve) => {
      let next = 0;
      let sent = 0;
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000) + 1);
        for (; next < due; next++) if (this.sendMessage(step, next)) sent += 1;
        if (next < total) setTimeout(tick, 1);
        else resolve(sent);
      };
      tick();
    });
  }

  private sendMessage(step: number, number: number): boolean {
    const from = number % this.sockets.length;
    const clientId = `${this.server}-${step}-${number}`;
    const sentAt = performance.now();
    const text = `Message ${number} from bench client ${from}: see you at the coffee stand?`;
    const conversationId = this.setups[from]!.conversationId;
    if (!this.send(from, { type: 'send', conversationId, clientId, text })) return false;
    this.inFlight.set(clientId, { from, sentAt, acked: false, delivered: false, failed: false });
    return true;
  }

  async close(): Promise<void> {
    await Promise.all(
      this.sockets.map((socket) => {
        if (socket.readyState === WebSocket.CLOSED) return undefined;
        return new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close();
        });
      }),
    );
  }
}

/** Runs the bench process's commands against the client pools it asks for. */
function createLoadRunner(): (command: LoadCommand) => Promise<LoadReply> {
  const pools = new Map<ServerName, ClientPool>();
  const poolOf = (server: ServerName) => {
    const pool = pools.get(server);
    if (!pool) throw new Error(`no clients connected to ${server}`);
    return pool;
  };
  return async (command) => {
    switch (command.type) {
      case 'connect': {
        const startedAt = performance.now();
        pools.set(command.server, await ClientPool.connect(command.server, command.url, command.clients));
        return { type: 'connected', milliseconds: performance.now() - startedAt };
      }
      case 'step':
        return { type: 'stepped', result: await poolOf(command.server).run(command.step, command.rate, command.seconds) };
      case 'disconnect':
        await poolOf(command.server).close();
        pools.delete(command.server);
        return { type: 'disconnected' };
    }
  };
}

/** The bench process's handle on the load process. */
class LoadProcess {
  private constructor(private readonly channel: LoadChannel<LoadCommand, LoadReply>) {}

  static start(): LoadProcess {
    return new LoadProcess(LoadChannel.start(import.meta.filename, loadProcessRole));
  }

  async connect(server: ServerName, url: string, clients: ClientSetup[]): Promise<number> {
    const reply = await this.channel.request({ type: 'connect', server, url, clients });
    assert.equal(reply.type, 'connected');
    return reply.milliseconds;
  }

  async step(server: ServerName, step: number, rate: number, seconds: number): Promise<StepResult> {
    const reply = await this.channel.request({ type: 'step', server, step, rate, seconds });
    assert.equal(reply.type, 'stepped');
    return reply.result;
  }

  async disconnect(server: ServerName): Promise<void> {
    await this.channel.request({ type: 'disconnect', server });
  }

  stop() {
    this.channel.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The two servers

interface Target {
  url: string;
  clients: ClientSetup[];
  /** Messages stored so far (Tandem), to check every ack against the database. */
  countStored?: () => Promise<number>;
  close(): Promise<void>;
}

/**
 * The floor: a bare `ws` server that relays each message to the partner and acknowledges it to
 * the sender, in Tandem's event shapes (a full message object, a per-pair sequence), serializing
 * each event once — no auth, no validation, no storage.
 */
async function startBaseline(): Promise<Target> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const pairs = new Map<string, { sockets: Set<WebSocket>; lastSequence: number }>();
  server.on('connection', (socket) => {
    const connectionId = randomUUID();
    const joined = new Set<string>();
    const reply = (event: ServerEvent) => socket.send(JSON.stringify(event));
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ClientEvent;
      if (event.type === 'open') {
        let pair = pairs.get(event.conversationId);
        if (!pair) pairs.set(event.conversationId, (pair = { sockets: new Set(), lastSequence: 0 }));
        pair.sockets.add(socket);
        joined.add(event.conversationId);
        reply({ type: 'opened', conversationId: event.conversationId, readOnly: false, members: [] });
        reply({ type: 'messages', conversationId: event.conversationId, messages: [], hasMore: false });
      } else if (event.type === 'send') {
        const pair = pairs.get(event.conversationId);
        if (!pair) return;
        const message: Message = {
          id: randomUUID(),
          conversationId: event.conversationId,
          sequence: ++pair.lastSequence,
          senderKind: 'user',
          senderId: connectionId,
          kind: 'text',
          text: event.text,
          clientId: event.clientId,
          createdAt: Date.now(),
          voiceNote: null,
          concierge: null,
          call: null,
        };
        const json = JSON.stringify({ type: 'message', message } satisfies ServerEvent);
        for (const other of pair.sockets) if (other !== socket) other.send(json);
        reply({ type: 'ack', clientId: event.clientId, message, duplicate: false });
      }
    });
    socket.on('close', () => {
      for (const conversationId of joined) pairs.get(conversationId)?.sockets.delete(socket);
    });
    reply({ type: 'hello', userId: connectionId, connectionId, serverTime: Date.now() });
  });
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/`,
    clients: Array.from({ length: clientCount }, (_, client) => ({ conversationId: `pair-${client >> 1}`, headers: {} })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Valid, distinct US numbers: +1 212 6xx xxxx. */
const phoneOf = (client: number) => `+1212${String(6_000_000 + client).padStart(7, '0')}`;

async function countMessages(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

/** Tandem on a fresh database, with 2,000 signed-in users in 1,000 direct conversations (setup, not measured). */
async function startTandem(dialect: Dialect): Promise<Target> {
  const tandem = await startBenchApp(dialect);
  const conversations = createConversationsRepository(tandem.database.db);
  const clients: ClientSetup[] = [];
  for (let first = 0; first < clientCount; first += 2) {
    const pair = [await tandem.signIn(phoneOf(first)), await tandem.signIn(phoneOf(first + 1))];
    const conversationId = newId();
    await conversations.create({
      id: conversationId,
      kind: 'direct',
      createdBy: pair[0]!.userId,
      memberIds: pair.map((user) => user.userId),
      now: Date.now(),
    });
    for (const { cookie } of pair) clients.push({ conversationId, headers: { cookie, origin: tandem.origin } });
  }
  return {
    url: `${tandem.origin.replace(/^http/, 'ws')}${realtimePath}`,
    clients,
    countStored: () => countMessages(tandem.database),
    close: () => tandem.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring and reporting

/** A step with what the server process spent on it. */
interface MeasuredStep extends StepResult {
  /** CPU of this process (the servers') per message sent, drain included. */
  serverCpuMicrosPerMessage: number;
  /** How late the servers' event loop ran: the queueing a message meets before any of its work. */
  serverLoopDelay: LoopDelay;
  /** New rows in `messages` (Tandem only). */
  stored: number | null;
}

const keepsUp = (step: StepResult) =>
  step.undelivered === 0 &&
  step.unacked === 0 &&
  step.delivered === step.sent &&
  step.deliveredPerSecond >= keepsUpShare * step.offeredRate;

async function measureStep(
  load: LoadProcess,
  server: ServerName,
  target: Target,
  step: number,
  rate: number,
  seconds: number,
): Promise<MeasuredStep> {
  const storedBefore = await target.countStored?.();
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const result = await load.step(server, step, rate, seconds);
  const cpu = process.cpuUsage(cpuBefore);
  loopDelay.disable();
  const storedAfter = await target.countStored?.();
  const stored = storedBefore === undefined || storedAfter === undefined ? null : storedAfter - storedBefore;

  // What must hold at any load: nothing delivered twice or to the wrong member, and every
  // acknowledged message stored and delivered.
  assert.equal(result.misdelivered, 0, `${server}: ${result.misdelivered} messages delivered twice or to the wrong client`);
  assert.equal(result.duplicateAcks, 0, `${server}: duplicate acks without a resend`);
  // Once every send is answered, the rows must match the acks (still unanswered ones may be stored later).
  if (stored !== null && result.unacked === 0) assert.equal(stored, result.acked, `${server}: ${result.acked} acks but ${stored} new rows`);
  return {
    ...result,
    serverCpuMicrosPerMessage: (cpu.user + cpu.system) / Math.max(1, result.sent),
    serverLoopDelay: loopDelayOf(loopDelay),
    stored,
  };
}

function describeStep(label: string, step: MeasuredStep): string {
  const errors = Object.entries(step.errors).map(([code, count]) => `${code}×${count}`);
  const problems = [
    ...errors,
    step.unacked > 0 ? `${step.unacked} unacked` : '',
    step.undelivered > 0 ? `${step.undelivered} undelivered` : '',
    step.late > 0 ? `${step.late} late from the step before` : '',
    step.socketsClosed > 0 ? `${step.socketsClosed} sockets closed` : '',
  ].filter(Boolean);
  return (
    `  ${label.padEnd(22)} ${formatRate(step.deliveredPerSecond).padStart(6)} msg/s delivered   ` +
    `p50 ${formatMs(step.delivery.p50)}   p99 ${formatMs(step.delivery.p99)}   max ${formatMs(step.delivery.max)}   ` +
    `server ${formatMicros(step.serverCpuMicrosPerMessage)}/msg, loop p99/max ${formatMs(step.serverLoopDelay.p99)}/${formatMs(step.serverLoopDelay.max)}   ` +
    `clients ${step.clientCores.toFixed(2)} cores, loop p99/max ${formatMs(step.clientLoopDelay.p99)}/${formatMs(step.clientLoopDelay.max)}   ` +
    `${step.sent.toLocaleString('en-US')} sent, ${step.delivered.toLocaleString('en-US')} delivered` +
    (step.stored === null ? '' : `, ${step.stored.toLocaleString('en-US')} stored`) +
    (problems.length > 0 ? `   ${problems.join(', ')}` : '') +
    `   load ${os.loadavg()[0]!.toFixed(1)}\n`
  );
}

interface DialectOutcome {
  dialect: Dialect;
  steps: Record<ServerName, MeasuredStep[]>;
}

async function benchDialect(dialect: Dialect, load: LoadProcess): Promise<DialectOutcome> {
  let setupStartedAt = performance.now();
  const targets: Record<ServerName, Target> = { baseline: await startBaseline(), tandem: await startTandem(dialect) };
  process.stdout.write(
    `  set up ${clientCount.toLocaleString('en-US')} users in ${clientCount / 2} conversations in ${formatMs(performance.now() - setupStartedAt)}\n`,
  );
  const steps: Record<ServerName, MeasuredStep[]> = { baseline: [], tandem: [] };
  try {
    for (const server of ['baseline', 'tandem'] as const) {
      setupStartedAt = performance.now();
      const milliseconds = await load.connect(server, targets[server].url, targets[server].clients);
      process.stdout.write(
        `  ${clientCount.toLocaleString('en-US')} clients connected to ${server} and opened their conversation in ${formatMs(milliseconds)}\n`,
      );
    }
    let step = 0;
    for (const server of ['baseline', 'tandem'] as const) {
      const warm = await measureStep(load, server, targets[server], step, warmUp.rate, warmUp.seconds);
      process.stdout.write(describeStep(`warm-up ${server} ${formatRate(warmUp.rate)}/s`, warm));
    }
    const stillKeepingUp = new Set<ServerName>(['baseline', 'tandem']);
    for (const [index, rate] of offeredRates.entries()) {
      step += 1;
      // Alternate which goes first, so neither always runs on a warmer (or more tired) machine.
      const order: ServerName[] = index % 2 === 0 ? ['baseline', 'tandem'] : ['tandem', 'baseline'];
      for (const server of order) {
        if (!stillKeepingUp.has(server)) continue;
        if (server === 'tandem' && rate > tandemMaxRate) {
          process.stdout.write(
            `  tandem ${formatRate(rate)}/s: skipped, above the per-user limit of ${limits.messagesPerTenSeconds} messages in 10 s\n`,
          );
          continue;
        }
        const measured = await measureStep(load, server, targets[server], step, rate, stepSeconds);
        steps[server].push(measured);
        process.stdout.write(describeStep(`${server} ${formatRate(rate)}/s`, measured));
        if (!keepsUp(measured)) stillKeepingUp.delete(server);
      }
      if (stillKeepingUp.size === 0) break;
    }
    for (const server of ['baseline', 'tandem'] as const) await load.disconnect(server);
  } finally {
    await targets.baseline.close();
    await targets.tandem.close();
  }
  return { dialect, steps };
}

const highestKeptUp = (steps: MeasuredStep[]) => steps.filter(keepsUp).at(-1);

function report({ dialect, steps }: DialectOutcome): { aimMet: boolean; highestKeptUp: number } {
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const rows = [['offered', 'server', 'delivered/s', 'p50', 'p99', 'max', 'ack p99', 'server CPU/msg', 'kept up']];
  for (const rate of offeredRates) {
    for (const server of ['baseline', 'tandem'] as const) {
      const step = steps[server].find((candidate) => candidate.offeredRate === rate);
      if (!step) continue;
      rows.push([
        formatRate(rate),
        server,
        formatRate(step.deliveredPerSecond),
        formatMs(step.delivery.p50),
        formatMs(step.delivery.p99),
        formatMs(step.delivery.max),
        formatMs(step.ack.p99),
        formatMicros(step.serverCpuMicrosPerMessage),
        keepsUp(step) ? 'yes' : 'NO',
      ]);
    }
  }
  const best = { baseline: highestKeptUp(steps.baseline), tandem: highestKeptUp(steps.tandem) };
  const atAim = {
    baseline: steps.baseline.find((step) => step.offeredRate === aims.messagesPerSecond),
    tandem: steps.tandem.find((step) => step.offeredRate === aims.messagesPerSecond),
  };
  const aimMet = steps.tandem.some(
    (step) => step.offeredRate >= aims.messagesPerSecond && keepsUp(step) && step.stored === step.sent && step.delivery.p99 <= aims.p99Ms,
  );
  const ratio = (tandem: number | undefined, baseline: number | undefined) =>
    tandem === undefined || baseline === undefined ? 'n/a' : (tandem / baseline).toFixed(2);
  const cpuOf = (step: MeasuredStep | undefined) => step?.serverCpuMicrosPerMessage;
  process.stdout.write(
    `\n${label}: ${clientCount.toLocaleString('en-US')} clients in ${clientCount / 2} conversations, ${stepSeconds} s per step ` +
      `(delivery latency = send → the other member's "message" event)\n` +
      formatTable(rows) +
      `\nhighest offered rate kept up with (every message stored and delivered at ≥ ${keepsUpShare * 100} % of the pace): ` +
      `baseline ${best.baseline ? formatRate(best.baseline.offeredRate) : 'none'} msg/s` +
      `${best.baseline && best.baseline.offeredRate === offeredRates.at(-1) ? ' (the highest step: not saturated)' : ''}, ` +
      `tandem ${best.tandem ? formatRate(best.tandem.offeredRate) : 'none'} msg/s` +
      `\nat ${formatRate(aims.messagesPerSecond)} msg/s offered, tandem/baseline: delivered/s ` +
      `${ratio(atAim.tandem?.deliveredPerSecond, atAim.baseline?.deliveredPerSecond)}, p99 ` +
      `${ratio(atAim.tandem?.delivery.p99, atAim.baseline?.delivery.p99)}×, server CPU per message ` +
      `${ratio(cpuOf(atAim.tandem), cpuOf(atAim.baseline))}×` +
      `\naim (≥ ${formatRate(aims.messagesPerSecond)} msg/s stored and delivered, p99 ≤ ${aims.p99Ms} ms): ${aimMet ? 'MET' : 'MISSED'}\n`,
  );
  return { aimMet, highestKeptUp: best.tandem?.offeredRate ?? 0 };
}

/** Each process holds a socket per client of both servers, plus a few descriptors of its own. */
function checkDescriptorLimit() {
  const needed = 2 * clientCount + 100;
  const limit = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  const enough = limit === 'unlimited' || Number(limit) >= needed;
  process.stdout.write(
    `file descriptors: each process holds ${(2 * clientCount).toLocaleString('en-US')} sockets; ulimit -n is ${limit}` +
      (enough ? ' (enough)\n' : ` — raise it to at least ${needed} (ulimit -n ${needed}) before running\n`),
  );
  assert.ok(enough, `ulimit -n ${limit} is below the ${needed} file descriptors the bench needs`);
}

async function main() {
  assert.ok(clientCount >= 2 && clientCount % 2 === 0, 'BENCH_CLIENTS must be an even number');
  const cpus = os.cpus();
  process.stdout.write(
    `bench:realtime — ${clientCount.toLocaleString('en-US')} WebSocket clients in ${clientCount / 2} direct conversations, ` +
      `offered ${offeredRates.map(formatRate).join(' / ')} msg/s, ${stepSeconds} s per step after a ${warmUp.seconds} s warm-up at ${formatRate(warmUp.rate)} msg/s\n` +
      `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; both servers share this process, ` +
      `the clients run in one child process — clients and servers share these ${cpus.length} cores, so the figures are ratios, not capacity\n` +
      `${process.env.BENCH_DATABASE_URL ? '' : 'PostgreSQL skipped (set BENCH_DATABASE_URL to add it)\n'}`,
  );
  checkDescriptorLimit();
  const [loadAverage] = os.loadavg();
  if (loadAverage! > cpus.length / 2) {
    process.stdout.write(
      `WARNING: the machine is busy (load average ${loadAverage!.toFixed(1)} on ${cpus.length} cores); latencies will be noisy — compare server CPU/msg.\n`,
    );
  }
  const load = LoadProcess.start();
  const outcomes = new Map<Dialect, { aimMet: boolean; highestKeptUp: number }>();
  try {
    for (const dialect of benchDialects) {
      process.stdout.write(`\n${dialect}:\n`);
      outcomes.set(dialect, report(await benchDialect(dialect, load)));
    }
  } finally {
    load.stop();
  }
  const sqlite = outcomes.get('sqlite');
  const postgres = outcomes.get('postgres');
  let allMet = [...outcomes.values()].every((outcome) => outcome.aimMet);
  if (sqlite && postgres) {
    const atLeast = postgres.highestKeptUp >= sqlite.highestKeptUp;
    allMet &&= atLeast;
    process.stdout.write(
      `\nPostgreSQL kept up with ${formatRate(postgres.highestKeptUp)} msg/s, SQLite with ${formatRate(sqlite.highestKeptUp)}: ` +
        `aim (PostgreSQL at least SQLite's figure) ${atLeast ? 'MET' : 'MISSED'}\n`,
    );
  }
  process.stdout.write(`\n${allMet ? 'All aims met.' : 'Some aims MISSED (not enforced; exit 0).'}\n`);
}

if (process.argv[2] === loadProcessRole) {
  serveLoadCommands(createLoadRunner());
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
