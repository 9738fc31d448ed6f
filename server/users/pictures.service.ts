import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { MediaRow, Role } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import type { MediaService } from '../media/media.service.ts';
import type { PicturesRepository } from './pictures.repository.ts';
import type { UsersService } from './users.service.ts';

export interface PicturesServiceDependencies {
  media: Pick<MediaService, 'uploadAndAttach' | 'find' | 'remove'>;
  users: Pick<UsersService, 'setPicture'>;
  pictures: PicturesRepository;
  logger: Pick<Logger, 'warn'>;
}

/** Who asks for a picture. */
export interface PictureViewer {
  id: string;
  role: Role;
}

/**
 * Profile pictures: an upload becomes media (checked and re-encoded as a square WebP by the media
 * module) and the user's picture at once. A picture is seen by its owner, admins, and people who
 * share an event, a match or a conversation with its owner; to anyone else it does not exist.
 */
export function createPicturesService({ media, users, pictures, logger }: PicturesServiceDependencies) {
  return {
    /**
     * Stores the upload as the user's new picture and answers its id; the picture it replaces is
     * deleted, bytes and all, as the person meant it to be gone. Refusals are the media module's
     * (413 file_too_large, 415 unsupported_media_type, 400 undecodable, 413 too_many_pixels,
     * 429 too_many_uploads), and nothing is kept after one.
     */
    async upload(userId: string, file: Readable | Uint8Array): Promise<{ picture_id: string }> {
      const { pictureId, replaced } = await media.uploadAndAttach({ ownerId: userId, kind: 'picture', file }, async (picture) => ({
        pictureId: picture.id,
        replaced: await users.setPicture(userId, picture.id),
      }));
      // The new picture is set either way: a failure here leaves the old bytes behind, never the user without a picture.
      if (replaced) {
        await media
          .remove(replaced)
          .catch((error: unknown) => logger.warn({ err: error, mediaId: replaced }, 'removing a replaced picture failed'));
      }
      return { picture_id: pictureId };
    },

    /**
     * A picture by its id, for a viewer allowed to see it. Any other kind of media, and a picture
     * the viewer may not see, is the same 404 as a missing one, so the answer tells nothing.
     */
    async find(viewer: PictureViewer, pictureId: string): Promise<MediaRow> {
      const record = await media.find(pictureId);
      if (record?.kind !== 'picture') throw notFound('That picture');
      if (record.owner_id === viewer.id || viewer.role === 'ADMIN') return record;
      if (!(await pictures.share(viewer.id, record.owner_id))) throw notFound('That picture');
      return record;
    },
  };
}

export type PicturesService = ReturnType<typeof createPicturesService>;
