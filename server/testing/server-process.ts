import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process (`node --import tsx server/main.ts`), for what an
 * in-process test server cannot show: several instances side by side, and a `kill -9` followed
 * by a restart on the same data. Each process gets a port and a data directory of its own; the
 * database (DATABASE_URL) and Redis (REDIS_URL) are whatever the caller hands in.
 */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** What the process printed (warnings and errors at LOG_LEVEL=warn), across restarts. */
  readonly output: string;
  /** Sends the signal and waits for the process to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same port, data directory and database, once it has exited. */
  restart(): Promise<void>;
  /** Stops the server (gracefully, as a deploy would) and removes its data directory. */
  close(): Promise<void>;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A hang guard below the API suite's 90 s hook timeout: a start costs about 5 s of CPU, and 30 s ran out at load ~25. */
const startTimeoutMs = 80_000;
const outputKeptChars = 64 * 1024;

// A test runner that stops mid-test must not leave servers holding ports and database connections.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'outbox',
    DEV_OUTBOX: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  };
  let output = '';
  let child: ChildProcess | undefined;
  let exited = Promise.resolve();

  async function start() {
    // One process, no wrapper: a signal reaches the server itself (the `tsx` command would fork).
    const spawned = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repositoryRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    running.add(spawned);
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-outputKeptChars));
    spawned.stdout?.on('data', keep);
    spawned.stderr?.on('data', keep);
    exited = new Promise((resolve) =>
      spawned.once('exit', () => {
        running.delete(spawned);
        resolve();
      }),
    );
    await untilHealthy(baseUrl, exited, () => output);
  }

  async function kill(signal: NodeJS.Signals) {
    if (child?.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  }

  await start();
  return {
    baseUrl,
    dataDir,
    get output() {
      return output;
    },
    kill,
    async restart() {
      await exited;
      await start();
    },
    async close() {
      await kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on right now; the server takes it (and takes it again on restart). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits for GET /healthz to answer 200 (database and Redis reachable, migrations done). */
async function untilHealthy(baseUrl: string, exited: Promise<void>, output: () => string): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`the server exited while starting:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy within ${startTimeoutMs} ms:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
