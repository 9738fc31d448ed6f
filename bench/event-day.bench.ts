import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { runEventDay, type RunPlan, type RunResult } from './event-day/event-run.ts';
import { describeSearch, findLimit } from './event-day/limit-search.ts';
import { maxGuests } from './event-day/personas.ts';
import { printRun } from './event-day/report.ts';
import { benchServerEnvironment } from './event-day/servers.ts';

/**
 * `npm run bench:event-day -- --guests N`: an evening at an event, simulated over real HTTP and
 * WebSockets against the built server (`npm run build` first, unless `--no-build`), each run on
 * data of its own. N guests arrive by the join link at random moments over `--arrival-seconds`
 * (an open model: a slow server makes them wait, not arrive later), sign in with the texted code,
 * onboard, join, talk to the concierge (the built-in, offline one) until it saves their dossier,
 * read their prospects and say interested or not; matched pairs chat and agree on a meeting; the
 * host keeps the event page open. Every step's latency is recorded (p50, p99, throughput), with
 * the server's CPU and peak memory, and every error (there must be none).
 *
 * --find-limit searches the largest N whose every step keeps its p99 under `--bar-ms` (500),
 * doubling from `--start` then halving the gap, names the bottleneck, and runs the limit once more
 * with the server's CPU profiled (`--profile` profiles a single run). --scale runs on PostgreSQL and Redis (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/eventday, dropped and made again for each run; REDIS_URL,
 * default redis://127.0.0.1:6379/9, flushed), one instance and then two behind the same stores.
 * Guests and servers share this machine's cores: the figures are for this machine.
 */

const { values: options } = parseArgs({
  options: {
    guests: { type: 'string', default: '200' },
    'arrival-seconds': { type: 'string', default: '180' },
    'think-ms': { type: 'string', default: '2000' },
    'prospects-visit-seconds': { type: 'string', default: '30' },
    'host-reload-seconds': { type: 'string', default: '10' },
    'bar-ms': { type: 'string', default: '500' },
    'find-limit': { type: 'boolean', default: false },
    start: { type: 'string', default: '250' },
    'max-guests': { type: 'string', default: '16000' },
    scale: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});

const number = (name: keyof typeof options, { min, max }: { min: number; max: number }) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
};

// Bounded so that every session outlives the run (an access token lasts 15 minutes).
const arrivalSeconds = number('arrival-seconds', { min: 1, max: 420 });
const basePlan = {
  arrivalSeconds,
  thinkMs: number('think-ms', { min: 0, max: 10_000 }),
  prospectsVisitMs: number('prospects-visit-seconds', { min: 1, max: 120 }) * 1000,
  hostReloadMs: number('host-reload-seconds', { min: 1, max: 120 }) * 1000,
  barMs: number('bar-ms', { min: 1, max: 60_000 }),
};
const scaleStores = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eventday',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/9',
};
const setups: RunPlan['scale'][] = options.scale
  ? [
      { ...scaleStores, instances: 1 },
      { ...scaleStores, instances: 2 },
    ]
  : [null];

function header(): string {
  const cpus = os.cpus();
  const budgets = ['SMS_CODES_PER_HOUR', 'SMS_CODES_PER_DAY', 'SMS_CODES_PER_COUNTRY_PER_HOUR'] as const;
  return [
    `bench:event-day — machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
    `the bench's servers: ${budgets.map((name) => `${name}=${benchServerEnvironment[name]}`).join(', ')} (raised for the bench: far above what a run sends); ` +
      `the sign-in budgets per address, network, number and block of numbers (constants in server/auth/sign-in-budgets.ts) are kept: ` +
      `TRUST_PROXY=1 and each guest comes from an address of its own (X-Forwarded-For in 198.18.0.0/15, 40 guests per /24) with a number in a block of 40`,
    `guests think ${basePlan.thinkMs} ms on average between actions, stay ${basePlan.prospectsVisitMs / 1000} s on the prospects page; ` +
      `the host reloads the event page every ${basePlan.hostReloadMs / 1000} s; the bar: every step's p99 under ${basePlan.barMs} ms`,
    os.loadavg()[0]! > cpus.length / 2
      ? `WARNING: the machine is busy (load average ${os.loadavg()[0]!.toFixed(1)} on ${cpus.length} cores): latencies include the other work.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

async function runAndPrint(plan: RunPlan): Promise<RunResult> {
  const result = await runEventDay(plan);
  printRun(result);
  return result;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  if (!options['no-build']) {
    console.log('building (npm run build; --no-build skips it)…');
    execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  console.log(header());
  let failed = false;
  const limits: string[] = [];
  for (const scale of setups) {
    const planFor = (guests: number, profile: boolean): RunPlan => ({ ...basePlan, guests, scale, profile, stopWhenFailed: !profile });
    if (options['find-limit']) {
      const max = Math.min(number('max-guests', { min: 1, max: maxGuests }), maxGuests);
      const search = await findLimit(planFor, runAndPrint, { start: number('start', { min: 1, max }), max });
      const summary = describeSearch(search, max);
      limits.push(`${scale ? `PostgreSQL + Redis, ${scale.instances} instance(s)` : 'embedded default'}:\n${summary}`);
      failed ||= search.stoppedByError;
    } else {
      const plan = { ...planFor(number('guests', { min: 1, max: maxGuests }), options.profile), stopWhenFailed: false };
      const result = await runAndPrint(plan);
      failed ||= result.errors > 0 || result.servers.some((server) => server.problems.some((line) => line.level >= 50));
    }
  }
  if (limits.length > 0) console.log(`\n${limits.join('\n\n')}`);
  console.log(`\nbench:event-day took ${((Date.now() - startedAt) / 60_000).toFixed(1)} minutes`);
  // Errors are bugs (the bench's or the server's), never load: they fail the bench.
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
