import type { Meeting, MeetingsResponse, ProposeMeeting } from '../../shared/api/meetings.ts';
import { newId } from '../db/ids.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import { inviteLocation, meetingInvite } from './meeting-invite.ts';
import { eventForTime, mayAct, type MeetingAction } from './meeting-rules.ts';
import type { MatchedEvent, MeetingRow, MeetingsRepository } from './meetings.repository.ts';

export interface MeetingsServiceDependencies {
  meetings: MeetingsRepository;
  /** Whether either of the two blocked the other: blocked people arrange nothing. */
  isBlockedBetween: (userId: string, otherUserId: string) => Promise<boolean>;
  bus: RealtimeBus;
  now: () => number;
  /** Tells the other person of a proposed (or moved), accepted, declined or cancelled meeting, with their invite; its failure does not fail the action. */
  notify?: { meetingChanged(change: MeetingChange): Promise<void> };
}

/** A meeting proposed, accepted, declined or called off, for the other person (`recipientId`) to hear of. */
export interface MeetingChange {
  meetingId: string;
  conversationId: string;
  status: MeetingRow['status'];
  sequence: number;
  actorId: string;
  recipientId: string;
  eventName: string;
  startsAt: number;
  timeZone: string;
  /** The spot the two chose at the event, if any. */
  place: string | null;
  /** Proposed again at a new time (not a first proposal). */
  moved: boolean;
  /** The invite as the recipient's calendar reads it; `origin` is Tandem's public address. */
  invite: (origin: string) => string;
}

type Caller = { id: string };

const minute = 60_000;
const conversationNotFound = () => notFound('The conversation');
const meetingNotFound = () => notFound('The meeting');
const timeProblems = {
  past: 'That time has already passed. Choose a later one.',
  outside_event: 'Choose a time during the event, ending by the time it ends.',
};
const actionRefusals: Record<MeetingAction, string> = {
  accept: 'Only the other person can accept this time, while it is proposed.',
  decline: 'Only the other person can decline this time, while it is proposed.',
  reschedule: 'This meeting is over: propose a new one.',
  cancel: 'This meeting is already called off.',
};

/**
 * Meetings between two matches: one proposes a time during an event they are matched at, the
 * other accepts or declines; either moves or cancels it. Both are told live, and each can take
 * the invite into their calendar.
 */
export function createMeetingsService({ meetings, isBlockedBetween, bus, now, notify }: MeetingsServiceDependencies) {
  const otherOf = (match: MatchedEvent, userId: string) => (match.userLowId === userId ? match.userHighId : match.userLowId);

  function toMeeting(row: MeetingRow, event: MatchedEvent): Meeting {
    return {
      id: row.id,
      conversationId: row.conversation_id,
      event: { id: event.eventId, name: event.eventName, timeZone: event.timeZone },
      proposedBy: row.proposed_by,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      place: row.place,
      status: row.status,
      sequence: row.sequence,
      updatedAt: row.updated_at,
    };
  }

  /** The caller's matched events in this conversation; a stranger to it learns nothing (404). */
  async function matchedEventsOf(caller: Caller, conversationId: string): Promise<MatchedEvent[]> {
    const events = await meetings.matchedEventsOf(conversationId, caller.id);
    if (events.length === 0) throw conversationNotFound();
    return events;
  }

  async function refuseIfBlocked(caller: Caller, match: MatchedEvent) {
    if (await isBlockedBetween(caller.id, otherOf(match, caller.id))) {
      throw new ApiError(403, 'blocked', 'You cannot arrange a meeting with someone blocked.');
    }
  }

  /** The time a proposal asks for, placed in one of the pair's events. */
  function placeInEvent(
    events: readonly MatchedEvent[],
    proposal: ProposeMeeting,
  ): { event: MatchedEvent; startsAt: number; endsAt: number } {
    const endsAt = proposal.startsAt + proposal.durationMinutes * minute;
    const windows = events.map((event) => ({ id: event.matchId, startsAt: event.startsAt, endsAt: event.endsAt }));
    const found = eventForTime(windows, proposal.startsAt, endsAt, now());
    if (typeof found === 'string') throw new ApiError(422, found, timeProblems[found]);
    return { event: events.find((event) => event.matchId === found.id)!, startsAt: proposal.startsAt, endsAt };
  }

  function announce(match: MatchedEvent, row: MeetingRow) {
    bus.publish([channels.user(match.userLowId), channels.user(match.userHighId)], {
      event: { type: 'meeting.updated', conversationId: row.conversation_id, meetingId: row.id },
    });
  }

  /** The invite of the meeting for `readerId`'s calendar; `origin` is Tandem's public address. */
  async function inviteFor(readerId: string, row: MeetingRow, match: MatchedEvent) {
    const otherName = (await meetings.userName(otherOf(match, readerId))) ?? 'your match';
    return (origin: string) =>
      meetingInvite({
        meetingId: row.id,
        status: row.status,
        sequence: row.sequence,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        updatedAt: row.updated_at,
        eventName: match.eventName,
        location: inviteLocation(row.place, match.place ?? match.onlineUrl),
        otherName,
        chatUrl: `${origin}/p/chat/${encodeURIComponent(row.conversation_id)}`,
        host: new URL(origin).host,
      });
  }

  /** Tells the other person what `actorId` did: proposed, moved, accepted, declined or called off (with the invite that says so). */
  async function tell(actorId: string, row: MeetingRow, match: MatchedEvent) {
    if (!notify) return;
    const recipientId = otherOf(match, actorId);
    await notify.meetingChanged({
      meetingId: row.id,
      conversationId: row.conversation_id,
      status: row.status,
      sequence: row.sequence,
      actorId,
      recipientId,
      eventName: match.eventName,
      startsAt: row.starts_at,
      timeZone: match.timeZone,
      place: row.place,
      moved: row.status === 'proposed' && row.sequence > 0,
      invite: await inviteFor(recipientId, row, match),
    });
  }

  /** The meeting and its match, for one of its two people. */
  async function meetingOf(caller: Caller, id: string): Promise<{ row: MeetingRow; match: MatchedEvent }> {
    const row = await meetings.findById(id);
    const match = row && (await meetings.matchedEvent(row.match_id));
    if (!row || !match || (match.userLowId !== caller.id && match.userHighId !== caller.id)) throw meetingNotFound();
    return { row, match };
  }

  /**
   * Applies `action` to a meeting already read for the caller; `movedTo` is the match the meeting
   * moves to (a new time at another of the pair's events), read once by the caller.
   */
  async function act(
    caller: Caller,
    { row, match }: { row: MeetingRow; match: MatchedEvent },
    action: MeetingAction,
    changes: Parameters<MeetingsRepository['updateAt']>[2],
    movedTo: MatchedEvent = match,
  ) {
    if (!mayAct(action, { status: row.status, proposedBy: row.proposed_by }, caller.id))
      throw new ApiError(409, 'meeting_state', actionRefusals[action]);
    if (action !== 'cancel' && action !== 'decline') await refuseIfBlocked(caller, match);
    const updated = await meetings.updateAt(row.id, row.sequence, changes);
    if (!updated) throw new ApiError(409, 'meeting_changed', 'The meeting just changed. Look at it again before you answer.');
    announce(movedTo, updated);
    await tell(caller.id, updated, movedTo);
    return toMeeting(updated, movedTo);
  }

  /** Accept, decline or call off: only the status changes. */
  const answer = (action: 'accept' | 'decline' | 'cancel', status: MeetingRow['status']) => async (caller: Caller, id: string) =>
    act(caller, await meetingOf(caller, id), action, { status, updated_at: now() });

  return {
    async list(caller: Caller, conversationId: string): Promise<MeetingsResponse> {
      const events = await matchedEventsOf(caller, conversationId);
      const byMatch = new Map(events.map((event) => [event.matchId, event]));
      const rows = await meetings.ofConversation(conversationId);
      return {
        meetings: rows.filter((row) => byMatch.has(row.match_id)).map((row) => toMeeting(row, byMatch.get(row.match_id)!)),
        events: events.map((event) => ({
          id: event.eventId,
          name: event.eventName,
          timeZone: event.timeZone,
          startsAt: event.startsAt,
          endsAt: event.endsAt,
        })),
      };
    },

    async propose(caller: Caller, conversationId: string, proposal: ProposeMeeting): Promise<Meeting> {
      const events = await matchedEventsOf(caller, conversationId);
      const { event, startsAt, endsAt } = placeInEvent(events, proposal);
      await refuseIfBlocked(caller, event);
      const at = now();
      const row = await meetings.insertUnlessOpen({
        id: newId(),
        match_id: event.matchId,
        conversation_id: conversationId,
        proposed_by: caller.id,
        starts_at: startsAt,
        ends_at: endsAt,
        place: proposal.place?.trim() || null,
        status: 'proposed',
        sequence: 0,
        created_at: at,
        updated_at: at,
      });
      if (!row) throw new ApiError(409, 'meeting_exists', 'You already have a meeting on: change its time instead.');
      announce(event, row);
      await tell(caller.id, row, event);
      return toMeeting(row, event);
    },

    accept: answer('accept', 'accepted'),
    decline: answer('decline', 'declined'),
    cancel: answer('cancel', 'cancelled'),

    /** A new time (and place) for a meeting still on: it is proposed again, by the caller. */
    async reschedule(caller: Caller, id: string, proposal: ProposeMeeting): Promise<Meeting> {
      const loaded = await meetingOf(caller, id);
      const placed = placeInEvent(await matchedEventsOf(caller, loaded.row.conversation_id), proposal);
      const changes = {
        status: 'proposed',
        proposed_by: caller.id,
        match_id: placed.event.matchId,
        starts_at: placed.startsAt,
        ends_at: placed.endsAt,
        place: proposal.place?.trim() || null,
        updated_at: now(),
      } as const;
      return act(caller, loaded, 'reschedule', changes, placed.event);
    },

    /** The meeting as an iCalendar file for the caller's calendar; `origin` is Tandem's public address. */
    async invite(caller: Caller, id: string, origin: string): Promise<{ fileName: string; ics: string }> {
      const { row, match } = await meetingOf(caller, id);
      const ics = (await inviteFor(caller.id, row, match))(origin);
      return { fileName: `tandem-meeting-${row.id}.ics`, ics };
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
