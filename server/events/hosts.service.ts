import type { AddHost, HostInvitationAnswer, HostsAnswer, ReceivedHostInvitation, SentHostInvitation } from '../../shared/api/events.ts';
import { toE164 } from '../../shared/phone-number.ts';
import { newId } from '../db/ids.ts';
import type { HostInvitationRow } from '../db/host-invitations-schema.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { checkParticipantId, isUuid, type EventAccessRules, type Viewer } from './event-access.ts';
import { eventTimes, toEventHost } from './event-views.ts';
import type { EventsRepository } from './events.repository.ts';
import type { HostInvitationsRepository } from './host-invitations.repository.ts';
import type { ParticipantsRepository } from './participants.repository.ts';
import { isoTime } from '../http/iso-time.ts';

/** Someone was invited to co-host an event: the notification goes to them, if the number or account is theirs. */
export interface HostInvited {
  invitationId: string;
  eventId: string;
  eventName: string;
  inviterId: string;
  userId: string;
}

export interface HostsServiceDependencies {
  events: Pick<EventsRepository, 'hosts' | 'hostRole' | 'removeCohost'>;
  participants: Pick<ParticipantsRepository, 'findParticipant'>;
  invitations: HostInvitationsRepository;
  users: Pick<UsersRepository, 'findByPhone'>;
  access: EventAccessRules;
  defaultPhoneRegion: string;
  now: () => number;
  /** Tells the invitee; its failure is its own (the invitation stands). */
  onInvited?: (invitation: HostInvited) => Promise<void>;
}

const invitationNotFound = () => new ApiError(404, 'invitation_not_found', 'This co-host invitation does not exist or is not for you.');

/**
 * An event's hosts, and co-host invitations. A host invites by a phone number or a joined
 * participant; the person becomes a co-host only by accepting. The answer to the host is the
 * same whether the number has an account or not (no name, no picture, no "not found"), and a
 * declined invitation still reads as waiting, so nothing tells the host anything about a number
 * until its owner accepts.
 */
export function createHostsService({
  events,
  participants,
  invitations,
  users,
  access,
  defaultPhoneRegion,
  now,
  onInvited,
}: HostsServiceDependencies) {
  async function answer(eventId: string, canManage: boolean): Promise<HostsAnswer> {
    const [hosts, open] = await Promise.all([events.hosts(eventId), canManage ? invitations.openOfEvent(eventId) : Promise.resolve([])]);
    return {
      hosts: hosts.map(toEventHost),
      invitations: open.map((row): SentHostInvitation => ({
        id: row.id,
        phoneNumber: row.phone_number,
        participantName: row.phone_number === null ? row.user_name : null,
        createdAt: isoTime(Number(row.created_at)),
      })),
    };
  }

  /** The invitee's account, found only to tell them: never part of the host's answer. */
  async function inviteeOf(row: HostInvitationRow): Promise<string | undefined> {
    if (row.user_id !== null) return row.user_id;
    return (await users.findByPhone(row.phone_number!))?.id;
  }

  /** The invitation, if it is the viewer's (by account or number); anyone else gets the 404 of a missing one. */
  async function ownInvitation(viewer: Viewer, rawInvitationId: string): Promise<HostInvitationRow> {
    if (!isUuid(rawInvitationId)) throw invitationNotFound();
    const row = await invitations.find(rawInvitationId.toLowerCase());
    if (!row || (row.user_id !== viewer.id && row.phone_number !== viewer.phone_number)) throw invitationNotFound();
    if (row.state !== 'pending') throw new ApiError(409, 'invitation_closed', 'This invitation was already answered or withdrawn.');
    return row;
  }

  return {
    async hosts(viewer: Viewer, rawId: string): Promise<HostsAnswer> {
      const found = await access.view(viewer, rawId);
      return answer(found.event.id, found.canManage);
    },

    /** Invites a co-host by phone number, or from the event's joined participants. */
    async invite(viewer: Viewer, rawId: string, input: AddHost): Promise<HostsAnswer> {
      const { event } = await access.manage(viewer, rawId, 'invite co-hosts');
      let phoneNumber: string | null = null;
      let userId: string | null = null;
      if ('phoneNumber' in input) {
        phoneNumber = toE164(input.phoneNumber, defaultPhoneRegion);
        if (!phoneNumber) throw badRequest('invalid_phone_number', 'This is not a valid phone number.');
      } else {
        const participantId = checkParticipantId(input.participantId);
        const participant = await participants.findParticipant(participantId);
        if (!participant || participant.event_id !== event.id) {
          throw new ApiError(404, 'participant_not_found', 'This person is not a participant of this event.');
        }
        if (participant.state !== 'joined' || !participant.user_id) {
          throw new ApiError(409, 'participant_not_joined', 'Only someone who has joined the event can become a co-host.');
        }
        userId = participant.user_id;
      }
      const id = newId();
      const row = await invitations.insertOrFindOpen({
        id,
        event_id: event.id,
        phone_number: phoneNumber,
        user_id: userId,
        invited_by: viewer.id,
        state: 'pending',
        created_at: now(),
        answered_at: null,
      });
      // Only a new invitation tells its invitee: asking again while one is open changes nothing.
      if (row.id === id) {
        const invitee = await inviteeOf(row);
        if (invitee && invitee !== viewer.id) {
          await onInvited?.({ invitationId: row.id, eventId: event.id, eventName: event.name, inviterId: viewer.id, userId: invitee });
        }
      }
      return answer(event.id, true);
    },

    async withdrawInvitation(viewer: Viewer, rawId: string, rawInvitationId: string): Promise<HostsAnswer> {
      const { event } = await access.manage(viewer, rawId, 'withdraw co-host invitations');
      if (!isUuid(rawInvitationId) || !(await invitations.withdraw(event.id, rawInvitationId.toLowerCase(), now()))) {
        throw new ApiError(404, 'invitation_not_found', 'There is no open co-host invitation by this id.');
      }
      return answer(event.id, true);
    },

    async removeHost(viewer: Viewer, rawId: string, userId: string): Promise<HostsAnswer> {
      const { event } = await access.manage(viewer, rawId, 'remove co-hosts');
      if (!isUuid(userId)) throw badRequest('invalid_user_id', 'This user id is not valid.');
      const role = await events.hostRole(event.id, userId.toLowerCase());
      if (role === undefined) throw new ApiError(404, 'host_not_found', 'This person does not host this event.');
      if (role === 'creator') throw new ApiError(409, 'cannot_remove_creator', "The event's creator always hosts it.");
      await events.removeCohost(event.id, userId.toLowerCase());
      return answer(event.id, true);
    },

    /** The co-host invitations waiting for the viewer's answer. */
    async received(viewer: Viewer): Promise<ReceivedHostInvitation[]> {
      const rows = await invitations.pendingFor({ id: viewer.id, phoneNumber: viewer.phone_number });
      return rows.map((row) => {
        const times = eventTimes({ starts_at: Number(row.starts_at), ends_at: Number(row.ends_at), time_zone: row.time_zone });
        return {
          id: row.id,
          event: {
            id: row.event_id,
            name: row.event_name,
            startsAt: times.startsAt,
            endsAt: times.endsAt,
            timeZone: times.timeZone,
            multiDay: times.multiDay,
            place: row.place,
          },
          invitedByName: row.inviter_name,
          createdAt: isoTime(Number(row.created_at)),
        };
      });
    },

    /** The viewer accepts an invitation that is theirs: from now on they co-host the event. */
    async accept(viewer: Viewer, rawInvitationId: string): Promise<HostInvitationAnswer> {
      const row = await ownInvitation(viewer, rawInvitationId);
      if (!(await invitations.accept(row.id, viewer.id, now()))) {
        throw new ApiError(409, 'invitation_closed', 'This invitation was already answered or withdrawn.');
      }
      return { id: row.id, eventId: row.event_id, state: 'accepted' };
    },

    async decline(viewer: Viewer, rawInvitationId: string): Promise<HostInvitationAnswer> {
      const row = await ownInvitation(viewer, rawInvitationId);
      if (!(await invitations.decline(row.id, now()))) {
        throw new ApiError(409, 'invitation_closed', 'This invitation was already answered or withdrawn.');
      }
      return { id: row.id, eventId: row.event_id, state: 'declined' };
    },
  };
}

export type HostsService = ReturnType<typeof createHostsService>;
