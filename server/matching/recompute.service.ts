import type { Logger } from 'pino';
import { limits } from '../../shared/limits.ts';
import { createDurableJobs, untilNoNewRequest, type DurableJobsOptions } from '../jobs/durable-jobs.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import type { DossierVectorsSource } from './ai/dossier-vectors.ts';
import type { ItemMeaningsSource } from './ai/item-meanings.ts';
import type { ReasonWriter } from './ai/llm-reason-writer.ts';
import { itemAttendeeLimit } from './engine/scoring.ts';
import type { AttendeesRepository } from './attendees.repository.ts';
import { createComputingWaiters } from './computing-waiters.ts';
import type { EventListChanges, EventListsInput } from './event-lists.ts';
import type { MatchingJobRow, MatchingJobsRepository } from './matching-jobs.repository.ts';
import { createPacedUpdates, type PacedUpdatesOptions } from './paced-updates.ts';
import type { ProspectsRepository } from './prospects.repository.ts';
import { createReasonRewrites } from './reason-rewrites.ts';
import { createRecentChanges } from './recent-changes.ts';

export interface RecomputeServiceDependencies extends DurableJobsOptions {
  jobs: MatchingJobsRepository;
  attendees: AttendeesRepository;
  prospects: Pick<ProspectsRepository, 'eventRows' | 'applyRecompute' | 'draftReasons' | 'saveModelReason'>;
  bus: RealtimeBus;
  /** Adds semantic similarity to the word matching; without it the engine matches on words and concepts. */
  vectors?: DossierVectorsSource;
  /** Rewrites the engine's reasons; without it they stay as the engine wrote them. */
  reasons?: ReasonWriter;
  /** Each item's meaning, worked out before the engine runs (`MatchingInput.meaningOf`). */
  meanings?: ItemMeaningsSource;
  /** The engine's part of a recompute, off the server's loop (`event-lists-thread.ts`). */
  computeLists: (input: EventListsInput, signal: AbortSignal) => Promise<EventListChanges>;
  /** Reasons asked of the model at once. */
  reasonConcurrency?: number;
  /** Reasons one run asks the model for at most (a run that made progress asks for another). */
  reasonsPerRun?: number;
  /** How fast viewers are told that their lists changed. */
  pacing?: PacedUpdatesOptions;
  logger: Logger;
  now: () => number;
}

/**
 * Each event's prospects, computed by a durable job (`matching_jobs`): it reads the members'
 * dossiers, answers and blocks, asks the engine (which re-analyses only dossier revisions it has
 * not seen), writes only the rows that changed with the engine's reasons, and tells each viewer
 * whose list changed; then a model, when one is set up, rewrites those reasons. A job is
 * asked for when someone joins, is removed, gets a new dossier revision or blocks someone, and
 * the first time anyone opens the event's prospects; requests that come in while it runs make it
 * run again.
 */
export function createRecomputeService({
  jobs,
  attendees,
  prospects,
  bus,
  vectors,
  reasons,
  meanings,
  computeLists,
  reasonConcurrency = 8,
  reasonsPerRun = 400,
  pacing,
  logger,
  now,
  concurrency = 2,
  maxAttempts = 3,
  retryDelayMs = 5_000,
  leaseMs = 5 * 60_000,
  sweepIntervalMs = 60_000,
}: RecomputeServiceDependencies) {
  const updates = createPacedUpdates(bus, pacing);
  const waiters = createComputingWaiters(bus, updates);
  const lastChanges = createRecentChanges((eventIds) => attendees.lastChanges(eventIds), now);
  const rewrites = reasons
    ? createReasonRewrites({
        prospects,
        writer: reasons,
        logger,
        now,
        concurrency: reasonConcurrency,
        perRun: reasonsPerRun,
        maxFailuresInARow: 3,
      })
    : undefined;

  async function recompute(eventId: string, { owner, signal }: { owner: string; signal: AbortSignal }) {
    const keepLease = () => jobs.renewLease(eventId, owner, now(), now() + leaseMs);
    const [members, pastAnswers, excludedPairs, existing] = await Promise.all([
      attendees.attendees(eventId),
      attendees.pastAnswers(eventId),
      attendees.blockedPairs(eventId),
      prospects.eventRows(eventId),
    ]);
    const attendeeVectors = vectors && members.length > 1 ? await vectors.vectorsFor(members, signal) : undefined;
    // Above the engine's item limit no item is compared in meaning, and encoding every item of a
    // large event (some 12 ms each, more than the encoder's cache holds) would cost minutes a run.
    const readsItems = meanings && members.length > 1 && members.length <= itemAttendeeLimit;
    const itemMeanings = readsItems ? await meanings.meaningsFor(members, signal) : undefined;
    // Stopped while embedding, the vectors are partial: ranks made without them are not written.
    signal.throwIfAborted();
    if (!(await keepLease())) return;
    const listSize = limits.prospectsPerEvent;
    const changes = await computeLists(
      { members, pastAnswers, excludedPairs, vectors: attendeeVectors, meanings: itemMeanings, existing, listSize },
      signal,
    );
    // The engine's thread took a while: rows are written only while this run still holds the job.
    if (!(await keepLease())) return;
    await prospects.applyRecompute(eventId, changes, now());
    updates.tell(eventId, changes.changedViewers);
    if (!rewrites) return;
    const byId = new Map(members.map((attendee) => [attendee.userId, attendee]));
    const rewritten = await rewrites.rewrite(eventId, byId, { signal, keepLease });
    updates.tell(eventId, [...rewritten.changedViewers]);
    // Asking again makes this job run once more when it is done (see `untilNoNewRequest`).
    if (rewritten.more) await jobs.requestRecompute(eventId, now());
  }

  const runner = createDurableJobs<MatchingJobRow>({
    name: 'matching recompute',
    logger,
    now,
    concurrency,
    maxAttempts,
    retryDelayMs,
    leaseMs,
    sweepIntervalMs,
    // The repository is the job store: its rows are the jobs.
    store: jobs,
    handle: (claimed, run) => {
      // The list is as of when the last run began reading: `statuses` compares that with the latest change.
      let startedAt = now();
      return untilNoNewRequest<MatchingJobRow>({
        work: (job) => {
          startedAt = now();
          return recompute(job.event_id, run);
        },
        finish: async (job, owner) => {
          const finished = await jobs.finishJob(job.event_id, owner, job.request_count, { now: now(), computedAt: startedAt });
          if (finished) waiters.computed(job.event_id);
          return finished;
        },
        reclaim: (job, owner) => jobs.claim(job.event_id, owner, now(), now() + leaseMs),
      })(claimed, run);
    },
  });

  async function request(eventId: string) {
    await jobs.requestRecompute(eventId, now());
    runner.schedule(eventId);
  }

  /** For the other features' notifications: a failure is logged, never theirs (the next request recomputes anyway). */
  async function requestQuietly(eventIds: readonly string[], why: string) {
    try {
      for (const eventId of eventIds) await request(eventId);
    } catch (error) {
      logger.error({ err: error, eventIds, why }, 'asking for a matching recompute failed');
    }
  }

  return {
    request,
    requestQuietly,

    /**
     * Each event's prospects status for a viewer with a dossier: computing while its job is pending.
     * A list that may be stale is asked for again, and computing too: an event never computed, one
     * whose job was given up, and one whose members or their dossiers changed after it was computed
     * (the change's own request lost to a crash or a failure, which only logs; seen within a second,
     * `recent-changes.ts`). The viewer is told
     * (`prospects.updated`) when the job that makes a computing list ready is done.
     */
    async statuses(eventIds: readonly string[], viewerId: string): Promise<Map<string, 'computing' | 'ready'>> {
      for (const eventId of eventIds) waiters.wait(eventId, viewerId);
      const [states, changes] = await Promise.all([jobs.states(eventIds), lastChanges(eventIds)]);
      const statuses = new Map<string, 'computing' | 'ready'>();
      const stale: string[] = [];
      for (const eventId of eventIds) {
        const state = states.get(eventId);
        const changed = (changes.get(eventId) ?? 0) > (state?.computed_at ?? -1);
        if (!state || state.status === 'failed' || (state.status === 'done' && changed)) stale.push(eventId);
        statuses.set(eventId, state?.status === 'done' && !changed ? 'ready' : 'computing');
        if (statuses.get(eventId) === 'ready') waiters.forget(eventId, viewerId);
      }
      await requestQuietly(stale, 'stale list');
      return statuses;
    },

    /** Someone joined, was removed or left: the event's lists change. */
    memberChanged: (eventId: string) => requestQuietly([eventId], 'membership'),

    /** A new dossier revision: every event the user joined is recomputed. */
    async dossierRevised(userId: string) {
      const events = await attendees.joinedEvents(userId).catch((error: unknown) => {
        logger.error({ err: error, userId }, 'reading the events of a revised dossier failed');
        return [];
      });
      await requestQuietly(
        events.map((event) => event.id),
        'dossier revision',
      );
    },

    start: () => runner.start(),
    async close() {
      waiters.close();
      updates.close();
      await runner.close();
    },
  };
}

export type RecomputeService = ReturnType<typeof createRecomputeService>;
