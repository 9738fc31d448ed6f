import { fileTypeFromBuffer } from 'file-type';
import { eventLimits, type EventDetails } from '../../shared/api/events.ts';
import { newId } from '../db/ids.ts';
import type { MediaRow } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { EventAccessRules, Viewer } from './event-access.ts';
import type { EventDetailsBuilder } from './event-details.ts';
import type { EventsRepository } from './events.repository.ts';

export interface IntroVideoServiceDependencies {
  events: EventsRepository;
  access: EventAccessRules;
  eventDetails: EventDetailsBuilder;
  storage: MediaStorage;
  now: () => number;
}

const introVideoExtensions: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' };

/** An event's own intro video, which its members watch before they meet (the default one otherwise). */
export function createIntroVideoService({ events, access, eventDetails, storage, now }: IntroVideoServiceDependencies) {
  async function removeVideo(mediaId: string | null) {
    if (!mediaId) return;
    const record = await events.findMedia(mediaId);
    if (!record) return;
    await events.deleteMedia(mediaId);
    await storage.delete(record.storage_key);
  }

  return {
    /** Stores an uploaded intro video (type from its bytes) and makes it the event's. */
    async set(viewer: Viewer, rawId: string, bytes: Buffer, origin: string): Promise<EventDetails> {
      const found = await access.manage(viewer, rawId, 'change the intro video');
      const detected = await fileTypeFromBuffer(bytes);
      const contentType = detected?.mime === 'video/x-m4v' ? 'video/mp4' : detected?.mime;
      const extension = contentType ? introVideoExtensions[contentType] : undefined;
      if (!contentType || !extension) {
        throw new ApiError(415, 'unsupported_media_type', 'This file is not a video Tandem can play. Use an MP4, WebM or QuickTime (.mov) video.');
      }
      if (bytes.length > eventLimits.introVideoMaxBytes) {
        throw new ApiError(413, 'file_too_large', `An intro video can be at most ${eventLimits.introVideoMaxBytes / 1024 / 1024} MB.`);
      }
      const mediaId = newId();
      const storageKey = `intro-videos/${mediaId}.${extension}`;
      await storage.put(storageKey, bytes, contentType);
      const at = now();
      await events.insertMedia({
        id: mediaId,
        owner_id: viewer.id,
        kind: 'intro_video',
        content_type: contentType,
        size_bytes: bytes.length,
        storage_key: storageKey,
        width: null,
        height: null,
        duration_ms: null,
        created_at: at,
      });
      await events.updateEvent(found.event.id, { intro_video_id: mediaId, updated_at: at });
      await removeVideo(found.event.intro_video_id);
      return eventDetails({ ...found.event, intro_video_id: mediaId, updated_at: at }, found, origin);
    },

    /** Goes back to the default intro video. */
    async clear(viewer: Viewer, rawId: string, origin: string): Promise<EventDetails> {
      const found = await access.manage(viewer, rawId, 'change the intro video');
      const at = now();
      await events.updateEvent(found.event.id, { intro_video_id: null, updated_at: at });
      await removeVideo(found.event.intro_video_id);
      return eventDetails({ ...found.event, intro_video_id: null, updated_at: at }, found, origin);
    },

    /** The custom intro video's record, for members, hosts and admins. */
    async record(viewer: Viewer, rawId: string): Promise<MediaRow> {
      const { event } = await access.view(viewer, rawId);
      const record = event.intro_video_id ? await events.findMedia(event.intro_video_id) : undefined;
      if (!record) throw new ApiError(404, 'not_found', 'This event uses the default intro video.');
      return record;
    },
  };
}

export type IntroVideoService = ReturnType<typeof createIntroVideoService>;
