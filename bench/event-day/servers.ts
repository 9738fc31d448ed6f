import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort } from '../../server/testing/server-process.ts';
import { staff } from './personas.ts';
import type { CpuProfile } from './profile-summary.ts';

/**
 * The built server (`dist/server/main.js`, as `npm run serve` runs it) as child processes, each
 * with a port and a data directory of its own, and what the kernel says each spent: CPU time
 * (`/proc/{pid}/stat`) and its peak resident memory (`VmHWM`, the high-water mark since it
 * started: each run starts fresh processes). What a server logs at warn or above is kept: a
 * bench that must see no error reads the server's side too. A server started to be profiled
 * listens for the inspector on the loopback, and its CPU profiler runs only while asked to.
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const startLimitMs = 60_000;
const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * What the bench's own servers are told beyond the defaults. The sign-in budgets that are settings
 * (Tandem-wide and per country, `server/config.ts`) are raised far above what any run sends; the
 * others (per address, network, number and block of numbers: constants in
 * `server/auth/sign-in-budgets.ts`) stay as they are, and each guest comes from an address and a
 * number block under them, which a proxy in front of Tandem reports (TRUST_PROXY=1).
 */
export const benchServerEnvironment = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  SMS_PROVIDER: 'outbox',
  DEV_OUTBOX: '1',
  TRUST_PROXY: '1',
  SMS_CODES_PER_HOUR: '1000000',
  SMS_CODES_PER_DAY: '1000000',
  SMS_CODES_PER_COUNTRY_PER_HOUR: '1000000',
  ADMIN_PHONES: staff.admin.phoneNumber,
  WEB_DIST_DIR: path.join(repositoryRoot, 'dist/web'),
};

export interface ServerLogLine {
  level: number;
  message: string;
}

export interface BuiltServer {
  baseUrl: string;
  /** CPU seconds (user + system) the process has spent so far. */
  cpuSeconds(): number;
  /** The process's peak resident memory so far, in bytes. */
  peakRssBytes(): number;
  /** What it logged at warn (40) or above. */
  readonly problems: ServerLogLine[];
  /** Its V8 CPU profiler, through the inspector: only on a server started with `profiled`. */
  readonly profiler: Profiler | null;
  /** SIGTERM, as a deploy stops it; resolves once it has exited (and written its CPU profile, if any). */
  stop(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string>, profiled: boolean): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-event-day-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const nodeArguments = profiled ? ['--inspect=127.0.0.1:0'] : [];
  const child = spawn(process.execPath, [...nodeArguments, 'dist/server/main.js'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', ...benchServerEnvironment, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const problems: ServerLogLine[] = [];
  let inspectorUrl: string | null = null;
  let unread = '';
  const read = (chunk: Buffer) => {
    const lines = (unread + chunk.toString()).split('\n');
    unread = lines.pop() ?? '';
    for (const line of lines) {
      // What Node itself says of the inspector is not the server's.
      const inspector = line.match(/^Debugger listening on (ws:\/\/\S+)/);
      if (inspector) inspectorUrl = inspector[1]!;
      else if (!/^(For help, see: |Debugger attached|Debugger ending on|Waiting for the debugger)/.test(line)) keepProblem(line, problems);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killOnExit.add(child);
  await untilHealthy(baseUrl, child, problems);
  const pid = child.pid!;
  return {
    baseUrl,
    cpuSeconds() {
      // Fields 14 and 15 (utime, stime), counted after the command name, which may hold spaces.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
    },
    peakRssBytes() {
      const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
      return Number(match?.[1] ?? 0) * 1024;
    },
    problems,
    profiler: profiled && inspectorUrl ? new Profiler(inspectorUrl) : null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      killOnExit.delete(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's V8 CPU profiler, over the inspector protocol: started and stopped around the measured part of a run. */
export class Profiler {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  constructor(private readonly url: string) {}

  private call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (result: unknown) => void);
      this.socket!.send(JSON.stringify({ id, method, params }));
    });
  }

  async start(): Promise<void> {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.waiting.get(message.id)?.(message.result);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await this.call('Profiler.enable');
    await this.call('Profiler.start');
  }

  /** Stops the profiler and lets go of the inspector (a process with a debugger attached would wait for it on exit). */
  async stop(): Promise<CpuProfile> {
    const { profile } = await this.call<{ profile: CpuProfile }>('Profiler.stop');
    this.socket?.close();
    return profile;
  }
}

/** A warn, error or fatal line of pino's JSON; anything else the process prints that is not JSON is kept too. */
function keepProblem(line: string, problems: ServerLogLine[]): void {
  if (!line.trim()) return;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    if ((entry.level ?? 0) >= 40)
      problems.push({ level: entry.level!, message: `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}` });
  } catch {
    problems.push({ level: 50, message: line.slice(0, 300) });
  }
}

// A bench stopped midway must not leave servers holding ports and database connections.
const killOnExit = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of killOnExit) child.kill('SIGKILL');
});

async function untilHealthy(baseUrl: string, child: ChildProcess, problems: ServerLogLine[]): Promise<void> {
  const deadline = Date.now() + startLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting: ${problems.map((line) => line.message).join('\n')}`);
    if (Date.now() > deadline) throw new Error(`the server was not healthy within ${startLimitMs / 1000} s`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The scale path's shared stores, emptied before each run: the PostgreSQL database named by the
 * URL is dropped and made again (so it must be the bench's own: its name must say `eventday` or
 * `bench`), and the Redis database of the URL (a number of its own) is flushed.
 */
export async function resetSharedStores(databaseUrl: string, redisUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || !/eventday|bench/.test(name)) {
    throw new Error(`DATABASE_URL must name a database of the bench's own (with "eventday" or "bench" in its name), not "${name}"`);
  }
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const redisDatabase = Number(new URL(redisUrl).pathname.slice(1) || 0);
  if (!(redisDatabase > 0))
    throw new Error(`REDIS_URL must name a Redis database of the bench's own (redis://host:port/9), not ${redisDatabase}`);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
