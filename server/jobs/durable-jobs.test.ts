import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDurableJobs, UnrecoverableJobError, type DurableJobs, type DurableJobStore, type JobHandler } from './durable-jobs.ts';

interface Row {
  id: string;
  attempts: number;
  status: 'open' | 'done' | 'failed';
  owner: string | null;
  leaseUntil: number | null;
  lastError: string | null;
}

/** The store's contract kept in memory, as the database rows of a job kind keep it. */
function memoryStore(ids: string[]) {
  const rows = new Map<string, Row>(
    ids.map((id) => [id, { id, attempts: 0, status: 'open', owner: null, leaseUntil: null, lastError: null }]),
  );
  const held = (id: string, owner: string) => rows.get(id)?.owner === owner;
  const store: DurableJobStore<Row> = {
    async claimableIds(now) {
      return [...rows.values()]
        .filter((row) => row.status === 'open' && (row.leaseUntil === null || row.leaseUntil <= now))
        .map((row) => row.id);
    },
    async claim(id, owner, now, leaseUntil) {
      const row = rows.get(id);
      if (!row || row.status !== 'open' || (row.leaseUntil !== null && row.leaseUntil > now && row.owner !== owner)) return undefined;
      Object.assign(row, { owner, leaseUntil });
      return { ...row };
    },
    async failedAttempt(id, owner, { attempts, lastError, leaseUntil }) {
      if (!held(id, owner)) return false;
      Object.assign(rows.get(id)!, { attempts, lastError, leaseUntil });
      return true;
    },
    async giveUp(job, owner, { attempts, lastError }) {
      if (held(job.id, owner)) Object.assign(rows.get(job.id)!, { status: 'failed', attempts, lastError, owner: null, leaseUntil: null });
    },
    async release(id, owner) {
      if (held(id, owner)) Object.assign(rows.get(id)!, { owner: null, leaseUntil: null });
    },
  };
  const finish = (id: string) => Object.assign(rows.get(id)!, { status: 'done', owner: null, leaseUntil: null });
  return { rows, store, finish };
}

const logger = pino({ level: 'silent' });
const settled = { interval: 5 };

describe('durable jobs', () => {
  const runners: DurableJobs[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.close();
  });

  function runner(store: DurableJobStore<Row>, handle: JobHandler<Row>, options: { maxAttempts?: number; retryDelayMs?: number } = {}) {
    const jobs = createDurableJobs({ name: 'test', store, handle, logger, now: Date.now, retryDelayMs: 1, ...options });
    runners.push(jobs);
    return jobs;
  }

  it('runs a scheduled job once, however often it is scheduled', async () => {
    const { rows, store, finish } = memoryStore(['a']);
    let runs = 0;
    const jobs = runner(store, async (job) => {
      runs += 1;
      finish(job.id);
    });
    jobs.schedule('a');
    jobs.schedule('a');
    await expect.poll(() => rows.get('a')!.status, settled).toBe('done');
    jobs.schedule('a');
    await jobs.close();
    expect(runs).toBe(1);
  });

  it('tries a failing job again, then gives it up after the last attempt', async () => {
    const { rows, store } = memoryStore(['a']);
    let runs = 0;
    const jobs = runner(
      store,
      async () => {
        runs += 1;
        throw new Error(`failure ${runs}`);
      },
      { maxAttempts: 3 },
    );
    jobs.schedule('a');
    await expect.poll(() => rows.get('a')!.status, settled).toBe('failed');
    expect(runs).toBe(3);
    expect(rows.get('a')).toMatchObject({ attempts: 3, lastError: 'failure 3', owner: null });
  });

  it('gives up at once on an unrecoverable failure', async () => {
    const { rows, store } = memoryStore(['a']);
    const jobs = runner(store, async () => {
      throw new UnrecoverableJobError('nothing to work on');
    });
    jobs.schedule('a');
    await expect.poll(() => rows.get('a')!.status, settled).toBe('failed');
    expect(rows.get('a')!.attempts).toBe(1);
  });

  it('runs a job waiting for its retry at once when it is scheduled again', async () => {
    const { rows, store, finish } = memoryStore(['a']);
    let runs = 0;
    const jobs = runner(
      store,
      async (job) => {
        runs += 1;
        if (runs === 1) throw new Error('first failure');
        finish(job.id);
      },
      { retryDelayMs: 600_000 },
    );
    jobs.schedule('a');
    await expect.poll(() => rows.get('a')!.attempts, settled).toBe(1);
    jobs.schedule('a');
    await expect.poll(() => rows.get('a')!.status, settled).toBe('done');
    expect(runs).toBe(2);
  });

  it('stops a running job on close and hands it back, for the next runner to resume', async () => {
    const { rows, store, finish } = memoryStore(['a', 'b']);
    const first = runner(
      store,
      (_job, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('stopped')))),
    );
    expect(await first.resumePending()).toBe(2);
    await expect.poll(() => [...rows.values()].every((row) => row.owner !== null), settled).toBe(true);
    await first.close();
    expect([...rows.values()].map((row) => [row.status, row.owner, row.attempts])).toEqual([
      ['open', null, 0],
      ['open', null, 0],
    ]);

    const second = runner(store, async (job) => void finish(job.id));
    expect(await second.resumePending()).toBe(2);
    await expect.poll(() => [...rows.values()].map((row) => row.status), settled).toEqual(['done', 'done']);
  });
});
