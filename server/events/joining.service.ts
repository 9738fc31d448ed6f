import { memberHashSchema, type EventPreview, type HostContactSharing, type Participation } from '../../shared/api/events.ts';
import { newId } from '../db/ids.ts';
import type { EventParticipantRow, EventParticipantsTable } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { checkEventId, eventNotFound, type Viewer } from './event-access.ts';
import { eventTimes } from './event-views.ts';
import type { EventsRepository } from './events.repository.ts';
import { toParticipation } from './participant-views.ts';
import type { ParticipantQueries, ParticipantsRepository } from './participants.repository.ts';

export interface JoiningServiceDependencies {
  events: Pick<EventsRepository, 'findEvent' | 'hosts'>;
  participants: ParticipantsRepository;
  now: () => number;
  /** Called after someone becomes a member (not on a repeated join): matching recomputes the event's prospects. */
  onJoined?: (eventId: string, userId: string) => Promise<void>;
}

const hashErrors = {
  invalid: () =>
    new ApiError(
      400,
      'invalid_member_hash',
      'This personal link is not valid. Check that you opened the whole link, or ask the host for a new one.',
    ),
  unknown: () =>
    new ApiError(
      404,
      'member_hash_not_found',
      'This personal link is not valid. Check that you opened the whole link, or ask the host for a new one.',
    ),
  otherEvent: () =>
    new ApiError(400, 'member_hash_wrong_event', 'This personal link belongs to another event. Open the link exactly as you received it.'),
  revoked: () => new ApiError(410, 'invitation_revoked', "This invitation was withdrawn by the event's hosts. Ask them for a new link."),
  removed: () =>
    new ApiError(403, 'removed_from_event', "The event's hosts removed this invitation. Ask them if you think this is a mistake."),
  used: () =>
    new ApiError(
      409,
      'member_hash_used',
      'This personal link was already used by another account. Sign in with the account that used it, or ask the host for your own link.',
    ),
};

const eventFull = (capacity: number) =>
  new ApiError(
    409,
    'event_full',
    `This event is full: it has reached its capacity of ${capacity} ${capacity === 1 ? 'participant' : 'participants'}. Ask the hosts whether a place frees up.`,
  );

/** Joining an event: the public preview of the join page, and the join itself (by the event link or a personal one). */
export function createJoiningService({ events, participants, now, onJoined }: JoiningServiceDependencies) {
  /** The invitation behind a personal link of this event; every unusable case is a clear 4xx. */
  async function resolveHash(queries: ParticipantQueries, eventId: string, rawHash: string): Promise<EventParticipantRow> {
    if (!memberHashSchema.safeParse(rawHash).success) throw hashErrors.invalid();
    const row = await queries.findByMemberHash(rawHash);
    if (!row) throw hashErrors.unknown();
    if (row.event_id !== eventId) throw hashErrors.otherEvent();
    if (row.state === 'revoked') throw hashErrors.revoked();
    if (row.state === 'removed') throw hashErrors.removed();
    return row;
  }

  return {
    /** The public join page's header: name, hosts, dates; a valid personal link names its invitee (the name only: whoever holds the link sees it). */
    async preview(rawId: string, rawHash: string | undefined): Promise<EventPreview> {
      const id = checkEventId(rawId);
      const event = await events.findEvent(id);
      if (!event) throw eventNotFound();
      const invitation = rawHash ? await resolveHash(participants, id, rawHash) : undefined;
      const [hosts, joined] = await Promise.all([events.hosts(id), participants.countJoined(id)]);
      return {
        id: event.id,
        name: event.name,
        hostNames: hosts.flatMap((host) => (host.name ? [host.name] : [])),
        ...eventTimes(event),
        place: event.place,
        isOnline: event.online_url !== null,
        isFull: event.capacity !== null && joined >= event.capacity,
        isOver: now() >= event.ends_at,
        invitee: invitation
          ? {
              participantId: invitation.id,
              name: invitation.name,
              joined: invitation.state === 'joined',
            }
          : null,
      };
    },

    /**
     * Makes the signed-in user a member. Idempotent: a member asking again gets the same answer
     * and nothing changes. Race-safe: the event row is locked (PostgreSQL) or the single SQLite
     * writer holds the transaction, so the capacity check and the insert cannot interleave, and
     * the unique index on joined (event, user) refuses a duplicate member whatever happens.
     */
    async join(
      viewer: Viewer,
      rawId: string,
      {
        memberHash: rawHash,
        shareContactWithHosts = false,
      }: { memberHash?: string | undefined; shareContactWithHosts?: boolean | undefined },
    ): Promise<Participation> {
      const id = checkEventId(rawId);
      // Already a member (a second tap, a reload): answer without opening a write transaction.
      const member = await participants.joinedParticipant(id, viewer.id);
      if (member) return toParticipation(member);
      let joinedNow = false;
      const result = await participants.transaction(async (queries) => {
        const event = await queries.lockEvent(id);
        if (!event) throw eventNotFound();
        const existing = await queries.joinedParticipant(id, viewer.id);
        if (existing) return existing;
        joinedNow = true;

        let invitation: EventParticipantRow | undefined;
        if (rawHash) {
          invitation = await resolveHash(queries, id, rawHash);
          if (invitation.state === 'joined') throw hashErrors.used();
        } else {
          if (await queries.wasRemoved(id, viewer.id)) {
            throw new ApiError(403, 'removed_from_event', "The event's hosts removed you from this event. Ask them to invite you again.");
          }
          // A host pre-registered this number: joining by the event link takes that invitation.
          invitation = await queries.findOpenInvitationByPhone(id, viewer.phone_number);
        }

        if (event.capacity !== null && (await queries.countJoined(id)) >= event.capacity) throw eventFull(event.capacity);

        const at = now();
        if (invitation) {
          if (!(await queries.bindInvitation(invitation.id, viewer.id, at, shareContactWithHosts))) throw hashErrors.used();
          return (await queries.findParticipant(invitation.id))!;
        }
        const row: EventParticipantsTable = {
          id: newId(),
          event_id: id,
          user_id: viewer.id,
          state: 'joined',
          name: null,
          phone_number: null,
          email: null,
          member_hash: null,
          invited_by: null,
          invited_at: null,
          joined_at: at,
          revoked_at: null,
          removed_at: null,
          contact_shared_with_hosts: shareContactWithHosts ? 1 : 0,
          created_at: at,
          updated_at: at,
        };
        if (await queries.insertParticipantIfAbsent(row)) return row;
        const raced = await queries.joinedParticipant(id, viewer.id);
        if (!raced) throw new Error('join: insert refused but no membership found');
        return raced;
      });
      if (joinedNow) await onJoined?.(id, viewer.id);
      return toParticipation(result);
    },

    /** A member lets the event's hosts see their phone number and email, or stops. */
    async setContactSharing(viewer: Viewer, rawId: string, shareWithHosts: boolean): Promise<HostContactSharing> {
      const id = checkEventId(rawId);
      if (!(await participants.setContactSharedWithHosts(id, viewer.id, shareWithHosts, now()))) {
        throw new ApiError(404, 'not_a_member', 'You have not joined this event, so there is nothing of yours to share with its hosts.');
      }
      return { shareWithHosts };
    },
  };
}

export type JoiningService = ReturnType<typeof createJoiningService>;
