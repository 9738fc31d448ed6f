import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { accessCookieName } from '../server/auth/auth-cookies.ts';
import { verifyAccessToken } from '../server/auth/session-tokens.ts';
import type { DatabaseHandle, Dialect } from '../server/db/database.ts';
import { toCurrentUser } from '../server/users/current-user.ts';
import { createUsersRepository } from '../server/users/users.repository.ts';
import {
  assertAllOk,
  formatMicros,
  formatMs,
  formatRate,
  formatTable,
  measureRun,
  type LoadOptions,
  type RunSummary,
} from './bench-report.ts';
import { benchDialects, startBenchApp } from './bench-app.ts';

/**
 * `npm run bench:api`: authenticated `GET /api/users/me` under load, Tandem (the real app, as
 * production builds it) against a minimal `node:http` server doing the same work — the access
 * cookie's HMAC check and the same user read on the same database handle — side by side in one
 * run. autocannon runs in a child process so it does not share the servers' event loop; on a
 * 2-core machine it still takes about one core, so the figures are ratios, not capacity.
 *
 * BENCH_SECONDS (default 10) per measured run; BENCH_ROUNDS (default 2) runs of each, alternating;
 * BENCH_DATABASE_URL (a PostgreSQL admin URL) adds a PostgreSQL pass on a temporary database.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const warmupSeconds = Math.min(3, seconds);
const connections = 100;
const pipelining = 1;
const aims = { ratio: 0.9, p99Ms: 25 };
const route = '/api/users/me';
const phoneNumber = '+12025550123';

interface Target {
  dialect: Dialect;
  tandemUrl: string;
  baselineUrl: string;
  cookie: string;
  /** What each server answers for the bench user; every response under load must equal it. */
  tandemBody: string;
  baselineBody: string;
  close(): Promise<void>;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return value.includes('%') ? decodeURIComponent(value) : value;
    }
  }
  return undefined;
}

/**
 * The floor: no framework, just the cookie check, the read, the mapping and JSON. The read is
 * Tandem's own (`findInSession`, compiled once, the session's revocation included), so the ratio
 * measures the framework and not how a query is built.
 */
function startBaseline(database: DatabaseHandle, secret: string): Promise<http.Server> {
  const users = createUsersRepository(database.db);
  const send = (response: http.ServerResponse, status: number, body: string) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  };
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== route) return send(response, 404, '{"code":"not_found"}');
    const token = readCookie(request.headers.cookie, accessCookieName);
    const payload = token ? verifyAccessToken(token, secret, Date.now()) : null;
    if (!payload) return send(response, 401, '{"code":"unauthenticated"}');
    // The same read as Tandem's, compiled once: the user with their session's revocation.
    users.findInSession(payload.uid, payload.sid).then(
      (found) => {
        if (!found) return send(response, 401, '{"code":"unauthenticated"}');
        const { session_id: sessionId, session_revoked_at: revokedAt, ...user } = found;
        if (user.is_blocked) return send(response, 403, '{"code":"account_blocked"}');
        if (sessionId === null || revokedAt !== null) return send(response, 401, '{"code":"unauthenticated"}');
        send(response, 200, JSON.stringify(toCurrentUser(user)));
      },
      () => send(response, 500, '{"code":"internal_error"}'),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function setUp(dialect: Dialect): Promise<Target> {
  // Production as deployed, minus log output: no dev outbox, so the session is started through
  // the same services the sign-in route uses instead of over HTTP.
  const tandem = await startBenchApp(dialect);
  const { database, secret } = tandem;
  const tandemUrl = `${tandem.origin}${route}`;
  const { userId, cookie } = await tandem.signIn(phoneNumber);
  await createUsersRepository(database.db).update(userId, {
    name: 'Dana Bench',
    email: 'dana@example.com',
    linkedin: 'https://www.linkedin.com/in/dana-bench',
    updated_at: Date.now(),
  });

  const baseline = await startBaseline(database, secret);
  const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}${route}`;

  // Both must agree before either is measured: same user, same JSON; no cookie, 401.
  const fetchBoth = (headers: Record<string, string>) => Promise.all([tandemUrl, baselineUrl].map((url) => fetch(url, { headers })));
  const [tandemAnswer, baselineAnswer] = await fetchBoth({ cookie });
  assert.equal(tandemAnswer!.status, 200, 'tandem answers the bench user');
  assert.equal(baselineAnswer!.status, 200, 'the baseline answers the bench user');
  const tandemBody = await tandemAnswer!.text();
  const baselineBody = await baselineAnswer!.text();
  assert.deepEqual(JSON.parse(tandemBody), JSON.parse(baselineBody), 'both servers answer the same user');
  assert.equal(JSON.parse(tandemBody).id, userId);
  const anonymous = await fetchBoth({});
  assert.deepEqual(
    anonymous.map((answer) => answer.status),
    [401, 401],
    'both refuse a request without the cookie',
  );

  return {
    dialect,
    tandemUrl,
    baselineUrl,
    cookie,
    tandemBody,
    baselineBody,
    async close() {
      await new Promise<void>((resolve) => baseline.close(() => resolve()));
      baseline.closeAllConnections();
      await tandem.close();
    },
  };
}

type Server = 'baseline' | 'tandem';

function loadFor(target: Target, server: Server, duration: number): LoadOptions {
  return {
    url: server === 'tandem' ? target.tandemUrl : target.baselineUrl,
    connections,
    pipelining,
    duration,
    headers: { cookie: target.cookie },
    expectBody: server === 'tandem' ? target.tandemBody : target.baselineBody,
  };
}

async function measure(target: Target): Promise<Record<Server, RunSummary[]>> {
  const runs: Record<Server, RunSummary[]> = { baseline: [], tandem: [] };
  for (const server of ['baseline', 'tandem'] as const) {
    process.stdout.write(`  warm-up ${server} (${warmupSeconds} s)…\n`);
    assertAllOk(await measureRun(`${server} warm-up`, loadFor(target, server, warmupSeconds)));
  }
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer (or more tired) machine.
    const order: Server[] = round % 2 === 1 ? ['baseline', 'tandem'] : ['tandem', 'baseline'];
    for (const server of order) {
      const run = await measureRun(`${server} #${round}`, loadFor(target, server, seconds));
      assertAllOk(run);
      runs[server].push(run);
      process.stdout.write(
        `  ${run.label.padEnd(12)} ${formatRate(run.requestsPerSecond).padStart(7)} req/s   ` +
          `p50 ${formatMs(run.p50)}   p99 ${formatMs(run.p99)}   CPU ${formatMicros(run.cpuMicrosPerRequest)}/req   ` +
          `${run.total.toLocaleString('en-US')} responses, all 200   load ${run.loadAverage.toFixed(1)}\n`,
      );
    }
  }
  return runs;
}

const best = (runs: RunSummary[]) => runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
const meanCpu = (runs: RunSummary[]) => runs.reduce((sum, run) => sum + run.cpuMicrosPerRequest, 0) / runs.length;

function report(dialect: Dialect, runs: Record<Server, RunSummary[]>) {
  const baseline = best(runs.baseline);
  const tandem = best(runs.tandem);
  const ratio = tandem.requestsPerSecond / baseline.requestsPerSecond;
  const cpu = { baseline: meanCpu(runs.baseline), tandem: meanCpu(runs.tandem) };
  const cpuRatio = cpu.baseline / cpu.tandem;
  const ratioMet = ratio >= aims.ratio;
  const p99Met = tandem.p99 < aims.p99Ms;
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  process.stdout.write(
    `\n${label}: best run of each (highest req/s, with that run's latencies); CPU/req is the mean of all runs\n` +
      formatTable([
        ['', 'req/s', 'p50', 'p99', 'CPU/req'],
        [
          'baseline (node:http)',
          formatRate(baseline.requestsPerSecond),
          formatMs(baseline.p50),
          formatMs(baseline.p99),
          formatMicros(cpu.baseline),
        ],
        [
          'tandem (Fastify app)',
          formatRate(tandem.requestsPerSecond),
          formatMs(tandem.p50),
          formatMs(tandem.p99),
          formatMicros(cpu.tandem),
        ],
      ]) +
      `\nratio tandem/baseline req/s: ${ratio.toFixed(2)}   aim ≥ ${aims.ratio}: ${ratioMet ? 'MET' : 'MISSED'}` +
      `\ntandem p99: ${formatMs(tandem.p99)}   aim < ${aims.p99Ms} ms: ${p99Met ? 'MET' : 'MISSED'}` +
      `\nCPU cost ratio baseline/tandem (what req/s would be with the CPU to itself): ${cpuRatio.toFixed(2)}\n`,
  );
  return { dialect, baseline, tandem, ratio, ratioMet, p99Met };
}

async function main() {
  const dialects = benchDialects;
  process.stdout.write(
    `bench:api — GET ${route} with a valid ${accessCookieName} cookie\n` +
      `autocannon: ${connections} connections, pipelining ${pipelining}, ${seconds} s per run, ` +
      `${rounds} alternating rounds after a ${warmupSeconds} s warm-up of each\n` +
      `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; ` +
      `both servers share this process, autocannon runs in a child process\n` +
      `${process.env.BENCH_DATABASE_URL ? '' : 'PostgreSQL skipped (set BENCH_DATABASE_URL to add it)\n'}`,
  );
  const [load] = os.loadavg();
  if (load! > os.cpus().length / 2) {
    process.stdout.write(
      `WARNING: the machine is busy (load average ${load!.toFixed(1)} on ${os.cpus().length} cores); ` +
        `req/s and latencies will be noisy — compare the CPU/req column, which is steadier.\n`,
    );
  }
  const outcomes = [];
  for (const dialect of dialects) {
    process.stdout.write(`\n${dialect}:\n`);
    const target = await setUp(dialect);
    try {
      outcomes.push(report(dialect, await measure(target)));
    } finally {
      await target.close();
    }
  }
  const allMet = outcomes.every((outcome) => outcome.ratioMet && outcome.p99Met);
  process.stdout.write(`\n${allMet ? 'All aims met.' : 'Some aims MISSED (not enforced; exit 0).'}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
