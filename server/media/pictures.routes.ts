import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import { pictureUploadResponseSchema } from '../../shared/api/users.ts';
import { limits } from '../../shared/limits.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { newId } from '../db/ids.ts';
import { ApiError, badRequest, notFound } from '../http/api-error.ts';
import type { UsersService } from '../users/users.service.ts';
import type { createMediaRepository } from './media.repository.ts';
import type { MediaStorage } from './media-storage.ts';
import { PictureError, toProfilePicture } from './picture-processing.ts';

const pictureErrorStatus = { unsupported_type: 415, undecodable: 400, too_many_pixels: 413 } as const;

export interface PicturesRoutesDependencies {
  auth: Authenticator;
  users: UsersService;
  /** The media records (until the media module's upload path replaces this route's own). */
  media: ReturnType<typeof createMediaRepository>;
  storage: MediaStorage;
  now: () => number;
}

export function picturesRoutes({ auth, users, media, storage, now }: PicturesRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/users/me/picture', {
      schema: {
        tags: ['users'],
        summary: 'Upload a profile picture (multipart field `picture`: JPEG, PNG, WebP or HEIC, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: pictureUploadResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data.');
        const file = await request.file({ limits: { fileSize: limits.pictureMaxBytes, files: 1 } });
        if (!file) throw badRequest('missing_file', 'Choose a picture to upload.');
        const bytes = await file.toBuffer();
        // The size limit can fire after the last chunk is read, so check the stream's own flag too.
        if (file.file.truncated) {
          throw new ApiError(413, 'file_too_large', `A picture can be at most ${limits.pictureMaxBytes / 1024 / 1024} MB.`);
        }

        let picture: Awaited<ReturnType<typeof toProfilePicture>>;
        try {
          picture = await toProfilePicture(bytes, limits.pictureSizePixels);
        } catch (error) {
          if (error instanceof PictureError) throw new ApiError(pictureErrorStatus[error.reason], error.reason === 'unsupported_type' ? 'unsupported_media_type' : error.reason, error.message);
          throw error;
        }

        const pictureId = newId();
        const storageKey = `pictures/${pictureId}.webp`;
        await storage.put(storageKey, picture.data, picture.contentType);
        await media.insert({
          id: pictureId,
          owner_id: viewer.id,
          kind: 'picture',
          content_type: picture.contentType,
          size_bytes: picture.data.length,
          storage_key: storageKey,
          width: picture.width,
          height: picture.height,
          duration_ms: null,
          created_at: now(),
        });
        await users.setPicture(viewer.id, pictureId);
        return { picture_id: pictureId };
      },
    });

    routes.get('/api/pictures/:id', {
      schema: {
        tags: ['users'],
        summary: 'A profile picture (signed-in users only)',
        params: z.object({ id: z.string().min(1).max(64) }),
      },
      handler: async (request, reply) => {
        await auth.requireUser(request);
        const record = await media.findById(request.params.id);
        const stored = record?.kind === 'picture' ? await storage.get(record.storage_key) : null;
        if (!record || !stored) throw notFound('That picture');
        // Picture ids never change content, so browsers may keep them; private to the signed-in viewer.
        return reply
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-length', stored.size)
          .type(record.content_type)
          .send(stored.stream);
      },
    });
  };
}
