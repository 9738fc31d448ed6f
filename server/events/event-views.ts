import {
  defaultIntroVideoUrl,
  type EventDetails,
  type EventSummary,
  type EventTableRow,
  type Participant,
} from '../../shared/api/events.ts';
import type { EventHostRole, EventRow, MediaRow } from '../db/schema.ts';
import { isMultiDay, toZonedIso } from '../../shared/time-zones.ts';
import type { ParticipantWithUser } from './events.repository.ts';

/** Rows to API shapes. Links are absolute, built on the origin the browser used. */

export const joinUrl = (origin: string, eventId: string) => `${origin}/p/joinEvent/${eventId}`;
export const memberLink = (origin: string, eventId: string, hash: string) => `${origin}/p/joinEvent/${eventId}/member-hash/${hash}`;
export const introVideoPath = (eventId: string) => `/api/events/${eventId}/intro-video`;

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

export interface HostRow {
  user_id: string;
  role: EventHostRole;
  name: string | null;
  picture_id: string | null;
}

export function eventTimes(event: Pick<EventRow, 'starts_at' | 'ends_at' | 'time_zone'>) {
  return {
    startsAt: toZonedIso(event.starts_at, event.time_zone),
    endsAt: toZonedIso(event.ends_at, event.time_zone),
    timeZone: event.time_zone,
    multiDay: isMultiDay(event.starts_at, event.ends_at, event.time_zone),
  };
}

export function toEventDetails(
  event: EventRow,
  extra: {
    hosts: HostRow[];
    participantCount: number;
    introVideo: MediaRow | undefined;
    origin: string;
    viewer: EventDetails['viewer'];
  },
): EventDetails {
  const creator = extra.hosts.find((host) => host.role === 'creator');
  return {
    id: event.id,
    name: event.name,
    description: event.description,
    ...eventTimes(event),
    place: event.place,
    onlineUrl: event.online_url,
    capacity: event.capacity,
    introVideo: extra.introVideo
      ? { id: extra.introVideo.id, url: introVideoPath(event.id), isDefault: false, contentType: extra.introVideo.content_type }
      : { id: 'default', url: defaultIntroVideoUrl, isDefault: true, contentType: null },
    hosts: extra.hosts.map((host) => ({ userId: host.user_id, name: host.name, pictureId: host.picture_id, role: host.role })),
    hostName: creator?.name ?? null,
    joinUrl: joinUrl(extra.origin, event.id),
    participantCount: extra.participantCount,
    createdBy: event.created_by,
    createdAt: new Date(event.created_at).toISOString(),
    updatedAt: new Date(event.updated_at).toISOString(),
    viewer: extra.viewer,
  };
}

export function toEventSummary(
  event: Pick<EventRow, 'id' | 'name' | 'starts_at' | 'ends_at' | 'time_zone' | 'place' | 'online_url'>,
  extra: { hostNames: string[]; participantCount: number; isHost: boolean; isMember: boolean; now: number },
): EventSummary {
  return {
    id: event.id,
    name: event.name,
    ...eventTimes(event),
    place: event.place,
    onlineUrl: event.online_url,
    hostNames: extra.hostNames,
    participantCount: extra.participantCount,
    isHost: extra.isHost,
    isMember: extra.isMember,
    isPast: event.ends_at < extra.now,
  };
}

function onboardingOf(row: ParticipantWithUser) {
  if (row.state !== 'joined' && row.state !== 'removed') return null;
  if (row.user_id === null) return null;
  return {
    hasDetails: Boolean(row.user_name) && Boolean(row.user_email),
    hasPicture: row.user_picture_id !== null,
    hasDossier: Number(row.has_dossier) === 1,
  };
}

/** The account's details once bound to one, else the invitee's as the host typed them. */
function contactOf(row: ParticipantWithUser) {
  return {
    name: row.user_name ?? row.invitee_name,
    phoneNumber: row.user_phone ?? row.invitee_phone,
    email: row.user_email ?? row.invitee_email,
  };
}

export function toParticipant(row: ParticipantWithUser, options: { origin: string; showLink: boolean }): Participant {
  return {
    id: row.id,
    eventId: row.event_id,
    state: row.state,
    userId: row.user_id,
    ...contactOf(row),
    invited: row.invited_at !== null,
    isHost: row.host_role !== null,
    invitedAt: iso(row.invited_at),
    joinedAt: iso(row.joined_at),
    link: options.showLink && row.state === 'invited' && row.member_hash ? memberLink(options.origin, row.event_id, row.member_hash) : null,
    onboarding: onboardingOf(row),
  };
}

export function toTableRow(row: ParticipantWithUser): EventTableRow {
  return {
    participantId: row.id,
    userId: row.user_id,
    ...contactOf(row),
    linkedin: row.user_linkedin,
    state: row.state,
    isHost: row.host_role !== null,
    invitedAt: iso(row.invited_at),
    joinedAt: iso(row.joined_at),
    onboarding: onboardingOf(row),
    // Prospects and matches come with the matching issue; until then every participant has none.
    prospects: 0,
    matches: 0,
  };
}
