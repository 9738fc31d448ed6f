import { Worker } from 'node:worker_threads';
import { RequestThread } from '../jobs/request-thread.ts';
import type { EventListChanges, EventListsInput } from './event-lists.ts';

const thread = new RequestThread<{ input: EventListsInput }, EventListChanges>(
  'The matching engine',
  () => new Worker(new URL('./event-lists-worker.js', import.meta.url)),
);

/**
 * An event's lists, worked out on a thread of their own. The engine is synchronous and takes
 * seconds at a large event with meaning (some 4 s of CPU at 500 attendees, `bench:matching`);
 * on the server's loop it held every other request that long, and the event-day bench found it:
 * with 250 guests arriving over three minutes, 86 % of the server's busy time was matching and
 * sign-ins waited up to 10 s (`docs/benchmarks.md`, bench:event-day).
 */
export function computeEventListsOnThread(input: EventListsInput, signal?: AbortSignal): Promise<EventListChanges> {
  return thread.request({ input }, signal);
}
