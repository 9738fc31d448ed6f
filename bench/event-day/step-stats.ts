import { performance } from 'node:perf_hooks';

/**
 * What a run records of each step of the guests' (and the host's) journey: every latency, every
 * error and every bounded wait that ran out. A step is a kind of thing a person does and waits
 * for (sign in, a concierge reply, a chat message reaching the other person), so several requests
 * may count under one step.
 */
export const steps = [
  'open join link',
  'sign in',
  'onboarding',
  'join event',
  'dossier setup',
  'socket connect',
  'conversation open',
  'concierge send',
  'concierge reply',
  'dossier read',
  'prospects',
  'interest',
  'matches',
  'chat send',
  'chat delivery',
  'meeting',
  'host event page',
] as const;
export type Step = (typeof steps)[number];

/** Recorded, and printed, but not held to the p99 bar: a test hook, and background work nobody waits on with a spinner. */
export const asides = ['outbox read (test hook)', 'prospects shown after the dossier', 'prospects ready after the dossier'] as const;
export type Aside = (typeof asides)[number];

export type Measured = Step | Aside;

const keptErrorMessages = 12;

export interface StepSummary {
  step: Measured;
  count: number;
  /** Completions per second, from the step's first sample to its last. */
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Samples over the run's latency bar. */
  over: number;
  errors: number;
  timeouts: number;
}

interface StepRecord {
  latencies: number[];
  firstAt: number;
  lastAt: number;
  errors: number;
  timeouts: number;
  over: number;
}

export class StepStats {
  private readonly records = new Map<Measured, StepRecord>();
  /** The first few error messages, to print: an error is a bench bug or a server bug, never noise. */
  readonly errorMessages: string[] = [];

  constructor(private readonly barMs: number) {}

  private record(step: Measured): StepRecord {
    let record = this.records.get(step);
    if (!record) {
      record = { latencies: [], firstAt: Number.POSITIVE_INFINITY, lastAt: 0, errors: 0, timeouts: 0, over: 0 };
      this.records.set(step, record);
    }
    return record;
  }

  latency(step: Measured, milliseconds: number, at = performance.now()): void {
    const record = this.record(step);
    record.latencies.push(milliseconds);
    record.firstAt = Math.min(record.firstAt, at - milliseconds);
    record.lastAt = Math.max(record.lastAt, at);
    if (milliseconds >= this.barMs) record.over += 1;
  }

  /** Times `work` as one sample of `step`; a throw counts as the step's error and goes on up. */
  async time<T>(step: Measured, work: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    const result = await work();
    this.latency(step, performance.now() - startedAt);
    return result;
  }

  error(step: Measured, message: string): void {
    this.record(step).errors += 1;
    if (this.errorMessages.length < keptErrorMessages) this.errorMessages.push(`${step}: ${message}`);
  }

  timeout(step: Measured, message: string): void {
    this.record(step).timeouts += 1;
    if (this.errorMessages.length < keptErrorMessages) this.errorMessages.push(`${step} (timed out): ${message}`);
  }

  /** Samples of `step` over the bar so far. */
  overCount(step: Measured): number {
    return this.records.get(step)?.over ?? 0;
  }

  get totalErrors(): number {
    return [...this.records.values()].reduce((sum, record) => sum + record.errors, 0);
  }

  get totalTimeouts(): number {
    return [...this.records.values()].reduce((sum, record) => sum + record.timeouts, 0);
  }

  summaries(): StepSummary[] {
    return [...steps, ...asides].flatMap((step) => {
      const record = this.records.get(step);
      if (!record) return [];
      const sorted = Float64Array.from(record.latencies).sort();
      const at = (share: number) =>
        sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
      const spanSeconds = Math.max(1, record.lastAt - record.firstAt) / 1000;
      return [
        {
          step,
          count: sorted.length,
          perSecond: sorted.length / spanSeconds,
          p50: at(0.5),
          p99: at(0.99),
          max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1]!,
          over: record.over,
          errors: record.errors,
          timeouts: record.timeouts,
        },
      ];
    });
  }
}

/** The steps held to the bar: every one must keep its p99 under it, with no error and no wait run out. */
export function isHeldToBar(step: Measured): step is Step {
  return (steps as readonly string[]).includes(step);
}
