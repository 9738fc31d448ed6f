import type { z } from 'zod';
import type { createEventSchema, EventDetails, EventSummary, updateEventSchema } from '../../shared/api/events.ts';
import { newId } from '../db/ids.ts';
import type { EventRow } from '../db/schema.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import type { EventAccessRules, Viewer } from './event-access.ts';
import type { EventDetailsBuilder } from './event-details.ts';
import { toEventSummary } from './event-views.ts';
import type { EventsRepository } from './events.repository.ts';
import type { ParticipantsRepository } from './participants.repository.ts';

export type CreateEventInput = z.output<typeof createEventSchema>;
export type UpdateEventInput = z.output<typeof updateEventSchema>;

export interface EventsServiceDependencies {
  events: EventsRepository;
  participants: ParticipantsRepository;
  access: EventAccessRules;
  eventDetails: EventDetailsBuilder;
  now: () => number;
}

/** Epoch ms of an ISO date-time with offset (the schemas have checked its form). */
function parseInstant(value: string): number {
  const epoch = Date.parse(value);
  if (Number.isNaN(epoch)) throw new Error(`not an instant: ${value}`);
  return epoch;
}

export const canCreateEvents = (viewer: Pick<Viewer, 'role' | 'is_creator'>) => viewer.role === 'ADMIN' || viewer.is_creator === 1;

/** Events: creating, reading, editing, listing (their hosts are `hosts.service.ts`). */
export function createEventsService({ events, participants, access, eventDetails, now }: EventsServiceDependencies) {
  async function summaries(
    rows: (Pick<EventRow, 'id' | 'name' | 'starts_at' | 'ends_at' | 'time_zone' | 'place' | 'online_url'> & {
      is_host?: unknown;
      is_member?: unknown;
    })[],
  ): Promise<EventSummary[]> {
    const ids = rows.map((row) => row.id);
    const [hostNames, counts] = await Promise.all([events.hostNamesOf(ids), participants.countJoinedOf(ids)]);
    const namesByEvent = new Map<string, string[]>();
    for (const host of hostNames) {
      if (!host.name) continue;
      namesByEvent.set(host.event_id, [...(namesByEvent.get(host.event_id) ?? []), host.name]);
    }
    const at = now();
    return rows.map((row) =>
      toEventSummary(row, {
        hostNames: namesByEvent.get(row.id) ?? [],
        participantCount: counts.get(row.id) ?? 0,
        isHost: Boolean(Number(row.is_host ?? 0)),
        isMember: Boolean(Number(row.is_member ?? 0)),
        now: at,
      }),
    );
  }

  return {
    async create(viewer: Viewer, input: CreateEventInput, origin: string): Promise<EventDetails> {
      if (!canCreateEvents(viewer)) {
        throw new ApiError(
          403,
          'creator_required',
          'Only creators can create events. Ask the Tandem team to make you a creator: send a short request from the new event page.',
        );
      }
      const at = now();
      const row: EventRow = {
        id: newId(),
        name: input.name,
        description: input.description,
        starts_at: parseInstant(input.startsAt),
        ends_at: parseInstant(input.endsAt),
        time_zone: input.timeZone,
        place: input.place ?? null,
        online_url: input.onlineUrl ?? null,
        capacity: input.capacity ?? null,
        intro_video_id: null,
        created_by: viewer.id,
        created_at: at,
        updated_at: at,
      };
      await events.insertEvent(row, { userId: viewer.id, at });
      return eventDetails(row, { isHost: true, isAdmin: viewer.role === 'ADMIN', participant: undefined }, origin);
    },

    async get(viewer: Viewer, rawId: string, origin: string): Promise<EventDetails> {
      const found = await access.view(viewer, rawId);
      return eventDetails(found.event, found, origin);
    },

    async update(viewer: Viewer, rawId: string, changes: UpdateEventInput, origin: string): Promise<EventDetails> {
      const found = await access.manage(viewer, rawId, 'edit this event');
      const current = found.event;
      const next: EventRow = {
        ...current,
        name: changes.name ?? current.name,
        description: changes.description ?? current.description,
        starts_at: changes.startsAt !== undefined ? parseInstant(changes.startsAt) : current.starts_at,
        ends_at: changes.endsAt !== undefined ? parseInstant(changes.endsAt) : current.ends_at,
        time_zone: changes.timeZone ?? current.time_zone,
        place: changes.place !== undefined ? changes.place : current.place,
        online_url: changes.onlineUrl !== undefined ? changes.onlineUrl : current.online_url,
        capacity: changes.capacity !== undefined ? changes.capacity : current.capacity,
        updated_at: now(),
      };
      if (next.ends_at <= next.starts_at) throw badRequest('invalid_request', 'endsAt: The event must end after it starts.');
      if (!next.place && !next.online_url) throw badRequest('invalid_request', 'place: Give a place, an online link, or both.');
      if (next.capacity !== null) {
        const joined = await participants.countJoined(current.id);
        if (next.capacity < joined) {
          throw new ApiError(
            409,
            'capacity_below_members',
            `${joined} people have already joined, so the capacity cannot be less than ${joined}.`,
          );
        }
      }
      const { id: _id, created_by: _createdBy, created_at: _createdAt, ...update } = next;
      await events.updateEvent(current.id, update);
      return eventDetails(next, found, origin);
    },

    /** The viewer's events: upcoming ones soonest first, then past ones latest first. */
    async listMine(viewer: Viewer): Promise<EventSummary[]> {
      const list = await summaries(await events.eventsOfUser(viewer.id));
      const at = now();
      const endsAt = (event: EventSummary) => Date.parse(event.endsAt);
      const upcoming = list.filter((event) => endsAt(event) >= at).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      const past = list.filter((event) => endsAt(event) < at).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
      return [...upcoming, ...past];
    },

    async listAll(filter: { q?: string | undefined; limit: number }): Promise<EventSummary[]> {
      return summaries(await events.listEvents({ nameContains: filter.q, limit: filter.limit }));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
