import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

/** What a failed attempt leaves on a job's row. */
export interface JobFailure {
  attempts: number;
  lastError: string;
  now: number;
}

/**
 * The rows of one kind of job, in the database: each job has an id, an attempt count, and a
 * lease (an owner and an end time) that says which runner works on it.
 */
export interface DurableJobStore<Job extends { attempts: number }> {
  /** Open jobs nobody holds at `now` (no lease, or one run out), oldest first. */
  claimableIds(now: number): Promise<string[]>;
  /**
   * Takes an open job for `owner` until `leaseUntil`, unless another runner holds it, in one
   * statement. Answers the job, or undefined when it is held, finished or gone.
   */
  claim(id: string, owner: string, now: number, leaseUntil: number): Promise<Job | undefined>;
  /** Records a failed attempt and keeps the job until `leaseUntil` (the wait included); false when `owner` no longer holds it. */
  failedAttempt(id: string, owner: string, failure: JobFailure & { leaseUntil: number }): Promise<boolean>;
  /** Records the last failed attempt: the job is given up. `job` is the job as claimed. */
  giveUp(job: Job, owner: string, failure: JobFailure): Promise<void>;
  /** Hands a job `owner` holds back unfinished, for any runner to take. */
  release(id: string, owner: string, now: number): Promise<void>;
}

/** Does one claimed job and records it finished; a throw is a failed attempt, tried again later. */
export type JobHandler<Job> = (job: Job, run: { owner: string; signal: AbortSignal }) => Promise<void>;

/** The steps of a job that gathers requests: each request bumps its `request_count`. */
export interface RequestedJobSteps<Job> {
  work(job: Job, signal: AbortSignal): Promise<void>;
  /** Marks the job done unless a request came in since `job` was read; true when done. */
  finish(job: Job, owner: string): Promise<boolean>;
  /** Takes the job again for `owner`, renewing the lease and reading the new request count. */
  reclaim(job: Job, owner: string): Promise<Job | undefined>;
}

/**
 * Does a requested job until no request came in while it worked, so a request that arrives
 * mid-run is never lost and a burst of requests costs one or two runs, not one each.
 */
export function untilNoNewRequest<Job>({ work, finish, reclaim }: RequestedJobSteps<Job>): JobHandler<Job> {
  return async (claimed, { owner, signal }) => {
    let job: Job | undefined = claimed;
    while (job) {
      await work(job, signal);
      if (await finish(job, owner)) return;
      job = await reclaim(job, owner);
    }
  };
}

export interface DurableJobsOptions {
  /** Jobs running at once in this process. */
  concurrency?: number;
  /** Attempts before a job is given up, across restarts. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles after each further one. */
  retryDelayMs?: number;
  /** How long a job stays with the runner that took it; longer than one attempt may take. */
  leaseMs?: number;
  /** How often `start` looks for jobs whose runner died (its lease ran out). */
  sweepIntervalMs?: number;
}

export interface DurableJobsDependencies<Job extends { attempts: number }> extends DurableJobsOptions {
  /** Names the jobs in the log. */
  name: string;
  store: DurableJobStore<Job>;
  handle: JobHandler<Job>;
  logger: Logger;
  now: () => number;
}

export interface DurableJobs {
  /** Runs a recorded job soon (at once if it was waiting to be tried again); a job already queued or running here is not doubled. */
  schedule(id: string): void;
  /** Takes every open job nobody holds (left by a restart or a dead instance); answers how many. */
  resumePending(): Promise<number>;
  /** `resumePending` now and every `sweepIntervalMs` until `close`. */
  start(): Promise<void>;
  /** Stops taking work, stops the running attempts (their signal aborts) and hands their jobs back for the next start. */
  close(): Promise<void>;
}

/** A failure that another attempt cannot fix. */
export class UnrecoverableJobError extends Error {}

/**
 * Jobs whose state lives in Tandem's own database (SQLite or PostgreSQL), so nothing is lost to a
 * restart: a runner holds a job under a lease, so among several instances one works on it, and
 * when that runner dies another takes the job over once the lease has run out. A failed attempt
 * is tried again after a wait that doubles, up to `maxAttempts`.
 *
 * Hand-written rather than a queue library: the durable state has to live in the app's database,
 * and what remains in memory is a small queue and a few timers.
 */
export function createDurableJobs<Job extends { attempts: number }>({
  name,
  store,
  handle,
  logger,
  now,
  concurrency = 2,
  maxAttempts = 3,
  retryDelayMs = 5_000,
  leaseMs = 5 * 60_000,
  sweepIntervalMs = 60_000,
}: DurableJobsDependencies<Job>): DurableJobs {
  const runnerId = randomUUID();
  const stopping = new AbortController();
  const waiting: string[] = [];
  /** Jobs queued, running or waiting to retry here: asked for again, they are not doubled. */
  const known = new Set<string>();
  const running = new Set<Promise<void>>();
  const retryTimers = new Map<string, NodeJS.Timeout>();
  let sweepTimer: NodeJS.Timeout | undefined;

  function schedule(id: string) {
    if (stopping.signal.aborted) return;
    const retryTimer = retryTimers.get(id);
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimers.delete(id);
      known.delete(id);
    }
    if (known.has(id)) return;
    known.add(id);
    waiting.push(id);
    pump();
  }

  function pump() {
    while (running.size < concurrency && waiting.length > 0 && !stopping.signal.aborted) {
      const id = waiting.shift()!;
      const job: Promise<void> = run(id)
        .catch((error: unknown) => logger.error({ err: error, job: name, id }, `${name} job failed unexpectedly`))
        .finally(() => {
          running.delete(job);
          if (!retryTimers.has(id)) known.delete(id);
          pump();
        });
      running.add(job);
    }
  }

  async function run(id: string): Promise<void> {
    const job = await store.claim(id, runnerId, now(), now() + leaseMs);
    if (!job) return;
    try {
      await handle(job, { owner: runnerId, signal: stopping.signal });
    } catch (error) {
      if (stopping.signal.aborted) {
        await store.release(id, runnerId, now());
        return;
      }
      const attempts = job.attempts + 1;
      const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
      if (error instanceof UnrecoverableJobError || attempts >= maxAttempts) {
        logger.error({ err: error, job: name, id, attempts }, `${name} given up`);
        await store.giveUp(job, runnerId, { attempts, lastError, now: now() });
        return;
      }
      const delayMs = retryDelayMs * 2 ** (attempts - 1);
      logger.warn({ err: error, job: name, id, attempts, delayMs }, `${name} failed; trying again`);
      // The lease covers the wait, so no other runner takes the job meanwhile.
      if (!(await store.failedAttempt(id, runnerId, { attempts, lastError, now: now(), leaseUntil: now() + delayMs + leaseMs }))) return;
      retryLater(id, delayMs);
    }
  }

  function retryLater(id: string, delayMs: number) {
    const timer = setTimeout(() => {
      retryTimers.delete(id);
      known.delete(id);
      schedule(id);
    }, delayMs);
    retryTimers.set(id, timer);
  }

  async function resumePending(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    const ids = await store.claimableIds(now());
    for (const id of ids) schedule(id);
    return ids.length;
  }

  return {
    schedule,
    resumePending,

    async start() {
      await resumePending();
      sweepTimer ??= setInterval(() => {
        resumePending().catch((error: unknown) => logger.error({ err: error, job: name }, `looking for ${name} jobs failed`));
      }, sweepIntervalMs);
      sweepTimer.unref();
    },

    async close() {
      stopping.abort();
      clearInterval(sweepTimer);
      await Promise.all(running);
      // Jobs waiting for a retry go back too, so the next start takes them at once.
      for (const [id, timer] of retryTimers) {
        clearTimeout(timer);
        await store.release(id, runnerId, now());
      }
      retryTimers.clear();
    },
  };
}
