import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { emptyCounts, sleep, type EventContext, type EventCounts } from './event-context.ts';
import { waitLimitMs, type RealtimeSocket, type Wire } from './guest-client.ts';
import { guestJourney } from './guest-journey.ts';
import { setUpEvent, watchEventPage } from './host.ts';
import { persona } from './personas.ts';
import { summariseProfile, type ProfileSummary } from './profile-summary.ts';
import { resetSharedStores, startBuiltServer, type BuiltServer, type ServerLogLine } from './servers.ts';
import { isHeldToBar, StepStats, type Step, type StepSummary } from './step-stats.ts';

type HeldSummary = StepSummary & { step: Step };

/** How one run is made. */
export interface RunPlan {
  guests: number;
  /** Guests arrive at random moments over this many seconds (an open model: nobody waits for anyone). */
  arrivalSeconds: number;
  thinkMs: number;
  prospectsVisitMs: number;
  hostReloadMs: number;
  barMs: number;
  /** The scale path: PostgreSQL and Redis shared by `instances` servers; absent, the embedded default (one server). */
  scale: { databaseUrl: string; redisUrl: string; instances: number } | null;
  /** Profile the first server's CPU over the measured part and sum it up for the hottest step. */
  profile: boolean;
  /** Give up as soon as the run cannot be carried any more (a search for the limit only needs the verdict). */
  stopWhenFailed: boolean;
}

export interface ServerFigures {
  cpuSeconds: number;
  peakRssBytes: number;
  problems: ServerLogLine[];
}

export interface RunResult {
  plan: RunPlan;
  summaries: StepSummary[];
  errorMessages: string[];
  errors: number;
  timeouts: number;
  counts: EventCounts;
  servers: ServerFigures[];
  wallSeconds: number;
  client: { cpuSeconds: number; loopDelayP99Ms: number; loopDelayMaxMs: number; latestStartMs: number };
  loadAverage: { start: number; end: number };
  /** Every held step's p99 under the bar, no error, no wait run out, no server problem. */
  carried: boolean;
  /** The held step with the highest p99. */
  hottest: HeldSummary | null;
  givenUpBecause: string | null;
  profile: ProfileSummary | null;
}

/** Samples per guest of the steps every guest takes the same number of times: enough to know early that a p99 is lost. */
const fixedPerGuest: Partial<Record<Step, number>> = {
  'open join link': 2,
  'sign in': 2,
  onboarding: 5,
  'join event': 1,
  'dossier setup': 4,
  'socket connect': 1,
};
/** After the last arrival, how long the journeys (interview, prospects, chats) may still take at most. */
const tailLimitMs = 6 * 60_000;

export async function runEventDay(plan: RunPlan): Promise<RunResult> {
  const instances = plan.scale?.instances ?? 1;
  if (plan.scale) await resetSharedStores(plan.scale.databaseUrl, plan.scale.redisUrl);
  const env: Record<string, string> = plan.scale ? { DATABASE_URL: plan.scale.databaseUrl, REDIS_URL: plan.scale.redisUrl } : {};
  const servers: BuiltServer[] = [];
  // One after the other: the first makes the schema and the signing key the others read.
  for (let instance = 0; instance < instances; instance += 1) servers.push(await startBuiltServer(env, plan.profile && instance === 0));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, timeout: waitLimitMs });
  const sockets = new Set<RealtimeSocket>();
  const setupStats = new StepStats(plan.barMs);
  const wires: Wire[] = servers.map((server) => ({ baseUrl: server.baseUrl, agent, stats: setupStats, sockets }));
  try {
    const setup = await setUpEvent(wires[0]!);
    if (setupStats.totalErrors + setupStats.totalTimeouts > 0)
      throw new Error(`setting up the event failed: ${setupStats.errorMessages.join('; ')}`);
    const stats = new StepStats(plan.barMs);
    for (const wire of wires) wire.stats = stats;
    const context: EventContext = {
      eventId: setup.eventId,
      wires,
      aborted: false,
      thinkMs: plan.thinkMs,
      prospectsVisitMs: plan.prospectsVisitMs,
      chatSentAt: new Map(),
      chats: new Set(),
      counts: emptyCounts(),
    };
    return await measure(plan, context, stats, servers, () => watchEventPage(context, setup.host, plan.hostReloadMs));
  } finally {
    for (const socket of sockets) socket.close();
    agent.destroy();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function measure(
  plan: RunPlan,
  context: EventContext,
  stats: StepStats,
  servers: BuiltServer[],
  startHost: () => { stop(): Promise<void> },
): Promise<RunResult> {
  const loadAtStart = os.loadavg()[0]!;
  const cpuAtStart = servers.map((server) => server.cpuSeconds());
  const clientCpu = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const profiler = servers[0]!.profiler;
  await profiler?.start();
  const startedAt = performance.now();
  const host = startHost();

  // Arrival times drawn at once and sorted: N arrivals of a Poisson process over the window.
  const arrivals = Array.from({ length: plan.guests }, () => Math.random() * plan.arrivalSeconds * 1000).sort((a, b) => a - b);
  const journeys: Promise<void>[] = [];
  let latestStartMs = 0;
  let givenUpBecause: string | null = null;
  const checkCarried = () => {
    if (givenUpBecause || !plan.stopWhenFailed) return;
    givenUpBecause = whyNotCarried(stats, plan);
    if (givenUpBecause) context.aborted = true;
  };
  for (const [index, dueMs] of arrivals.entries()) {
    const wait = dueMs - (performance.now() - startedAt);
    if (wait > 0) await sleep(wait);
    checkCarried();
    if (context.aborted) break;
    latestStartMs = Math.max(latestStartMs, performance.now() - startedAt - dueMs);
    journeys.push(guestJourney(context, persona(index)));
  }
  const deadline = performance.now() + tailLimitMs;
  const settled = Promise.all(journeys).then(async () => {
    while (context.chats.size > 0) await Promise.all([...context.chats]);
  });
  const journeysState = { done: false };
  void settled.then(() => (journeysState.done = true));
  while (!journeysState.done && performance.now() < deadline) {
    await sleep(500);
    checkCarried();
  }
  if (!journeysState.done) stats.timeout('chat delivery', `journeys still going ${tailLimitMs / 1000} s after the last arrival`);
  await host.stop();
  const profile = await profiler?.stop();
  const wallSeconds = (performance.now() - startedAt) / 1000;
  loopDelay.disable();
  const cpu = process.cpuUsage(clientCpu);
  const serverFigures = servers.map((server, index) => ({
    cpuSeconds: server.cpuSeconds() - cpuAtStart[index]!,
    peakRssBytes: server.peakRssBytes(),
    problems: server.problems,
  }));

  const summaries = stats.summaries();
  const held = summaries.filter((summary): summary is HeldSummary => isHeldToBar(summary.step));
  const hottest = held.reduce<HeldSummary | null>((worst, summary) => (worst === null || summary.p99 > worst.p99 ? summary : worst), null);
  const serverProblems = serverFigures.reduce((sum, server) => sum + server.problems.length, 0);
  const carried =
    givenUpBecause === null &&
    stats.totalErrors + stats.totalTimeouts + serverProblems === 0 &&
    held.every((summary) => summary.p99 < plan.barMs);
  return {
    plan,
    summaries,
    errorMessages: stats.errorMessages,
    errors: stats.totalErrors,
    timeouts: stats.totalTimeouts,
    counts: context.counts,
    servers: serverFigures,
    wallSeconds,
    client: {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
      latestStartMs,
    },
    loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
    carried,
    hottest,
    givenUpBecause,
    profile: profile && hottest ? summariseProfile(profile, hottest.step) : null,
  };
}

/** Why the run can no longer be carried, as soon as that is sure: an error, or more slow samples than 1 % of what will come. */
function whyNotCarried(stats: StepStats, plan: RunPlan): string | null {
  if (stats.totalErrors > 0) return `an error: ${stats.errorMessages[0]}`;
  for (const [step, perGuest] of Object.entries(fixedPerGuest) as [Step, number][]) {
    const allowed = Math.floor(0.01 * plan.guests * perGuest);
    if (stats.overCount(step) > allowed)
      return `${step}: more than ${allowed} samples over ${plan.barMs} ms, so its p99 cannot stay under it`;
  }
  return null;
}
