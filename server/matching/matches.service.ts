import type { CreateIntroduction, HostMatchesResponse, Introduction, Match, MatchesResponse } from '../../shared/api/matching.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import { newId } from '../db/ids.ts';
import type { Viewer } from '../events/event-access.ts';
import { ApiError } from '../http/api-error.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { AttendeesRepository } from './attendees.repository.ts';
import type { BlocksRepository } from './blocks.repository.ts';
import type { MatchingAccess } from './matching-access.ts';
import { toHostMatch, toIntroduction, toMatch } from './matching-views.ts';
import type { MatchesRepository } from './matches.repository.ts';
import type { ProspectsRepository } from './prospects.repository.ts';
import type { RecomputeService } from './recompute.service.ts';

export interface MatchesServiceDependencies {
  access: MatchingAccess;
  matches: MatchesRepository;
  prospects: Pick<ProspectsRepository, 'pairRow' | 'introduce' | 'introductions'>;
  attendees: Pick<AttendeesRepository, 'joinedAmong'>;
  blocks: Pick<BlocksRepository, 'anyBetween'>;
  recompute: Pick<RecomputeService, 'pairSides' | 'requestQuietly'>;
  conversations: Pick<ConversationsService, 'findOrCreateDirect'>;
  bus: RealtimeBus;
  now: () => number;
}

export const alreadyMatched = () => new ApiError(409, 'already_matched', 'You are already matched: your chat is open.');

/**
 * Matches: made when two people of an event said INTERESTED to each other (or to a host's
 * introduction), each with the one direct conversation of the two; listed for each of them with
 * what the other chose to share; and the hosts' view of the event's matches and introductions.
 */
export function createMatchesService({
  access,
  matches,
  prospects,
  attendees,
  blocks,
  recompute,
  conversations,
  bus,
  now,
}: MatchesServiceDependencies) {
  async function viewOf(eventId: string, viewerId: string, matchId: string): Promise<Match | null> {
    const [row] = await matches.ofViewer(eventId, viewerId, matchId);
    return row ? toMatch(row, await matches.lastVisit(eventId, viewerId)) : null;
  }

  return {
    viewOf,

    /**
     * After the viewer said INTERESTED: when the other person had too, the two are matched (once,
     * however many answers race) in their direct conversation, and both are told.
     */
    async completeIfMutual(eventId: string, viewerId: string, otherId: string): Promise<Match | null> {
      const [theirs, mine] = await Promise.all([
        prospects.pairRow(eventId, otherId, viewerId),
        prospects.pairRow(eventId, viewerId, otherId),
      ]);
      if (theirs?.interest !== 'INTERESTED' || mine?.interest !== 'INTERESTED') return null;
      const conversationId = await conversations.findOrCreateDirect([viewerId, otherId], viewerId);
      const [low, high] = [viewerId, otherId].sort() as [string, string];
      const match = {
        id: newId(),
        event_id: eventId,
        user_low_id: low,
        user_high_id: high,
        source: theirs.introduced_by !== null || mine.introduced_by !== null ? ('introduction' as const) : ('mutual' as const),
        conversation_id: conversationId,
        created_at: now(),
      };
      if (await matches.insertIfAbsent(match)) {
        const event = { type: 'match.created' as const, eventId, matchId: match.id, conversationId };
        bus.publish([channels.user(low), channels.user(high)], { event });
        return viewOf(eventId, viewerId, match.id);
      }
      const existing = await matches.find(eventId, [low, high]);
      return existing ? viewOf(eventId, viewerId, existing.id) : null;
    },

    /** The viewer's matches at the event, newest first, those made since their last visit marked new. */
    async list(viewer: Viewer, rawEventId: string): Promise<MatchesResponse> {
      const event = await access.member(viewer, rawEventId);
      const [rows, lastVisit] = await Promise.all([matches.ofViewer(event.id, viewer.id), matches.lastVisit(event.id, viewer.id)]);
      return { matches: rows.map((row) => toMatch(row, lastVisit)) };
    },

    /** Records that the viewer has seen the event's matches: the ones there now are no longer new. */
    async markSeen(viewer: Viewer, rawEventId: string): Promise<{ seenAt: number }> {
      const event = await access.member(viewer, rawEventId);
      const seenAt = now();
      await matches.recordVisit(event.id, viewer.id, seenAt);
      return { seenAt };
    },

    async hostMatches(viewer: Viewer, rawEventId: string): Promise<HostMatchesResponse> {
      const event = await access.host(viewer, rawEventId);
      const [matchRows, introductionRows] = await Promise.all([matches.ofEvent(event.id), prospects.introductions(event.id)]);
      return { matches: matchRows.map(toHostMatch), introductions: introductionRows.map(toIntroduction) };
    },

    /**
     * A host introduces two joined guests: each gets the other as a prospect marked as introduced,
     * with the engine's facts and reason for the pair (rewritten by the recompute this asks for).
     */
    async introduce(viewer: Viewer, rawEventId: string, { userIds, note }: CreateIntroduction): Promise<Introduction> {
      const event = await access.host(viewer, rawEventId);
      const ids = userIds.map((id) => id.toLowerCase()) as [string, string];
      const joined = await attendees.joinedAmong(event.id, ids);
      if (!ids.every((id) => joined.has(id))) {
        throw new ApiError(404, 'participant_not_found', 'Both people must have joined this event.');
      }
      if (await blocks.anyBetween(ids[0], ids[1])) {
        throw new ApiError(409, 'cannot_introduce', 'These two people cannot be introduced to each other.');
      }
      if (await matches.find(event.id, ids)) throw new ApiError(409, 'already_matched', 'These two people are already matched.');
      const sides = await recompute.pairSides(event.id, ids);
      const side = (index: 0 | 1) => ({
        id: newId(),
        viewer_id: ids[index],
        user_id: ids[1 - index]!,
        score: sides?.[index].score ?? 0,
        facets: sides ? JSON.stringify(sides[index].facets) : null,
        reason: sides?.[index].reason ?? '',
        reason_revisions: null,
      });
      await prospects.introduce(event.id, [side(0), side(1)], { hostId: viewer.id, note: note || null, at: now() });
      bus.publish(ids.map(channels.user), { event: { type: 'prospects.updated', eventId: event.id } });
      await recompute.requestQuietly([event.id], 'introduction');
      const introductions = await prospects.introductions(event.id);
      const made = introductions.find((row) => ids.includes(row.a_id) && ids.includes(row.b_id));
      return toIntroduction(made!);
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
