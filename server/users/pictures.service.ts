import type { MediaRow } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import type { MediaService } from '../media/media.service.ts';
import type { UsersService } from './users.service.ts';

export interface PicturesServiceDependencies {
  media: Pick<MediaService, 'uploadAndAttach' | 'find'>;
  users: Pick<UsersService, 'setPicture'>;
}

/**
 * Profile pictures: an upload becomes media (checked and re-encoded as a square WebP by the media
 * module) and the user's picture at once; every signed-in user may see any picture.
 */
export function createPicturesService({ media, users }: PicturesServiceDependencies) {
  return {
    /**
     * Stores the upload as the user's new picture and answers its id. Refusals are the media
     * module's (413 file_too_large, 415 unsupported_media_type, 400 undecodable, 413 too_many_pixels),
     * and nothing is kept after one.
     */
    upload(userId: string, bytes: Uint8Array): Promise<{ picture_id: string }> {
      return media.uploadAndAttach({ ownerId: userId, kind: 'picture', bytes }, async (picture) => {
        await users.setPicture(userId, picture.id);
        return { picture_id: picture.id };
      });
    },

    /** A picture by its id; any other kind of media is not found here (voice notes and videos have their own rules). */
    async find(pictureId: string): Promise<MediaRow> {
      const record = await media.find(pictureId);
      if (record?.kind !== 'picture') throw notFound('That picture');
      return record;
    },
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;
