import { defaultIntroVideoUrl, type EventDetails, type EventHost, type EventSummary } from '../../shared/api/events.ts';
import { isMultiDay, toZonedIso } from '../../shared/time-zones.ts';
import type { EventHostRole, EventRow, MediaRow } from '../db/schema.ts';
import { isoTime } from '../http/iso-time.ts';

/** Event rows to API shapes. Links are absolute, built on the origin the browser used. */

export const joinUrl = (origin: string, eventId: string) => `${origin}/p/joinEvent/${eventId}`;
export const introVideoPath = (eventId: string) => `/api/events/${eventId}/intro-video`;

export interface HostRow {
  user_id: string;
  role: EventHostRole;
  name: string | null;
  picture_id: string | null;
}

export const toEventHost = (host: HostRow): EventHost => ({
  userId: host.user_id,
  name: host.name,
  pictureId: host.picture_id,
  role: host.role,
});

/** Start and end with the offset of the event's zone, and whether they fall on different dates there. */
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
    hosts: extra.hosts.map(toEventHost),
    hostName: creator?.name ?? null,
    joinUrl: joinUrl(extra.origin, event.id),
    participantCount: extra.participantCount,
    createdBy: event.created_by,
    createdAt: isoTime(event.created_at),
    updatedAt: isoTime(event.updated_at),
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
