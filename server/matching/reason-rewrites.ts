import type { Logger } from 'pino';
import type { ReasonWriter } from './ai/llm-reason-writer.ts';
import type { Attendee, ProspectFacets } from './engine/engine-types.ts';
import type { ProspectsRepository } from './prospects.repository.ts';

export interface ReasonRewritesDependencies {
  prospects: Pick<ProspectsRepository, 'draftReasons' | 'saveModelReason'>;
  writer: ReasonWriter;
  logger: Logger;
  now: () => number;
  /** Reasons asked of the model at once. */
  concurrency: number;
  /** Drafts one run asks the model for at most; a run that made progress asks for another to go on. */
  perRun: number;
  /** Failures of the endpoint in a row after which a run asks it nothing more: a model that is down costs one batch. */
  maxFailuresInARow: number;
}

/** What the rewriting pass is given of the job it runs in. */
export interface RewriteRun {
  signal: AbortSignal;
  /** Renews the job's lease between batches; false when another runner took the job over. */
  keepLease(): Promise<boolean>;
}

export interface RewriteResult {
  /** Viewers shown a new reason. */
  changedViewers: Set<string>;
  /** Drafts this run did not get to may remain: another run should go on. */
  more: boolean;
}

/**
 * The model's pass over an event's reasons, run after the ranks are written with the engine's own
 * reasons (drafts), so a slow or failing model never holds a list back. Each reason it writes is
 * saved at once, only if the pair still says what the draft said; a failure leaves the draft, which
 * a later run tries again. It stops after `maxFailuresInARow` failures, renews the job's lease after
 * each batch, and throws once the job is stopped so the job is handed back unfinished.
 */
export function createReasonRewrites({
  prospects,
  writer,
  logger,
  now,
  concurrency,
  perRun,
  maxFailuresInARow,
}: ReasonRewritesDependencies) {
  return {
    async rewrite(eventId: string, byId: ReadonlyMap<string, Attendee>, run: RewriteRun): Promise<RewriteResult> {
      const drafts = await prospects.draftReasons(eventId, perRun);
      const changedViewers = new Set<string>();
      let failuresInARow = 0;
      let written = 0;
      for (let start = 0; start < drafts.length; start += concurrency) {
        if (failuresInARow >= maxFailuresInARow) {
          logger.warn(
            { eventId, failuresInARow, draftsLeft: drafts.length - start },
            'the LLM keeps failing; these reasons stay built-in for now',
          );
          return { changedViewers, more: false };
        }
        await Promise.all(
          drafts.slice(start, start + concurrency).map(async (draft) => {
            const viewer = byId.get(draft.viewer_id);
            const prospect = byId.get(draft.user_id);
            if (!viewer || !prospect) return;
            const facets = JSON.parse(draft.facets!) as ProspectFacets;
            const answer = await writer.write(viewer, prospect, facets, draft.reason, run.signal);
            if (answer.outcome === 'failed') {
              failuresInARow++;
              return;
            }
            failuresInARow = 0;
            if (answer.outcome === 'written' && (await prospects.saveModelReason(draft.id, draft.reason_key!, answer.reason, now()))) {
              changedViewers.add(draft.viewer_id);
              written++;
            }
          }),
        );
        run.signal.throwIfAborted();
        if (!(await run.keepLease())) return { changedViewers, more: false };
      }
      return { changedViewers, more: drafts.length === perRun && written > 0 };
    },
  };
}

export type ReasonRewrites = ReturnType<typeof createReasonRewrites>;
