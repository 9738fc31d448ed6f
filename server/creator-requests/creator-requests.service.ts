import type { AdminCreatorRequest, CreatorRequest, CreatorRequestStatus, MyCreatorStatus } from '../../shared/api/creator-requests.ts';
import { newId } from '../db/ids.ts';
import type { CreatorRequestRow } from '../db/schema.ts';
import { isUuid, type Viewer } from '../events/event-access.ts';
import { canCreateEvents } from '../events/events.service.ts';
import { ApiError } from '../http/api-error.ts';
import type { CreatorRequestsRepository, CreatorRequestWithUser } from './creator-requests.repository.ts';
import { isoTime, isoTimeOrNull } from '../http/iso-time.ts';

export interface CreatorRequestsServiceDependencies {
  requests: CreatorRequestsRepository;
  now: () => number;
  /** Tells the user of the decision; its failure does not fail it. */
  notify?: {
    creatorRequestDecided(decision: {
      requestId: string;
      userId: string;
      status: 'approved' | 'denied';
      reason: string | null;
    }): Promise<void>;
  };
}

function toCreatorRequest(row: CreatorRequestRow): CreatorRequest {
  return {
    id: row.id,
    userId: row.user_id,
    message: row.message,
    status: row.status,
    denialReason: row.denial_reason,
    createdAt: isoTime(row.created_at),
    decidedAt: isoTimeOrNull(row.decided_at),
  };
}

function toAdminCreatorRequest(row: CreatorRequestWithUser): AdminCreatorRequest {
  return {
    ...toCreatorRequest(row),
    user: {
      id: row.user_id,
      name: row.user_name,
      phoneNumber: row.user_phone,
      email: row.user_email,
      isCreator: row.user_is_creator === 1,
    },
    decidedBy: row.decided_by,
  };
}

const requestNotFound = () => new ApiError(404, 'creator_request_not_found', 'This creator request was not found.');

/** A user asks to become a creator; an admin approves (the user may then create events) or denies. */
export function createCreatorRequestsService({ requests, now, notify }: CreatorRequestsServiceDependencies) {
  async function decide(admin: Viewer, rawId: string, status: 'approved' | 'denied', reason: string | null) {
    // A malformed id names no request.
    if (!isUuid(rawId)) throw requestNotFound();
    const id = rawId.toLowerCase();
    const existing = await requests.findWithUser(id);
    if (!existing) throw requestNotFound();
    if (!(await requests.decide(id, { status, by: admin.id, at: now(), reason }))) {
      throw new ApiError(
        409,
        'creator_request_decided',
        `This request was already ${existing.status === 'pending' ? 'decided' : existing.status}.`,
      );
    }
    await notify?.creatorRequestDecided({ requestId: id, userId: existing.user_id, status, reason });
    return toAdminCreatorRequest((await requests.findWithUser(id))!);
  }

  return {
    async mine(viewer: Viewer): Promise<MyCreatorStatus> {
      const newest = await requests.newestOf(viewer.id);
      return {
        canCreateEvents: canCreateEvents(viewer),
        isCreator: viewer.is_creator === 1,
        request: newest ? toCreatorRequest(newest) : null,
      };
    },

    async ask(viewer: Viewer, message: string): Promise<CreatorRequest> {
      if (canCreateEvents(viewer)) {
        throw new ApiError(409, 'already_creator', 'You can already create events.');
      }
      const row: CreatorRequestRow = {
        id: newId(),
        user_id: viewer.id,
        message,
        status: 'pending',
        denial_reason: null,
        decided_by: null,
        decided_at: null,
        created_at: now(),
      };
      if (!(await requests.insertIfNonePending(row))) {
        throw new ApiError(409, 'creator_request_pending', 'You already asked to become a creator. The Tandem team will answer soon.');
      }
      return toCreatorRequest(row);
    },

    async list(filter: { status?: CreatorRequestStatus | undefined; limit: number }): Promise<AdminCreatorRequest[]> {
      return (await requests.list(filter)).map(toAdminCreatorRequest);
    },

    approve: (admin: Viewer, id: string) => decide(admin, id, 'approved', null),
    deny: (admin: Viewer, id: string, reason: string | undefined) => decide(admin, id, 'denied', reason || null),
  };
}

export type CreatorRequestsService = ReturnType<typeof createCreatorRequestsService>;
