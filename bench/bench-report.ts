import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import type autocannon from 'autocannon';

/**
 * Shared by the benches: runs autocannon in a child process (so the load generator does not
 * take the event loop of the servers it measures), checks every answer, and prints tables.
 */

export interface LoadOptions {
  url: string;
  connections: number;
  pipelining: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
  /** When given, every response body must equal it (autocannon counts the others as mismatches). */
  expectBody?: string;
}

export interface RunSummary {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  statusCodes: Record<string, number>;
  /** CPU time (user + system) the server process spent per response: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
  /** One-minute load average when the run ended. */
  loadAverage: number;
}

// The child runs plain CommonJS so it needs no TypeScript loader; it answers one JSON line.
const childScript = `
const autocannon = require(process.argv[1]);
const options = JSON.parse(process.argv[2]);
autocannon(options, (error, result) => {
  if (error) { console.error(error); process.exit(1); }
  process.stdout.write(JSON.stringify(result));
});
`;

const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

/** One autocannon run in a child `node` process; answers its result object. */
export function runLoad(options: LoadOptions): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', childScript, autocannonPath, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  });
}

/**
 * Runs the load and measures what this process (the servers' one) spent meanwhile; a server
 * must live in this process for `cpuMicrosPerRequest` to mean anything.
 */
export async function measureRun(label: string, options: LoadOptions): Promise<RunSummary> {
  const before = process.cpuUsage();
  const result = await runLoad(options);
  const spent = process.cpuUsage(before);
  return summarize(label, result, spent.user + spent.system);
}

export function summarize(label: string, result: autocannon.Result, cpuMicros = Number.NaN): RunSummary {
  const statusCodes: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[status] = stats.count ?? 0;
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    statusCodes,
    cpuMicrosPerRequest: cpuMicros / Math.max(1, result.requests.total),
    loadAverage: os.loadavg()[0]!,
  };
}

/** Throws, naming the counts, unless every request of the run was answered 2xx with the expected body. */
export function assertAllOk(run: RunSummary): void {
  const problems = (['non2xx', 'errors', 'timeouts', 'mismatches'] as const)
    .filter((key) => run[key] > 0)
    .map((key) => `${key}=${run[key]}`);
  if (run.total === 0) problems.push('no requests at all');
  if (problems.length > 0) {
    throw new Error(
      `${run.label}: not every response was a 200 with the expected body — ${problems.join(', ')}; ` +
        `status codes ${JSON.stringify(run.statusCodes)}`,
    );
  }
}

/** Left-aligned first column, right-aligned others. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '))
    .join('\n');
}

export const formatRate = (value: number) => Math.round(value).toLocaleString('en-US');
export const formatMs = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const formatMicros = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} µs` : 'n/a');
