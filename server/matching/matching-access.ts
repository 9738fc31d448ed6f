import type { EventRow } from '../db/schema.ts';
import { eventNotFound, type EventAccessRules, type Viewer } from '../events/event-access.ts';

export type MatchingAccess = ReturnType<typeof createMatchingAccess>;

/**
 * Who may see what of an event's matchmaking. Prospects and matches: its joined members only;
 * anyone else (a host who did not join, a revoked invitee, a removed participant, a stranger)
 * gets the 404 of a missing event and learns nothing. Host tools: hosts and admins; a member who
 * asks gets 403.
 */
export function createMatchingAccess(access: EventAccessRules) {
  return {
    async member(viewer: Viewer, rawEventId: string): Promise<EventRow> {
      const { event, participant } = await access.view(viewer, rawEventId);
      if (!participant) throw eventNotFound();
      return event;
    },

    async host(viewer: Viewer, rawEventId: string): Promise<EventRow> {
      return (await access.manage(viewer, rawEventId, "see the event's matches and introduce guests")).event;
    },
  };
}
