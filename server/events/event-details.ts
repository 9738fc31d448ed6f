import type { EventDetails } from '../../shared/api/events.ts';
import type { EventRow } from '../db/schema.ts';
import type { MediaService } from '../media/media.service.ts';
import type { EventAccess } from './event-access.ts';
import type { EventsRepository } from './events.repository.ts';
import { toEventDetails } from './event-views.ts';
import type { ParticipantsRepository } from './participants.repository.ts';

/** How the viewer stands with the event, as the details answer shows it. */
export type ViewerStanding = Pick<EventAccess, 'isHost' | 'isAdmin' | 'participant'>;

/**
 * The full answer about one event (hosts, member count, intro video, what the viewer may do),
 * which reading, creating and editing an event and changing its intro video all give.
 */
export function createEventDetails({
  events,
  participants,
  media,
}: {
  events: EventsRepository;
  participants: ParticipantsRepository;
  /** The intro video's record is the media module's. */
  media: Pick<MediaService, 'find'>;
}) {
  return async function eventDetails(row: EventRow, standing: ViewerStanding, origin: string): Promise<EventDetails> {
    const [hosts, participantCount, introVideo] = await Promise.all([
      events.hosts(row.id),
      participants.countJoined(row.id),
      row.intro_video_id ? media.find(row.intro_video_id) : Promise.resolve(undefined),
    ]);
    return toEventDetails(row, {
      hosts,
      participantCount,
      introVideo,
      origin,
      viewer: {
        isHost: standing.isHost,
        isAdmin: standing.isAdmin,
        isMember: standing.participant !== undefined,
        participantId: standing.participant?.id ?? null,
        canEdit: standing.isHost || standing.isAdmin,
        sharesContactWithHosts: standing.participant ? Number(standing.participant.contact_shared_with_hosts) === 1 : null,
      },
    });
  };
}

export type EventDetailsBuilder = ReturnType<typeof createEventDetails>;
