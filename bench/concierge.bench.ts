import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { WebSocket, type RawData } from 'ws';
import { conciergeReplies, type ConciergeMessage, type ConciergeSubject } from '../shared/api/concierge.ts';
import type { Message } from '../shared/api/conversations.ts';
import { realtimePath } from '../shared/realtime/connection.ts';
import type { ClientEvent, ServerEvent } from '../shared/realtime/protocol.ts';
import { createConversationsRepository } from '../server/conversations/conversations.repository.ts';
import { newId } from '../server/db/ids.ts';
import { startBenchApp, type BenchApp } from './bench-app.ts';
import { formatMicros, formatMs, formatTable } from './bench-report.ts';
import { LoadChannel, serveLoadCommands } from './load-process.ts';

/**
 * `npm run bench:concierge`: what the concierge adds to a chat, on SQLite, in one run.
 *
 * 1. Turn latency, one turn at a time: guests send interview answers over the WebSocket, and
 *    the bench times send → the concierge's reply on the guest's socket. Baseline: the same texts
 *    sent in direct conversations, send → the other member's socket receives it (a chat with no
 *    concierge). The difference is what a concierge turn adds: the reply job (claim, transcript,
 *    the brain, the reply stored and fanned out).
 * 2. Interviews at once: N guests each go through an interview (answer, wait for the reply, think
 *    `BENCH_THINK_MS` on average, answer what was asked; "Looks right" to a summary; once saved,
 *    a change request, and round again) for `BENCH_SECONDS` per level, N ramping through
 *    `BENCH_LEVELS`; the baseline is N guests sending the same texts at the same pace in direct
 *    conversations. A level is carried when every turn is answered and the turn p99 stays under
 *    the aim.
 *
 * Tandem is the real app (`buildApp` as production configures it, the default brain: the
 * built-in interviewer unless an LLM is configured, which the bench never does) in this process;
 * the guests run in one child process (`fork` of this file). On a 2-core machine they share the
 * cores: the figures are ratios and a level count, not capacity.
 *
 * BENCH_LEVELS ("25,50,100,200,400,800,1600,3200"), BENCH_SECONDS (15), BENCH_THINK_MS (2000), BENCH_TURNS (300).
 */

const levels = (process.env.BENCH_LEVELS ?? '25,50,100,200,400,800,1600,3200').split(',').map(Number);
const stepSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2000);
const latencyTurns = Number(process.env.BENCH_TURNS ?? 300);
/** Guests taking turns in part 1: enough that none comes near the limit of 30 messages in 10 s. */
const latencyGuests = 100;
const aims = { turnP99Ms: 1000 };
/** A turn not answered this long after its send counts as unanswered, and its guest goes on. */
const turnTimeoutMs = 30_000;
const connectConcurrency = 50;
const loadProcessRole = 'concierge-load-guests';

type Mode = 'concierge' | 'direct';
const modes: Mode[] = ['direct', 'concierge'];

/** What a guest's socket needs; a direct guest's partner has a socket of its own, listening only. */
interface GuestSetup {
  conversationId: string;
  headers: Record<string, string>;
  partnerHeaders?: Record<string, string>;
}

type LoadCommand =
  | { type: 'connect'; mode: Mode; url: string; guests: GuestSetup[] }
  | { type: 'sequential'; mode: Mode; turns: number; guests: number }
  | { type: 'interviews'; mode: Mode; guests: number; seconds: number; thinkMs: number };

type LoadReply = { type: 'connected'; milliseconds: number } | { type: 'ran'; result: RunResult };

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

interface RunResult {
  mode: Mode;
  guests: number;
  sent: number;
  /** Turns whose answer (the concierge's reply, or the partner's receipt) arrived. */
  answered: number;
  unanswered: number;
  errors: Record<string, number>;
  turnsPerSecond: number;
  turn: Percentiles;
  ack: Percentiles;
}

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

// ---------------------------------------------------------------------------------------------
// What the guests say: the same texts for both modes

const answers: Record<ConciergeSubject, string> = {
  identity: "I'm a product designer at a climate-tech start-up in Berlin; I lead the design of software for home batteries.",
  event_goals: 'At this event I want to find two hardware engineers and learn how other founders sell to energy utilities.',
  looking_for: 'I would like to meet hardware engineers who know batteries, and investors who fund climate hardware.',
  can_offer: 'I can offer feedback on product design, advice on user research, and introductions to design schools.',
  topics: 'Energy storage, user research, climate policy and cycling.',
};
const changes = [
  "I'm not hiring any more; I would now like to meet people from energy utilities.",
  'I can also offer advice on fundraising for hardware start-ups.',
];
const directTexts = [...Object.values(answers), conciergeReplies.confirm, ...changes];

/** A concierge guest's side of the interview: answers what was asked last. */
class InterviewState {
  private readonly asked = new Set<ConciergeSubject>();
  private changesAsked = 0;
  last: ConciergeMessage | null = null;

  nextAnswer(): string {
    const last = this.last;
    if (!last) return answers.identity;
    if (last.step === 'summary') return conciergeReplies.confirm;
    if (last.step === 'saved' || last.step === 'note') {
      this.asked.clear();
      return changes[this.changesAsked++ % changes.length]!;
    }
    if (!last.subject || last.step === 'follow_up' || this.asked.has(last.subject)) return conciergeReplies.skip;
    this.asked.add(last.subject);
    return answers[last.subject];
  }
}

// ---------------------------------------------------------------------------------------------
// The load process: the guests' sockets, one turn at a time or many interviews at once

interface Flight {
  guest: number;
  sentAt: number;
  settle: (answeredAt: number | null) => void;
}

class GuestPool {
  private readonly sockets: WebSocket[] = [];
  private readonly partners: WebSocket[] = [];
  private readonly states: InterviewState[] = [];
  private readonly directTurns: number[] = [];
  /** Sends not acknowledged yet, by client id: when each was sent. */
  private readonly unacknowledged = new Map<string, number>();
  /** By client id until acknowledged; then, for the concierge, by the stored message's id until the reply comes. */
  private readonly flights = new Map<string, Flight>();
  private readonly waitingReply = new Map<string, Flight>();
  /** Replies that came before their message's ack: the id they answer, and when. */
  private readonly earlyReplies = new Map<string, { at: number; concierge: ConciergeMessage | null }>();
  private ackLatencies: number[] = [];
  private errors: Record<string, number> = {};

  private constructor(
    private readonly mode: Mode,
    private readonly setups: GuestSetup[],
  ) {}

  static async connect(mode: Mode, url: string, setups: GuestSetup[]): Promise<GuestPool> {
    const pool = new GuestPool(mode, setups);
    let next = 0;
    const connectInTurn = async () => {
      for (let guest = next++; guest < setups.length; guest = next++) await pool.join(url, guest);
    };
    await Promise.all(Array.from({ length: connectConcurrency }, connectInTurn));
    return pool;
  }

  private async join(url: string, guest: number) {
    const setup = this.setups[guest]!;
    this.states[guest] = new InterviewState();
    this.directTurns[guest] = 0;
    this.sockets[guest] = await this.open(url, setup.headers, (event, at) => this.receive(event, at));
    if (setup.partnerHeaders) this.partners[guest] = await this.open(url, setup.partnerHeaders, (event, at) => this.receive(event, at));
  }

  /** A socket whose `hello` has arrived: the server accepted it and listens on its user's channel. */
  private open(url: string, headers: Record<string, string>, onEvent: (event: ServerEvent, at: number) => void): Promise<WebSocket> {
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.on('message', (data: RawData) => {
        const event = JSON.parse(data.toString()) as ServerEvent;
        if (event.type === 'hello') resolve(socket);
        onEvent(event, performance.now());
      });
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`a guest's socket closed with ${code} before it was accepted`)));
    });
  }

  private receive(event: ServerEvent, at: number) {
    if (event.type === 'ack') return this.acknowledged(event.clientId, event.message, at);
    if (event.type === 'message') return this.arrived(event.message, at);
    if (event.type === 'error') {
      this.errors[event.code] = (this.errors[event.code] ?? 0) + 1;
      if (event.ref) this.unacknowledged.delete(event.ref);
      const flight = event.ref === null ? undefined : this.flights.get(event.ref);
      if (flight && event.ref) this.flights.delete(event.ref);
      flight?.settle(null);
    }
  }

  private acknowledged(clientId: string, message: Message, at: number) {
    const sentAt = this.unacknowledged.get(clientId);
    this.unacknowledged.delete(clientId);
    if (sentAt !== undefined) this.ackLatencies.push(at - sentAt);
    // A direct message may reach the partner before its ack reaches the sender: its flight ends there.
    const flight = this.flights.get(clientId);
    if (!flight || this.mode === 'direct') return;
    this.flights.delete(clientId);
    const early = this.earlyReplies.get(message.id);
    if (!early) return void this.waitingReply.set(message.id, flight);
    this.earlyReplies.delete(message.id);
    this.states[flight.guest]!.last = early.concierge;
    flight.settle(early.at);
  }

  private arrived(message: Message, at: number) {
    if (message.clientId === null) return;
    if (this.mode === 'direct') {
      const flight = this.flights.get(message.clientId);
      if (!flight || message.senderKind !== 'user') return;
      this.flights.delete(message.clientId);
      return flight.settle(at);
    }
    if (message.senderKind !== 'concierge' || message.clientId === 'greeting') return;
    const flight = this.waitingReply.get(message.clientId);
    if (!flight) return void this.earlyReplies.set(message.clientId, { at, concierge: message.concierge });
    this.waitingReply.delete(message.clientId);
    this.states[flight.guest]!.last = message.concierge;
    flight.settle(at);
  }

  /** One turn of a guest: resolves with its latency in ms, or null when it failed or timed out. */
  private turn(guest: number): Promise<number | null> {
    const text =
      this.mode === 'concierge' ? this.states[guest]!.nextAnswer() : directTexts[this.directTurns[guest]!++ % directTexts.length]!;
    const clientId = randomUUID();
    const event: ClientEvent = { type: 'send', conversationId: this.setups[guest]!.conversationId, clientId, text };
    return new Promise((resolve) => {
      const sentAt = performance.now();
      const timeout = setTimeout(() => settle(null), turnTimeoutMs);
      const settle = (answeredAt: number | null) => {
        clearTimeout(timeout);
        resolve(answeredAt === null ? null : answeredAt - sentAt);
      };
      this.flights.set(clientId, { guest, sentAt, settle });
      this.unacknowledged.set(clientId, sentAt);
      this.sockets[guest]!.send(JSON.stringify(event));
    });
  }

  private reset() {
    this.unacknowledged.clear();
    this.ackLatencies = [];
    this.errors = {};
  }

  private result(guests: number, latencies: (number | null)[], elapsedMs: number): RunResult {
    const answered = latencies.filter((latency): latency is number => latency !== null);
    return {
      mode: this.mode,
      guests,
      sent: latencies.length,
      answered: answered.length,
      unanswered: latencies.length - answered.length,
      errors: this.errors,
      turnsPerSecond: answered.length / (elapsedMs / 1000),
      turn: percentiles(answered),
      ack: percentiles(this.ackLatencies),
    };
  }

  /** `turns` turns, one at a time, the guests taking them in turn. */
  async sequential(turns: number, guests: number): Promise<RunResult> {
    this.reset();
    const latencies: (number | null)[] = [];
    const startedAt = performance.now();
    for (let turn = 0; turn < turns; turn += 1) latencies.push(await this.turn(turn % guests));
    return this.result(1, latencies, performance.now() - startedAt);
  }

  /** The first `guests` guests each take turns for `seconds`, thinking about `thinkMs` (0.5 to 1.5 times) between a reply and their next answer. */
  async interviews(guests: number, seconds: number, think: number): Promise<RunResult> {
    this.reset();
    const latencies: (number | null)[] = [];
    const startedAt = performance.now();
    const deadline = startedAt + seconds * 1000;
    let lastAnswerAt = startedAt;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const interview = async (guest: number) => {
      await pause(Math.random() * think);
      while (performance.now() < deadline) {
        const latency = await this.turn(guest);
        latencies.push(latency);
        lastAnswerAt = performance.now();
        await pause(think * (0.5 + Math.random()));
      }
    };
    await Promise.all(Array.from({ length: guests }, (_, guest) => interview(guest)));
    return this.result(guests, latencies, lastAnswerAt - startedAt);
  }
}

function runLoadProcess() {
  const pools = new Map<Mode, GuestPool>();
  const run = async (command: LoadCommand): Promise<LoadReply> => {
    if (command.type === 'connect') {
      const startedAt = performance.now();
      pools.set(command.mode, await GuestPool.connect(command.mode, command.url, command.guests));
      return { type: 'connected', milliseconds: performance.now() - startedAt };
    }
    const pool = pools.get(command.mode);
    if (!pool) throw new Error(`no ${command.mode} guests connected`);
    if (command.type === 'sequential') return { type: 'ran', result: await pool.sequential(command.turns, command.guests) };
    return { type: 'ran', result: await pool.interviews(command.guests, command.seconds, command.thinkMs) };
  };
  serveLoadCommands(run);
}

/** The bench process's handle on the load process: one command at a time. */
class LoadProcess {
  private constructor(private readonly channel: LoadChannel<LoadCommand, LoadReply>) {}

  static start(): LoadProcess {
    return new LoadProcess(LoadChannel.start(import.meta.filename, loadProcessRole));
  }

  request(command: LoadCommand): Promise<LoadReply> {
    return this.channel.request(command);
  }

  async run(command: Exclude<LoadCommand, { type: 'connect' }>): Promise<RunResult> {
    const reply = await this.request(command);
    assert.equal(reply.type, 'ran');
    return (reply as Extract<LoadReply, { type: 'ran' }>).result;
  }

  stop() {
    this.channel.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The bench process: Tandem, its guests, the runs and the report

/** Valid, distinct US numbers: +1 212 7xx xxxx. */
const phoneOf = (index: number) => `+1212${String(7_000_000 + index).padStart(7, '0')}`;

async function post(tandem: BenchApp, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${tandem.origin}${path}`, {
    method: 'POST',
    headers: { cookie, origin: tandem.origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  assert.equal(response.status, 200, `POST ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Guests set up as the web app does on load: two concierge conversations, the dossier (and so the greeting). */
async function conciergeGuests(tandem: BenchApp, count: number): Promise<GuestSetup[]> {
  const guests: GuestSetup[] = [];
  for (let index = 0; index < count; index += 1) {
    const { userId, cookie } = await tandem.signIn(phoneOf(index));
    const create = async (kind: string) => (await post(tandem, cookie, '/api/conversations/', { userId, kind })).conversationId as string;
    const ids = { textConversationId: await create('concierge_text'), voiceConversationId: await create('concierge_voice') };
    await post(tandem, cookie, `/api/users/${userId}/generalDossier`, ids);
    guests.push({ conversationId: ids.textConversationId, headers: { cookie, origin: tandem.origin } });
  }
  return guests;
}

/** Pairs of users in direct conversations, as a match will make them; the first of each pair sends. */
async function directGuests(tandem: BenchApp, count: number, firstPhone: number): Promise<GuestSetup[]> {
  const conversations = createConversationsRepository(tandem.database.db);
  const guests: GuestSetup[] = [];
  for (let index = 0; index < count; index += 1) {
    const sender = await tandem.signIn(phoneOf(firstPhone + 2 * index));
    const partner = await tandem.signIn(phoneOf(firstPhone + 2 * index + 1));
    const conversationId = newId();
    const memberIds = [sender.userId, partner.userId];
    await conversations.create({ id: conversationId, kind: 'direct', createdBy: sender.userId, memberIds, now: Date.now() });
    guests.push({
      conversationId,
      headers: { cookie: sender.cookie, origin: tandem.origin },
      partnerHeaders: { cookie: partner.cookie, origin: tandem.origin },
    });
  }
  return guests;
}

interface Measured extends RunResult {
  /** CPU of this process (Tandem's) per answered turn. */
  serverCpuMicrosPerTurn: number;
}

async function measure(load: LoadProcess, command: Exclude<LoadCommand, { type: 'connect' }>): Promise<Measured> {
  const cpuBefore = process.cpuUsage();
  const result = await load.run(command);
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, serverCpuMicrosPerTurn: (cpu.user + cpu.system) / Math.max(1, result.answered) };
}

const carried = (run: Measured) => run.unanswered === 0 && Object.keys(run.errors).length === 0 && run.turn.p99 < aims.turnP99Ms;
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : 'n/a');
const problems = (run: Measured) =>
  [run.unanswered > 0 ? `${run.unanswered} unanswered` : '', ...Object.entries(run.errors).map(([code, count]) => `${code}×${count}`)]
    .filter(Boolean)
    .join(', ') || '—';

function reportLatency(direct: Measured, concierge: Measured) {
  const rows = [['one turn at a time', 'turns', 'p50', 'p99', 'max', 'ack p50', 'ack p99', 'server CPU/turn', 'problems']];
  for (const [label, run] of [
    ['direct (send → the other member has it)', direct],
    ['concierge (send → its reply arrives)', concierge],
  ] as const) {
    rows.push([
      label,
      String(run.answered),
      formatMs(run.turn.p50),
      formatMs(run.turn.p99),
      formatMs(run.turn.max),
      formatMs(run.ack.p50),
      formatMs(run.ack.p99),
      formatMicros(run.serverCpuMicrosPerTurn),
      problems(run),
    ]);
  }
  process.stdout.write(
    `\n${formatTable(rows)}\n` +
      `a concierge turn adds ${formatMs(concierge.turn.p50 - direct.turn.p50)} at p50 (${ratio(concierge.turn.p50, direct.turn.p50)}) and ` +
      `${formatMs(concierge.turn.p99 - direct.turn.p99)} at p99 (${ratio(concierge.turn.p99, direct.turn.p99)}); server CPU per turn ` +
      `${ratio(concierge.serverCpuMicrosPerTurn, direct.serverCpuMicrosPerTurn)}; the send itself (ack) p50 ` +
      `${ratio(concierge.ack.p50, direct.ack.p50)}\n`,
  );
}

function reportLevels(runs: Record<Mode, Measured[]>) {
  const rows = [['interviews', 'server', 'turns/s', 'p50', 'p99', 'max', 'ack p99', 'server CPU/turn', 'problems', 'carried']];
  for (const guests of levels) {
    for (const mode of modes) {
      const run = runs[mode].find((candidate) => candidate.guests === guests);
      if (!run) continue;
      rows.push([
        String(guests),
        mode,
        run.turnsPerSecond.toFixed(1),
        formatMs(run.turn.p50),
        formatMs(run.turn.p99),
        formatMs(run.turn.max),
        formatMs(run.ack.p99),
        formatMicros(run.serverCpuMicrosPerTurn),
        problems(run),
        carried(run) ? 'yes' : 'NO',
      ]);
    }
  }
  const highest = (mode: Mode) => runs[mode].filter(carried).at(-1)?.guests;
  const ratios = levels.flatMap((guests) => {
    const [direct, concierge] = modes.map((mode) => runs[mode].find((run) => run.guests === guests));
    if (!direct || !concierge) return [];
    return [
      `  ${String(guests).padStart(5)} at once: turns/s ${ratio(concierge.turnsPerSecond, direct.turnsPerSecond)}, ` +
        `p99 ${ratio(concierge.turn.p99, direct.turn.p99)}, server CPU/turn ${ratio(concierge.serverCpuMicrosPerTurn, direct.serverCpuMicrosPerTurn)}`,
    ];
  });
  process.stdout.write(
    `\n${formatTable(rows)}\n` +
      `concierge / direct at each level:\n${ratios.join('\n')}\n` +
      `most interviews at once carried (every turn answered, p99 < ${formatMs(aims.turnP99Ms)}): ` +
      `concierge ${highest('concierge') ?? 'none'}, direct chat ${highest('direct') ?? 'none'}` +
      `${highest('concierge') === levels.at(-1) ? ' (the highest level tried: not saturated)' : ''}\n`,
  );
}

async function main() {
  const cpus = os.cpus();
  const maxGuests = Math.max(...levels, latencyGuests);
  process.stdout.write(
    `bench:concierge — SQLite; turn latency over ${latencyTurns} turns one at a time, then ${levels.join(' / ')} interviews at once ` +
      `for ${stepSeconds} s each, ~${thinkMs} ms of thought between a reply and the next answer\n` +
      `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}; ` +
      `Tandem in this process, the guests in one child process — they share the cores\n`,
  );
  const tandem = await startBenchApp('sqlite');
  const load = LoadProcess.start();
  try {
    let startedAt = performance.now();
    const guests: Record<Mode, GuestSetup[]> = {
      concierge: await conciergeGuests(tandem, maxGuests),
      direct: await directGuests(tandem, maxGuests, maxGuests),
    };
    process.stdout.write(
      `set up ${maxGuests} concierge guests and ${maxGuests} direct pairs in ${formatMs(performance.now() - startedAt)}\n`,
    );
    const url = `${tandem.origin.replace(/^http/, 'ws')}${realtimePath}`;
    for (const mode of modes) {
      startedAt = performance.now();
      await load.request({ type: 'connect', mode, url, guests: guests[mode] });
      process.stdout.write(`${mode}: ${guests[mode].length} guests connected in ${formatMs(performance.now() - startedAt)}\n`);
    }

    // Warm both paths, then time one turn at a time.
    for (const mode of modes) await measure(load, { type: 'sequential', mode, turns: 50, guests: latencyGuests });
    const latency = {} as Record<Mode, Measured>;
    for (const mode of modes) latency[mode] = await measure(load, { type: 'sequential', mode, turns: latencyTurns, guests: latencyGuests });
    reportLatency(latency.direct, latency.concierge);

    const runs: Record<Mode, Measured[]> = { direct: [], concierge: [] };
    const stillCarrying = new Set<Mode>(modes);
    for (const [index, count] of levels.entries()) {
      // Alternate which goes first, so neither always runs on a warmer (or more tired) machine.
      for (const mode of index % 2 === 0 ? modes : [...modes].reverse()) {
        if (!stillCarrying.has(mode)) continue;
        const run = await measure(load, { type: 'interviews', mode, guests: count, seconds: stepSeconds, thinkMs });
        runs[mode].push(run);
        process.stdout.write(
          `  ${String(count).padStart(5)} ${mode.padEnd(9)} ${run.turnsPerSecond.toFixed(1).padStart(7)} turns/s   p50 ${formatMs(run.turn.p50)}   ` +
            `p99 ${formatMs(run.turn.p99)}   server ${formatMicros(run.serverCpuMicrosPerTurn)}/turn   ${problems(run)}   load ${os.loadavg()[0]!.toFixed(1)}\n`,
        );
        if (!carried(run)) stillCarrying.delete(mode);
      }
      if (!stillCarrying.has('concierge')) break;
    }
    reportLevels(runs);
  } finally {
    load.stop();
    await tandem.close();
  }
}

if (process.argv[2] === loadProcessRole) {
  runLoadProcess();
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
