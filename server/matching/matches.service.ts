import type {
  CreateIntroduction,
  HostMatchesResponse,
  Introduction,
  Match,
  MatchesResponse,
  MatchesSeen,
} from '../../shared/api/matching.ts';
import { newId } from '../db/ids.ts';
import type { Viewer } from '../events/event-access.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import type { AttendeesRepository } from './attendees.repository.ts';
import type { BlocksRepository } from './blocks.repository.ts';
import { createMatchingEngine } from './engine/matching-engine.ts';
import { writeReason } from './engine/write-reason.ts';
import type { IntroductionsRepository, IntroductionWrite } from './introductions.repository.ts';
import type { MatchingAccess } from './matching-access.ts';
import { toHostMatch, toIntroduction, toMatch } from './matching-views.ts';
import type { MatchesRepository, ProspectAnswer } from './matches.repository.ts';
import type { RecomputeService } from './recompute.service.ts';

export interface MatchesServiceDependencies {
  access: MatchingAccess;
  matches: MatchesRepository;
  introductions: IntroductionsRepository;
  attendees: Pick<AttendeesRepository, 'joinedAmong' | 'attendees'>;
  blocks: Pick<BlocksRepository, 'anyBetween'>;
  recompute: Pick<RecomputeService, 'requestQuietly'>;
  bus: RealtimeBus;
  /** Tells the two of a new match away from the app; its failure does not fail the answer. */
  notify?: {
    matchMade(match: { eventId: string; matchId: string; conversationId: string; userIds: readonly [string, string] }): Promise<void>;
    introduced(introduction: {
      eventId: string;
      introductionId: string;
      hostId: string;
      userIds: readonly [string, string];
    }): Promise<void>;
  };
  now: () => number;
}

/** A viewer's answer, as the interest endpoint takes it. */
export type AnswerInput = Pick<ProspectAnswer, 'interest' | 'reason' | 'actionSource'>;

export const alreadyMatched = () => new ApiError(409, 'already_matched', 'You are already matched: your chat is open.');

/**
 * Matches: made when two people of an event said INTERESTED to each other (or to a host's
 * introduction), each with the one direct conversation of the two; listed for each of them with
 * what the other chose to share; and the hosts' view of the event's matches and introductions.
 */
export function createMatchesService({
  access,
  matches,
  introductions,
  attendees,
  blocks,
  recompute,
  bus,
  notify,
  now,
}: MatchesServiceDependencies) {
  /**
   * Each side of an introduced pair as the engine sees the two alone: no need to read the whole
   * event in a request, and the recompute soon writes the event's facts and reason over it (the
   * reason key left empty says so). Without both dossiers, no facts and no reason yet.
   */
  async function introductionSides(eventId: string, ids: readonly [string, string]): Promise<IntroductionWrite[]> {
    const pair = await attendees.attendees(eventId, ids);
    const byId = new Map(pair.map((attendee) => [attendee.userId, attendee]));
    const engine =
      pair.length === 2 ? createMatchingEngine({ attendees: pair, pastAnswers: [], excludedPairs: [], listSize: 1 }) : undefined;
    return ids.map((viewerId, index) => {
      const userId = ids[1 - index]!;
      const facts = engine?.pair(viewerId, userId);
      return {
        id: newId(),
        viewer_id: viewerId,
        user_id: userId,
        score: facts?.score ?? 0,
        facets: facts ? JSON.stringify(facts.facets) : null,
        reason: facts ? writeReason(byId.get(viewerId)!, byId.get(userId)!, facts.facets) : '',
        reason_key: null,
      };
    });
  }

  async function viewOf(eventId: string, viewerId: string, matchId: string): Promise<Match | null> {
    const [row] = await matches.ofViewer(eventId, viewerId, matchId);
    return row ? toMatch(row, await matches.lastVisit(eventId, viewerId)) : null;
  }

  return {
    viewOf,

    /**
     * Records the viewer's answer about the person of their prospect row (null takes it back). When
     * the other person had said INTERESTED too, the two are matched in their direct conversation and
     * both are told; the match is answered. Once matched the answer stands: INTERESTED again answers
     * the match, anything else is refused.
     */
    async answer(eventId: string, viewerId: string, prospect: { id: string; userId: string }, input: AnswerInput): Promise<Match | null> {
      const at = now();
      const outcome = await matches.answerAndMatch(
        { eventId, viewerId, prospectId: prospect.id, userId: prospect.userId, ...input, at },
        { id: newId(), conversationId: newId() },
      );
      if ('matchedBefore' in outcome) {
        if (input.interest !== 'INTERESTED') throw alreadyMatched();
        return viewOf(eventId, viewerId, outcome.matchedBefore.id);
      }
      const { made } = outcome;
      if (!made) return null;
      const event = { type: 'match.created' as const, eventId, matchId: made.id, conversationId: made.conversation_id };
      bus.publish([channels.user(made.user_low_id), channels.user(made.user_high_id)], { event });
      await notify?.matchMade({
        eventId,
        matchId: made.id,
        conversationId: made.conversation_id,
        userIds: [made.user_low_id, made.user_high_id],
      });
      return viewOf(eventId, viewerId, made.id);
    },

    /** How many matches (not ended by a block) the viewer has at each of these events. */
    countsOf: (viewerId: string, eventIds: readonly string[]) => matches.countsOf(viewerId, eventIds),

    /** The viewer's matches at the event, newest first, those made since their last visit marked new. */
    async list(viewer: Viewer, rawEventId: string): Promise<MatchesResponse> {
      const event = await access.member(viewer, rawEventId);
      const [rows, lastVisit] = await Promise.all([matches.ofViewer(event.id, viewer.id), matches.lastVisit(event.id, viewer.id)]);
      return { matches: rows.map((row) => toMatch(row, lastVisit)) };
    },

    /**
     * Records that the viewer has seen the event's matches made until `seenAt`, the newest their
     * screen showed: one made after their list loaded stays new. Never later than now, never back.
     */
    async markSeen(viewer: Viewer, rawEventId: string, { seenAt }: MatchesSeen): Promise<MatchesSeen> {
      const event = await access.member(viewer, rawEventId);
      await matches.recordVisit(event.id, viewer.id, Math.min(seenAt, now()));
      return { seenAt: (await matches.lastVisit(event.id, viewer.id))! };
    },

    async hostMatches(viewer: Viewer, rawEventId: string): Promise<HostMatchesResponse> {
      const event = await access.host(viewer, rawEventId);
      const [matchRows, introductionRows] = await Promise.all([matches.ofEvent(event.id), introductions.introductions(event.id)]);
      return { matches: matchRows.map(toHostMatch), introductions: introductionRows.map(toIntroduction) };
    },

    /**
     * A host introduces two joined guests: each gets the other as a prospect marked as introduced,
     * with facts and a reason from their two dossiers until the recompute this asks for writes the
     * event's own.
     */
    async introduce(viewer: Viewer, rawEventId: string, { userIds, note }: CreateIntroduction): Promise<Introduction> {
      const event = await access.host(viewer, rawEventId);
      const ids = userIds.map((id) => id.toLowerCase()) as [string, string];
      if (ids.includes(viewer.id)) throw badRequest('invalid_introduction', 'You cannot introduce yourself; introduce two of your guests.');
      const joined = await attendees.joinedAmong(event.id, ids);
      if (!ids.every((id) => joined.has(id))) {
        throw new ApiError(404, 'participant_not_found', 'Both people must have joined this event.');
      }
      if (await blocks.anyBetween(ids[0], ids[1])) {
        throw new ApiError(409, 'cannot_introduce', 'These two people cannot be introduced to each other.');
      }
      if (await matches.find(event.id, ids)) throw new ApiError(409, 'already_matched', 'These two people are already matched.');
      const sides = await introductionSides(event.id, ids);
      const id = await introductions.introduce(event.id, sides, { hostId: viewer.id, note: note || null, at: now() });
      bus.publish(ids.map(channels.user), { event: { type: 'prospects.updated', eventId: event.id } });
      await notify?.introduced({ eventId: event.id, introductionId: id, hostId: viewer.id, userIds: ids });
      await recompute.requestQuietly([event.id], 'introduction');
      return toIntroduction(await introductions.introduction(event.id, id));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
