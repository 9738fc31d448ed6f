import { ApiError, forbidden } from '../http/api-error.ts';
import type { UserWithDossier } from '../users/users.repository.ts';
import type { EventsRepository } from './events.repository.ts';
import type { ParticipantsRepository } from './participants.repository.ts';

/** The two event errors the web app shows verbatim (pinned by events.api.test.ts). */
export const eventNotFound = () => new ApiError(404, 'event_not_found', "The event you're looking for doesn't exist or has been removed.");
export const invalidEventId = () =>
  new ApiError(400, 'invalid_event_id', 'There was a problem with this event request. The event information may be invalid or corrupt.');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => uuidPattern.test(value);

/** A well-formed event id, lower-cased; anything else is a 400 before the database is asked. */
export function checkEventId(raw: string): string {
  if (!isUuid(raw)) throw invalidEventId();
  return raw.toLowerCase();
}

/** A well-formed participant id, lower-cased. */
export function checkParticipantId(raw: string): string {
  if (!isUuid(raw)) throw new ApiError(400, 'invalid_participant_id', 'This participant id is not valid.');
  return raw.toLowerCase();
}

export type Viewer = Pick<UserWithDossier, 'id' | 'role' | 'is_creator' | 'phone_number' | 'name'>;

export type EventAccessRules = ReturnType<typeof createEventAccess>;
export type EventAccess = Awaited<ReturnType<EventAccessRules['view']>>;

/**
 * Who may do what with an event. Seeing it: its joined members, its hosts and admins; to anyone
 * else a signed-in request answers 404 `event_not_found`, exactly as for an event that does not
 * exist, so ids cannot be probed. Managing it (edit, invite, remove, hosts): hosts and admins;
 * a member who asks gets 403.
 */
export function createEventAccess({ events, participants }: { events: EventsRepository; participants: ParticipantsRepository }) {
  async function view(viewer: Viewer, rawId: string) {
    const id = checkEventId(rawId);
    const event = await events.findEvent(id);
    if (!event) throw eventNotFound();
    const hostRole = await events.hostRole(id, viewer.id);
    const participant = await participants.joinedParticipant(id, viewer.id);
    const isAdmin = viewer.role === 'ADMIN';
    const isHost = hostRole !== undefined;
    if (!isHost && !isAdmin && !participant) throw eventNotFound();
    return { event, hostRole, isHost, isAdmin, participant, canManage: isHost || isAdmin };
  }

  return {
    view,
    async manage(viewer: Viewer, rawId: string, action: string) {
      const access = await view(viewer, rawId);
      if (!access.canManage) throw forbidden(`Only the event's hosts can ${action}.`);
      return access;
    },
  };
}
