import type { z } from 'zod';
import type {
  ProspectsAcrossEvents,
  ProspectsResponse,
  ProspectsStatus,
  SetInterestResponse,
  setInterestSchema,
} from '../../shared/api/matching.ts';
import type { Viewer } from '../events/event-access.ts';
import { ApiError } from '../http/api-error.ts';
import type { AttendeesRepository } from './attendees.repository.ts';
import type { MatchingAccess } from './matching-access.ts';
import { toProspect } from './matching-views.ts';
import type { MatchesService } from './matches.service.ts';
import type { ProspectsRepository } from './prospects.repository.ts';
import type { RecomputeService } from './recompute.service.ts';

export type SetInterestInput = z.output<typeof setInterestSchema>;

export interface ProspectsServiceDependencies {
  access: MatchingAccess;
  prospects: Pick<ProspectsRepository, 'list' | 'listsOf' | 'findVisible'>;
  attendees: Pick<AttendeesRepository, 'hasDossierDocument' | 'joinedEvents'>;
  matches: Pick<MatchesService, 'answer' | 'countsOf'>;
  recompute: Pick<RecomputeService, 'statuses'>;
}

const prospectNotFound = () => new ApiError(404, 'prospect_not_found', 'This person is no longer among your prospects.');

/**
 * A guest's prospects at the events they joined, and what they say of each: an answer can be
 * taken back until it made a match, and INTERESTED to someone who said it too makes one.
 */
export function createProspectsService({ access, prospects, attendees, matches, recompute }: ProspectsServiceDependencies) {
  /** no_dossier before the viewer's dossier has a document; else the events' job says computing or ready. */
  async function statusesFor(viewerId: string, eventIds: string[]): Promise<Map<string, ProspectsStatus>> {
    const [hasDossier, statuses] = await Promise.all([attendees.hasDossierDocument(viewerId), recompute.statuses(eventIds, viewerId)]);
    if (hasDossier) return statuses;
    return new Map(eventIds.map((eventId) => [eventId, 'no_dossier' as const]));
  }

  return {
    async list(viewer: Viewer, rawEventId: string): Promise<ProspectsResponse> {
      const event = await access.member(viewer, rawEventId);
      const [statuses, rows] = await Promise.all([statusesFor(viewer.id, [event.id]), prospects.list(event.id, viewer.id)]);
      return { status: statuses.get(event.id)!, prospects: rows.map(toProspect) };
    },

    /** Every event the viewer joined, latest first, with their prospects there and how many matches they have. */
    async acrossEvents(viewer: Viewer): Promise<ProspectsAcrossEvents> {
      const events = await attendees.joinedEvents(viewer.id);
      const eventIds = events.map((event) => event.id);
      const [statuses, counts, lists] = await Promise.all([
        statusesFor(viewer.id, eventIds),
        matches.countsOf(viewer.id, eventIds),
        prospects.listsOf(eventIds, viewer.id),
      ]);
      return {
        events: events.map((event, index) => ({
          event: { id: event.id, name: event.name, startsAt: event.starts_at, timeZone: event.time_zone },
          status: statuses.get(event.id)!,
          prospects: lists[index]!.map(toProspect),
          matchCount: counts.get(event.id) ?? 0,
        })),
      };
    },

    /**
     * Records the viewer's answer (null takes it back). Once the two are matched the answer
     * stands: INTERESTED again answers the match, anything else is refused.
     */
    async setInterest(viewer: Viewer, rawEventId: string, prospectId: string, input: SetInterestInput): Promise<SetInterestResponse> {
      const event = await access.member(viewer, rawEventId);
      const row = await prospects.findVisible(event.id, viewer.id, prospectId);
      if (!row) throw prospectNotFound();
      const match = await matches.answer(
        event.id,
        viewer.id,
        { id: row.id, userId: row.user_id },
        {
          interest: input.interest,
          reason: input.interest === 'NOT_INTERESTED' ? (input.reason ?? null) : null,
          actionSource: input.actionSource,
        },
      );
      // A row shown only for its INTERESTED leaves the list when that answer changes: answer it as it now stands.
      const updated = (await prospects.findVisible(event.id, viewer.id, prospectId)) ?? { ...row, interest: input.interest };
      return { prospect: toProspect(updated), match };
    },
  };
}

export type ProspectsService = ReturnType<typeof createProspectsService>;
