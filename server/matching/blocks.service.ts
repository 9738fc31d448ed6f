import type { Block, BlockKind, BlocksResponse } from '../../shared/api/matching.ts';
import type { Viewer } from '../events/event-access.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import type { AttendeesRepository } from './attendees.repository.ts';
import type { BlockRow, BlocksRepository } from './blocks.repository.ts';
import { toProspectUser } from './matching-views.ts';
import type { RecomputeService } from './recompute.service.ts';

export interface BlocksServiceDependencies {
  blocks: BlocksRepository;
  attendees: Pick<AttendeesRepository, 'sharedEventIds'>;
  recompute: Pick<RecomputeService, 'requestQuietly'>;
  /** A block was set: what else must stop between the two (their calls). */
  onBlocked: (blockerId: string, blockedId: string) => Promise<void>;
  now: () => number;
}

const toBlock = (row: BlockRow): Block => ({ user: toProspectUser(row), kind: row.kind, createdAt: row.created_at });

const personNotFound = () => new ApiError(404, 'user_not_found', 'This person was not found.');
const blockNotFound = () => new ApiError(404, 'block_not_found', 'You have not hidden or blocked this person.');

/**
 * Hides and blocks, in every event and for good until their author takes them back: a hide keeps
 * the person out of each other's prospects; a block does that, ends a match and stops messages and
 * calls both ways. Only people one has met (an event both joined, a conversation both are in) can
 * be hidden or blocked, so user ids cannot be probed.
 */
export function createBlocksService({ blocks, attendees, recompute, onBlocked, now }: BlocksServiceDependencies) {
  async function list(viewer: Viewer): Promise<BlocksResponse> {
    return { blocks: (await blocks.byBlocker(viewer.id)).map(toBlock) };
  }

  /** The events both joined are recomputed: their lists lose (or may get back) each other. */
  async function recomputeShared(viewerId: string, userId: string) {
    await recompute.requestQuietly(await attendees.sharedEventIds(viewerId, userId), 'block');
  }

  return {
    list,

    async set(viewer: Viewer, rawUserId: string, kind: BlockKind): Promise<Block> {
      const userId = rawUserId.toLowerCase();
      if (userId === viewer.id) throw badRequest('invalid_user', 'You cannot hide or block yourself.');
      if (!(await blocks.haveMet(viewer.id, userId))) throw personNotFound();
      const block = await blocks.set(viewer.id, userId, kind, now());
      if (kind === 'block') await onBlocked(viewer.id, userId);
      await recomputeShared(viewer.id, userId);
      return toBlock(block);
    },

    async remove(viewer: Viewer, rawUserId: string): Promise<BlocksResponse> {
      const userId = rawUserId.toLowerCase();
      if (!(await blocks.remove(viewer.id, userId))) throw blockNotFound();
      await recomputeShared(viewer.id, userId);
      return list(viewer);
    },

    /** Whether either blocked the other: the conversations feature refuses their messages and calls. */
    blockedBetween: (userId: string, otherUserId: string) => blocks.blockedBetween(userId, otherUserId),
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
