import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import type autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { eventTypes } from '../shared/analytics/event-types.ts';
import { selfHostedAnalyticsKey, selfHostedIngestionPath } from '../shared/analytics/self-hosted.ts';
import { amplitudeAnswers, readBatch } from '../server/analytics/ingestion.ts';
import { acceptTextPlainJson, ingestionRouteOptions } from '../server/analytics/ingestion.routes.ts';
import type { DatabaseHandle, Dialect } from '../server/db/database.ts';
import { assertAllOk, formatMicros, formatMs, formatRate, formatTable, summarize, type RunSummary } from './bench-report.ts';
import { benchDialects, startBenchApp } from './bench-app.ts';

/**
 * `npm run bench:ingest`: Amplitude batches of 200 events posted to the ingestion endpoint by
 * signed-in people (each batch with its sender's access cookie, its events carrying the sender's
 * own user id, as the web app sends them), against a no-op route in the same app that parses and
 * validates the same body and answers the same 200 without storing (registered here only, never
 * in the app), side by side in one run. Every run sends a fixed number of requests, so the rows
 * stored can be checked exactly. The hourly budgets are raised out of the way (they would refuse
 * a single sender's thousands of events a second, which is what they are for), so they are asked
 * on every request and never refuse.
 *
 * BENCH_SECONDS (default 10) aimed per measured run; BENCH_ROUNDS (default 2) runs of each,
 * alternating; BENCH_DATABASE_URL (a PostgreSQL admin URL) adds a PostgreSQL pass.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const eventsPerRequest = 200;
/** Enough to keep the server busy (SQLite commits one at a time anyway) without queueing past the timeout. */
const connections = 8;
/** Seconds; a timed-out request is sent again, so a slow answer must not time out or rows would be counted twice. */
const timeoutSeconds = 60;
const warmupRequests = 300;
/**
 * Distinct bodies, sent in turn. Each event has a device of its own, so a device sees one event
 * per pass over the bodies: at up to 30 × bodies requests a second no device reaches the
 * 30 events/s limit, and every answer must be a 200.
 */
const bodyCount = 64;
const noOpPath = '/bench/no-op-ingestion';
const budgetsOutOfTheWay = {
  ANALYTICS_SENDER_EVENTS_PER_HOUR: String(1e12),
  ANALYTICS_SENDER_MB_PER_HOUR: String(1e9),
  ANALYTICS_EVENTS_PER_HOUR: String(1e12),
  ANALYTICS_MB_PER_HOUR: String(1e9),
};

type Server = 'no-op' | 'tandem';

/** One request autocannon sends: a body, cut where its events' times go, and its sender's cookie. */
interface BenchRequest {
  bodyParts: string[];
  cookie: string;
}

/** Stands for an event's time in a prebuilt body; each send puts the time of the moment there. */
const timeSlot = '<event time>';

/**
 * The body as sent at `now`: event i happened `eventsPerRequest - i` ms ago, as a browser's batch
 * does. Bodies sent again with the same times would land every row's `(event_type, event_time)`
 * index entry among its earlier copies, mid-index, where real events, timed near now, append.
 * Self-contained: the load's child process runs its source (`childScript`).
 */
function bodyAt(bodyParts: string[], now: number): string {
  return bodyParts.reduce((body, part, index) => `${body}${now - bodyParts.length + index}${part}`);
}

interface Target {
  dialect: Dialect;
  urls: Record<Server, string>;
  requests: BenchRequest[];
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The SDK's upload body: 200 events as @amplitude/analytics-browser 2.47 sends them for a signed-in person, one device each, cut at each event's time. */
function buildBodies(userIds: string[]): string[][] {
  const time = Date.now();
  const types = Object.values(eventTypes);
  return userIds.map((userId, body) =>
    JSON.stringify({
      api_key: selfHostedAnalyticsKey,
      events: Array.from({ length: eventsPerRequest }, (_, index) => ({
        event_type: types[index % types.length],
        event_properties: { screen: 'Home', position: index },
        user_id: userId,
        device_id: `bench-device-${body}-${index}`,
        session_id: time,
        time: timeSlot,
        event_id: index,
        platform: 'Web',
        os_name: 'Chrome',
        os_version: '142',
        language: 'en-US',
        ip: '$remote',
        library: 'amplitude-ts/2.47.0',
        // No insert_id: the bodies are sent again and again, and a repeated insert_id is stored once.
      })),
      options: {},
      client_upload_time: new Date(time).toISOString(),
      request_metadata: { sdk: { metrics: { histogram: {} } } },
    }).split(JSON.stringify(timeSlot)),
  );
}

/** The floor: the ingestion route's parsing (same parser, limit and validation), then the same answer, stored nowhere. */
async function noOpIngestionRoute(app: FastifyInstance): Promise<void> {
  acceptTextPlainJson(app);
  app.post(noOpPath, {
    ...ingestionRouteOptions,
    handler: async (request, reply) => {
      const reading = readBatch(request.body, selfHostedAnalyticsKey);
      const answer = reading.ok
        ? amplitudeAnswers.success(reading.events.length, Number(request.headers['content-length'] ?? 0), Date.now())
        : reading.answer;
      return reply.status(answer.status).send(answer.body);
    },
  });
}

async function setUp(dialect: Dialect): Promise<Target> {
  const tandem = await startBenchApp(
    dialect,
    async (app) => {
      await app.register(noOpIngestionRoute);
    },
    budgetsOutOfTheWay,
  );
  const { database, origin } = tandem;
  const urls: Record<Server, string> = { tandem: `${origin}${selfHostedIngestionPath}`, 'no-op': `${origin}${noOpPath}` };
  const senders: { userId: string; cookie: string }[] = [];
  for (let index = 0; index < bodyCount; index++) senders.push(await tandem.signIn(`+1202555${String(1000 + index).padStart(4, '0')}`));
  const bodies = buildBodies(senders.map((sender) => sender.userId));
  const requests = bodies.map((bodyParts, index) => ({ bodyParts, cookie: senders[index]!.cookie }));
  const sample = { body: bodyAt(requests[0]!.bodyParts, Date.now()), cookie: requests[0]!.cookie };

  // Both must give the same answer before either is measured, and only Tandem stores.
  for (const server of ['no-op', 'tandem'] as const) {
    const response = await fetch(urls[server], {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sample.cookie },
      body: sample.body,
    });
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(response.status, 200, `${server} accepts the batch: ${JSON.stringify(body)}`);
    assert.deepEqual(
      { ...body, server_upload_time: 0 },
      amplitudeAnswers.success(eventsPerRequest, Buffer.byteLength(sample.body), 0).body,
    );
  }
  assert.equal(await countStored(database), eventsPerRequest, 'only the Tandem route stored the sample batch');
  const stored = await database.db.selectFrom('analytics_events').select('user_id').distinct().execute();
  assert.deepEqual(stored, [{ user_id: senders[0]!.userId }], 'the sample batch is stored under its sender');

  return {
    dialect,
    urls,
    requests,
    database,
    close: () => tandem.close(),
  };
}

async function countStored(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// The options (64 bodies of ~60 KB) go through stdin: one command-line argument holds 128 KB at most.
// Each request's body gets its times as it is sent.
const childScript = `
const autocannon = require(process.argv[1]);
const bodyAt = ${bodyAt.toString()};
let input = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => (input += chunk)).on('end', () => {
  const options = JSON.parse(input);
  options.requests = options.requests.map(({ bodyParts, ...request }) => ({
    ...request,
    setupRequest: (sending) => ({ ...sending, body: bodyAt(bodyParts, Date.now()) }),
  }));
  autocannon(options, (error, result) => {
    if (error) { console.error(error); process.exit(1); }
    process.stdout.write(JSON.stringify(result));
  });
});
`;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

/** One autocannon run of `amount` requests, cycling through the bodies, in a child process. */
function runLoad(url: string, requests: BenchRequest[], amount: number): Promise<autocannon.Result> {
  const options = {
    url,
    connections,
    amount,
    timeout: timeoutSeconds,
    requests: requests.map(({ bodyParts, cookie }) => ({
      method: 'POST',
      path: new URL(url).pathname,
      headers: { 'content-type': 'application/json', cookie },
      bodyParts,
    })),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', childScript, autocannonPath], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${stderr}`));
      try {
        resolve(JSON.parse(stdout) as autocannon.Result);
      } catch (error) {
        reject(new Error(`autocannon answered no JSON: ${stdout.slice(0, 200)} ${stderr}`, { cause: error }));
      }
    });
    child.stdin.end(JSON.stringify(options));
  });
}

interface IngestRun extends RunSummary {
  eventsPerSecond: number;
}

/** Runs `amount` requests, measures this process's CPU meanwhile and checks that Tandem stored each event once. */
async function measureRun(target: Target, server: Server, label: string, amount: number): Promise<IngestRun> {
  const storedBefore = await countStored(target.database);
  const cpuBefore = process.cpuUsage();
  const result = await runLoad(target.urls[server], target.requests, amount);
  const cpu = process.cpuUsage(cpuBefore);
  const run = summarize(label, result, cpu.user + cpu.system);
  assertAllOk(run);
  assert.equal(run.total, amount, `${label}: every request answered`);
  const stored = (await countStored(target.database)) - storedBefore;
  assert.equal(stored, server === 'tandem' ? amount * eventsPerRequest : 0, `${label}: rows stored`);
  // autocannon's requests.average is sampled per whole second; total over duration counts the last part-second too.
  const eventsPerSecond = (run.total * eventsPerRequest) / result.duration;
  return { ...run, requestsPerSecond: run.total / result.duration, eventsPerSecond };
}

async function measure(target: Target): Promise<Record<Server, IngestRun[]>> {
  const amounts = {} as Record<Server, number>;
  for (const server of ['no-op', 'tandem'] as const) {
    const warmup = await measureRun(target, server, `${server} warm-up`, warmupRequests);
    // Aim each measured run at about `seconds` long from the warm-up's pace.
    amounts[server] = Math.max(warmupRequests, Math.round(warmup.requestsPerSecond * seconds));
    process.stdout.write(`  warm-up ${server}: ${formatRate(warmup.eventsPerSecond)} events/s → ${amounts[server]} requests per run\n`);
  }
  const runs: Record<Server, IngestRun[]> = { 'no-op': [], tandem: [] };
  for (let round = 1; round <= rounds; round++) {
    const order: Server[] = round % 2 === 1 ? ['no-op', 'tandem'] : ['tandem', 'no-op'];
    for (const server of order) {
      const run = await measureRun(target, server, `${server} #${round}`, amounts[server]);
      runs[server].push(run);
      process.stdout.write(
        `  ${run.label.padEnd(10)} ${formatRate(run.eventsPerSecond).padStart(8)} events/s  ${formatRate(run.requestsPerSecond).padStart(5)} req/s   ` +
          `p50 ${formatMs(run.p50)}   p99 ${formatMs(run.p99)}   CPU ${formatMicros(run.cpuMicrosPerRequest)}/req   ` +
          `${run.total.toLocaleString('en-US')} responses, all 200   load ${run.loadAverage.toFixed(1)}\n`,
      );
    }
  }
  return runs;
}

const best = (runs: IngestRun[]) => runs.reduce((a, b) => (b.eventsPerSecond > a.eventsPerSecond ? b : a));
const meanCpu = (runs: IngestRun[]) => runs.reduce((sum, run) => sum + run.cpuMicrosPerRequest, 0) / runs.length;

async function report(target: Target, runs: Record<Server, IngestRun[]>) {
  const noOp = best(runs['no-op']);
  const tandem = best(runs.tandem);
  const ratio = tandem.eventsPerSecond / noOp.eventsPerSecond;
  const cpu = { noOp: meanCpu(runs['no-op']), tandem: meanCpu(runs.tandem) };
  const stored = await countStored(target.database);
  const sent = (runs.tandem.reduce((sum, run) => sum + run.total, 0) + warmupRequests + 1) * eventsPerRequest;
  assert.equal(stored, sent, 'rows stored equal the events Tandem accepted over the whole run');
  const label = target.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  process.stdout.write(
    `\n${label}: best run of each (highest events/s, with that run's latencies); CPU/req is the mean of all runs\n` +
      formatTable([
        ['', 'events/s', 'req/s', 'p50', 'p99', 'CPU/req'],
        [
          'no-op (parse + validate)',
          formatRate(noOp.eventsPerSecond),
          formatRate(noOp.requestsPerSecond),
          formatMs(noOp.p50),
          formatMs(noOp.p99),
          formatMicros(cpu.noOp),
        ],
        [
          'tandem (stores)',
          formatRate(tandem.eventsPerSecond),
          formatRate(tandem.requestsPerSecond),
          formatMs(tandem.p50),
          formatMs(tandem.p99),
          formatMicros(cpu.tandem),
        ],
      ]) +
      `\nratio tandem/no-op events/s: ${ratio.toFixed(2)}` +
      `\nCPU cost ratio no-op/tandem (what events/s would be with the CPU to itself): ${(cpu.noOp / cpu.tandem).toFixed(2)}` +
      `\nstored: ${stored.toLocaleString('en-US')} rows = ${(sent / eventsPerRequest).toLocaleString('en-US')} accepted requests × ${eventsPerRequest} (checked after every run)\n`,
  );
}

async function main() {
  const sampleBody = bodyAt(buildBodies(['0192f0a8-0000-7000-8000-000000000000'])[0]!, Date.now());
  process.stdout.write(
    `bench:ingest — POST ${selfHostedIngestionPath}, ${eventsPerRequest} events per request ` +
      `(${bodyCount} prebuilt bodies of ~${Math.round(Buffer.byteLength(sampleBody) / 1024)} KB from ${bodyCount} signed-in senders, one device per event)\n` +
      `autocannon: ${connections} connections, runs of a fixed number of requests aimed at ${seconds} s, ` +
      `${rounds} alternating rounds after a ${warmupRequests}-request warm-up of each\n` +
      `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; ` +
      `both routes share one app in this process, autocannon runs in a child process\n` +
      `${process.env.BENCH_DATABASE_URL ? '' : 'PostgreSQL skipped (set BENCH_DATABASE_URL to add it)\n'}`,
  );
  const [load] = os.loadavg();
  if (load! > os.cpus().length / 2) {
    process.stdout.write(
      `WARNING: the machine is busy (load average ${load!.toFixed(1)} on ${os.cpus().length} cores); ` +
        `figures will be noisy — compare the CPU/req column, which is steadier.\n`,
    );
  }
  for (const dialect of benchDialects) {
    process.stdout.write(`\n${dialect}:\n`);
    const target = await setUp(dialect);
    try {
      await report(target, await measure(target));
    } finally {
      await target.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
