import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { WrittenReason } from './ai/llm-reason-writer.ts';
import type { Attendee, ProspectFacets } from './engine/engine-types.ts';
import { createReasonRewrites, type ReasonRewritesDependencies } from './reason-rewrites.ts';

const facets: ProspectFacets = { forViewer: [], forProspect: [], sharedTopics: [], viewerScore: 1, prospectScore: 1 };
const document = { headline: '', about: '', lookingFor: [], canOffer: [], topics: [] };
const attendee = (userId: string): Attendee => ({ userId, name: userId, document, revisionId: `r-${userId}` });
const byId = new Map(['ana', 'ben', 'cy'].map((id) => [id, attendee(id)]));

/** Drafts of ana about ben and cy, and of ben and cy about ana, repeated to make `count`. */
function drafts(count: number) {
  const pairs = [
    ['ana', 'ben'],
    ['ana', 'cy'],
    ['ben', 'ana'],
    ['cy', 'ana'],
  ] as const;
  return Array.from({ length: count }, (_, index) => {
    const [viewer, user] = pairs[index % pairs.length]!;
    return { id: `d${index}`, viewer_id: viewer, user_id: user, facets: JSON.stringify(facets), reason: 'draft', reason_key: `k${index}` };
  });
}

function rewrites(stored: ReturnType<typeof drafts>, answer: (draftIndex: number) => WrittenReason, options: { perRun?: number } = {}) {
  const asked: string[] = [];
  const saved: string[] = [];
  let leaseKept = 0;
  const dependencies: ReasonRewritesDependencies = {
    prospects: {
      draftReasons: async (_eventId, limit) => stored.slice(0, limit),
      saveModelReason: async (id) => {
        saved.push(id);
        return true;
      },
    },
    writer: {
      write: async (viewer, prospect, _facets, offline) => {
        asked.push(`${viewer.userId}>${prospect.userId}:${offline}`);
        return answer(asked.length - 1);
      },
    },
    logger: pino({ level: 'silent' }),
    now: () => 0,
    concurrency: 2,
    perRun: options.perRun ?? 100,
    maxFailuresInARow: 3,
  };
  const run = (keepLease = true, signal = new AbortController().signal) =>
    createReasonRewrites(dependencies).rewrite('event', byId, {
      signal,
      keepLease: async () => {
        leaseKept++;
        return keepLease;
      },
    });
  return { run, asked, saved, leases: () => leaseKept };
}

const written = (reason: string): WrittenReason => ({ outcome: 'written', reason });

describe('the rewriting of draft reasons', () => {
  it("saves each reason the model wrote, keeps the job's lease after each batch, and names the viewers told", async () => {
    const { run, asked, saved, leases } = rewrites(drafts(4), (index) => (index === 1 ? { outcome: 'refused' } : written('new')));
    expect(await run()).toEqual({ changedViewers: new Set(['ana', 'ben', 'cy']), more: false });
    expect(asked).toEqual(['ana>ben:draft', 'ana>cy:draft', 'ben>ana:draft', 'cy>ana:draft']);
    expect(saved).toEqual(['d0', 'd2', 'd3']);
    expect(leases()).toBe(2);
  });

  it('stops asking a model that failed three times in a row; a refusal breaks the row', async () => {
    const failing = rewrites(drafts(10), () => ({ outcome: 'failed' }));
    expect(await failing.run()).toEqual({ changedViewers: new Set(), more: false });
    expect(failing.asked).toHaveLength(4);

    const refusing = rewrites(drafts(10), (index) => (index % 2 === 0 ? { outcome: 'failed' } : { outcome: 'refused' }));
    await refusing.run();
    expect(refusing.asked).toHaveLength(10);
  });

  it('stops when another runner took the job, and throws once the job is stopped', async () => {
    const lost = rewrites(drafts(6), () => written('new'));
    expect((await lost.run(false)).more).toBe(false);
    expect(lost.asked).toHaveLength(2);

    const stopping = new AbortController();
    const stopped = rewrites(drafts(6), (index) => {
      if (index === 1) stopping.abort();
      return { outcome: 'failed' };
    });
    await expect(stopped.run(true, stopping.signal)).rejects.toThrow();
    expect(stopped.asked).toHaveLength(2);
  });

  it('asks for another run when it reached its bound and wrote something, not when nothing it tried came through', async () => {
    expect((await rewrites(drafts(6), () => written('new'), { perRun: 4 }).run()).more).toBe(true);
    expect((await rewrites(drafts(6), () => ({ outcome: 'refused' }), { perRun: 4 }).run()).more).toBe(false);
    expect((await rewrites(drafts(3), () => written('new'), { perRun: 4 }).run()).more).toBe(false);
  });
});
