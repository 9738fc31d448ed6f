import type { Logger } from 'pino';
import { limits } from '../../shared/limits.ts';
import { newId } from '../db/ids.ts';
import { createDurableJobs, untilNoNewRequest, type DurableJobsOptions } from '../jobs/durable-jobs.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { Attendee, DossierVectors, PastAnswer, ProspectFacets } from './engine/engine-types.ts';
import { createMatchingEngine } from './engine/matching-engine.ts';
import { writeReason } from './engine/write-reason.ts';
import type { AttendeesRepository } from './attendees.repository.ts';
import type { MatchingJobRow, MatchingJobsRepository } from './matching-jobs.repository.ts';
import type { ProspectsRepository } from './prospects.repository.ts';
import { planRecompute, type PlannedWrite } from './recompute-plan.ts';

/** Semantic vectors of the attendees' dossiers (an embeddings endpoint); an empty map on any failure, never a throw. */
export interface DossierVectorsSource {
  vectorsFor(attendees: Attendee[], signal: AbortSignal): Promise<ReadonlyMap<string, DossierVectors>>;
}

/** Rewrites the offline reason (an LLM, checked to add no fact); answers `offlineReason` on any failure, never throws. */
export interface ProspectReasonWriter {
  write(viewer: Attendee, prospect: Attendee, facets: ProspectFacets, offlineReason: string, signal: AbortSignal): Promise<string>;
}

export interface RecomputeServiceDependencies extends DurableJobsOptions {
  jobs: MatchingJobsRepository;
  attendees: AttendeesRepository;
  prospects: Pick<ProspectsRepository, 'eventRows' | 'applyRecompute'>;
  bus: RealtimeBus;
  /** Adds semantic similarity to the word matching; without it the engine matches on words and concepts. */
  vectors?: DossierVectorsSource;
  /** Writes the reasons; without it the engine's offline reason is used. */
  reasons?: ProspectReasonWriter;
  /** Reasons written at once in one recompute (each may be a call to an LLM). */
  reasonConcurrency?: number;
  logger: Logger;
  now: () => number;
}

/** The facts and offline reason of one side of a pair, for an introduction made outside a recompute. */
export interface PairSide {
  score: number;
  facets: ProspectFacets;
  reason: string;
}

function toPastAnswers(rows: Awaited<ReturnType<AttendeesRepository['pastAnswers']>>): PastAnswer[] {
  return rows.map((row) => ({ ...row, facets: row.facets === null ? null : (JSON.parse(row.facets) as ProspectFacets) }));
}

/** Runs `work` on every item with at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Each event's prospects, computed by a durable job (`matching_jobs`): it reads the members'
 * dossiers, answers and blocks, asks the engine (which re-analyses only dossier revisions it has
 * not seen), writes only the rows that changed, and tells each viewer whose list changed. A job is
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
  reasonConcurrency = 8,
  logger,
  now,
  concurrency = 2,
  maxAttempts = 3,
  retryDelayMs = 5_000,
  leaseMs = 5 * 60_000,
  sweepIntervalMs = 60_000,
}: RecomputeServiceDependencies) {
  async function writeReasons(writes: PlannedWrite[], byId: ReadonlyMap<string, Attendee>, signal: AbortSignal) {
    await eachLimited(
      writes.filter((write) => write.needsReason),
      reasonConcurrency,
      async (write) => {
        const viewer = byId.get(write.viewerId)!;
        const prospect = byId.get(write.userId)!;
        const offline = writeReason(viewer, prospect, write.facets);
        write.reason = reasons ? await reasons.write(viewer, prospect, write.facets, offline, signal) : offline;
      },
    );
  }

  async function recompute(eventId: string, signal: AbortSignal) {
    const [members, pastAnswers, excludedPairs, existing] = await Promise.all([
      attendees.attendees(eventId),
      attendees.pastAnswers(eventId),
      attendees.blockedPairs(eventId),
      prospects.eventRows(eventId),
    ]);
    const byId = new Map(members.map((attendee) => [attendee.userId, attendee]));
    const attendeeVectors = vectors && members.length > 1 ? await vectors.vectorsFor(members, signal) : undefined;
    const engine = createMatchingEngine({
      attendees: members,
      pastAnswers: toPastAnswers(pastAnswers),
      excludedPairs,
      vectors: attendeeVectors,
      listSize: limits.prospectsPerEvent,
    });
    const plan = planRecompute({
      existing,
      ranked: engine.rank(),
      pairOf: (viewerId, userId) => (byId.has(viewerId) && byId.has(userId) ? engine.pair(viewerId, userId) : undefined),
      revisionOf: new Map(members.map((attendee) => [attendee.userId, attendee.revisionId])),
      newId,
    });
    await writeReasons(plan.writes, byId, signal);
    const writes = plan.writes.map((write) => ({
      id: write.id,
      viewer_id: write.viewerId,
      user_id: write.userId,
      score: write.score,
      rank: write.rank,
      facets: write.facetsJson,
      reason: write.reason,
      reason_revisions: write.reasonRevisions,
    }));
    await prospects.applyRecompute(eventId, { writes, deleteIds: plan.deleteIds, unrankIds: plan.unrankIds }, now());
    if (plan.changedViewers.size > 0) {
      bus.publish([...plan.changedViewers].map(channels.user), { event: { type: 'prospects.updated', eventId } });
    }
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
    store: {
      claimableIds: (at) => jobs.claimableJobIds(at),
      claim: (id, owner, at, leaseUntil) => jobs.claimJob(id, owner, at, leaseUntil),
      failedAttempt: (id, owner, failure) => jobs.failedAttempt(id, owner, failure),
      giveUp: (job, owner, failure) => jobs.giveUp(job, owner, failure),
      release: (id, owner, at) => jobs.release(id, owner, at),
    },
    handle: untilNoNewRequest<MatchingJobRow>({
      work: (job, signal) => recompute(job.event_id, signal),
      finish: (job, owner) => jobs.finishJob(job.event_id, owner, job.request_count, now()),
      reclaim: (job, owner) => jobs.claimJob(job.event_id, owner, now(), now() + leaseMs),
    }),
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
     * Each event's prospects status for a viewer with a dossier: computing while its job is pending;
     * an event never computed gets its first job now.
     */
    async statuses(eventIds: readonly string[]): Promise<Map<string, 'computing' | 'ready'>> {
      const states = await jobs.states(eventIds);
      const statuses = new Map<string, 'computing' | 'ready'>();
      for (const eventId of eventIds) {
        const state = states.get(eventId);
        if (!state) await request(eventId);
        statuses.set(eventId, !state || state.status === 'pending' ? 'computing' : 'ready');
      }
      return statuses;
    },

    /**
     * Both sides of a pair as the engine sees them now, with offline reasons (a later recompute
     * may rewrite them); null unless both are members with a dossier.
     */
    async pairSides(eventId: string, [first, second]: readonly [string, string]): Promise<[PairSide, PairSide] | null> {
      const [members, pastAnswers, excludedPairs] = await Promise.all([
        attendees.attendees(eventId),
        attendees.pastAnswers(eventId),
        attendees.blockedPairs(eventId),
      ]);
      const byId = new Map(members.map((attendee) => [attendee.userId, attendee]));
      const a = byId.get(first);
      const b = byId.get(second);
      if (!a || !b) return null;
      const input = { attendees: members, pastAnswers: toPastAnswers(pastAnswers), excludedPairs, listSize: limits.prospectsPerEvent };
      const engine = createMatchingEngine(input);
      const side = (viewer: Attendee, prospect: Attendee): PairSide => {
        const { score, facets } = engine.pair(viewer.userId, prospect.userId);
        return { score, facets, reason: writeReason(viewer, prospect, facets) };
      };
      return [side(a, b), side(b, a)];
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
    close: () => runner.close(),
  };
}

export type RecomputeService = ReturnType<typeof createRecomputeService>;
