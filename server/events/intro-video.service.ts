import type { Readable } from 'node:stream';
import type { EventDetails } from '../../shared/api/events.ts';
import type { MediaRow } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { MediaService } from '../media/media.service.ts';
import type { EventAccessRules, Viewer } from './event-access.ts';
import type { EventDetailsBuilder } from './event-details.ts';
import type { EventsRepository } from './events.repository.ts';

export interface IntroVideoServiceDependencies {
  events: EventsRepository;
  access: EventAccessRules;
  eventDetails: EventDetailsBuilder;
  /** Where the videos are kept. */
  media: Pick<MediaService, 'uploadAndAttach' | 'find' | 'remove'>;
  now: () => number;
}

/** An event's own intro video, which its members watch before they meet (the default one otherwise). */
export function createIntroVideoService({ events, access, eventDetails, media, now }: IntroVideoServiceDependencies) {
  async function removeVideo(mediaId: string | null) {
    if (mediaId) await media.remove(mediaId);
  }

  return {
    /**
     * Makes an uploaded video the event's intro video, replacing (and removing) the one it had
     * when the upload was done (another upload may have replaced the one it had when it began).
     * Only hosts and admins may, and `receive` reads the upload only once that is settled. The
     * media module judges the type by the bytes (415) and holds the size limit (413).
     */
    async set(viewer: Viewer, rawId: string, receive: () => Promise<Readable | Uint8Array>, origin: string): Promise<EventDetails> {
      const found = await access.manage(viewer, rawId, 'change the intro video');
      const file = await receive();
      const { video, replaced, at } = await media.uploadAndAttach({ ownerId: viewer.id, kind: 'intro_video', file }, async (video) => {
        const at = now();
        return { video, at, replaced: await events.replaceIntroVideo(found.event.id, video.id, at) };
      });
      await removeVideo(replaced);
      return eventDetails({ ...found.event, intro_video_id: video.id, updated_at: at }, found, origin);
    },

    /** Goes back to the default intro video. */
    async clear(viewer: Viewer, rawId: string, origin: string): Promise<EventDetails> {
      const found = await access.manage(viewer, rawId, 'change the intro video');
      const at = now();
      await removeVideo(await events.replaceIntroVideo(found.event.id, null, at));
      return eventDetails({ ...found.event, intro_video_id: null, updated_at: at }, found, origin);
    },

    /** The custom intro video's record, for members, hosts and admins. */
    async record(viewer: Viewer, rawId: string): Promise<MediaRow> {
      const { event } = await access.view(viewer, rawId);
      const record = event.intro_video_id ? await media.find(event.intro_video_id) : undefined;
      if (!record) throw new ApiError(404, 'not_found', 'This event uses the default intro video.');
      return record;
    },
  };
}

export type IntroVideoService = ReturnType<typeof createIntroVideoService>;
