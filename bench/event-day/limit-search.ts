import { formatMs } from '../bench-report.ts';
import type { RunPlan, RunResult } from './event-run.ts';
import { describeSetup, verdict } from './report.ts';

/**
 * The largest number of guests a setup carries (every step's p99 under the bar, no error):
 * doubling from `start` until a run is not carried (or `max` is passed), then halving the gap
 * between the last carried and the first not carried a few times. Every loop is bounded: at most
 * log2(max / start) + 1 doublings and `bisections` halvings, then one profiled run at the limit.
 */
export interface LimitSearch {
  limit: number;
  atLimit: RunResult | null;
  /** The smallest run not carried: its slowest step is the bottleneck. */
  firstFailure: RunResult | null;
  profiled: RunResult | null;
  runs: RunResult[];
  seconds: number;
  /** Set when a run met an error: the search stops there, as an error is a bug to fix, not a limit. */
  stoppedByError: boolean;
}

const bisections = 4;
/** Guests are searched in round numbers: steps of a tenth of the power of ten below `guests` (100 under 10,000). */
const unitFor = (guests: number) => Math.max(1, 10 ** (Math.floor(Math.log10(Math.max(1, guests))) - 1));

export async function findLimit(
  planFor: (guests: number, profile: boolean) => RunPlan,
  run: (plan: RunPlan) => Promise<RunResult>,
  { start, max }: { start: number; max: number },
): Promise<LimitSearch> {
  const startedAt = Date.now();
  const runs: RunResult[] = [];
  // The last run carried and the first not carried: the limit lies between.
  const bounds: { carried: RunResult | null; failed: RunResult | null } = { carried: null, failed: null };
  const attempt = async (guests: number) => {
    const result = await run(planFor(guests, false));
    runs.push(result);
    console.log(`  → ${describeSetup(result)}: ${verdict(result)}`);
    if (result.carried) bounds.carried = result;
    else bounds.failed = result;
    return result;
  };
  const hitError = () => runs.some((result) => result.errors > 0);

  for (let guests = start; guests <= max && !hitError(); guests *= 2) {
    if (!(await attempt(guests)).carried) break;
  }
  for (let step = 0; step < bisections && !hitError() && bounds.failed; step += 1) {
    const low = bounds.carried?.plan.guests ?? 0;
    const high = bounds.failed.plan.guests;
    const unit = unitFor(high);
    const middle = Math.round((low + high) / 2 / unit) * unit;
    // Close enough: within a tenth of the limit, or one unit.
    if (middle <= low || middle >= high || high - low <= Math.max(unit, low * 0.1)) break;
    await attempt(middle);
  }
  const atLimit = bounds.carried;
  const profiled = atLimit && !hitError() ? await run(planFor(atLimit.plan.guests, true)) : null;
  return {
    limit: atLimit?.plan.guests ?? 0,
    atLimit,
    firstFailure: bounds.failed,
    profiled,
    runs,
    seconds: (Date.now() - startedAt) / 1000,
    stoppedByError: hitError(),
  };
}

export function describeSearch(search: LimitSearch, max: number): string {
  const failure = search.firstFailure;
  const bottleneck = failure?.hottest
    ? `${failure.hottest.step} (p99 ${formatMs(failure.hottest.p99)} at ${failure.plan.guests.toLocaleString('en-US')} guests` +
      `${failure.givenUpBecause ? `; given up early: ${failure.givenUpBecause}` : ''})`
    : 'none found';
  const limit = search.limit.toLocaleString('en-US');
  return [
    search.stoppedByError
      ? 'THE SEARCH STOPPED AT AN ERROR: an error is a bug of the bench or the server, to fix before any limit means anything.'
      : '',
    `largest number of guests carried (every step's p99 under the bar, no error): ${limit}` +
      (failure ? '' : ` — every run up to ${max.toLocaleString('en-US')} was carried (not saturated)`),
    `at the limit, the hottest step: ${search.atLimit?.hottest ? `${search.atLimit.hottest.step} (p99 ${formatMs(search.atLimit.hottest.p99)})` : 'n/a'}`,
    `bottleneck, the slowest step of the first run not carried: ${bottleneck}`,
    `the search took ${(search.seconds / 60).toFixed(1)} minutes over ${search.runs.length + (search.profiled ? 1 : 0)} runs`,
  ]
    .filter(Boolean)
    .join('\n');
}
