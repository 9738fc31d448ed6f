import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pictureUploadResponseSchema } from '../../shared/api/users.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import { privateImmutableMedia, sendStoredMedia } from '../media/media-response.ts';
import type { MediaService } from '../media/media.service.ts';
import { readMultipartFile } from '../media/multipart-upload.ts';
import type { PicturesService } from './pictures.service.ts';

export interface PicturesRoutesDependencies {
  auth: Authenticator;
  pictures: PicturesService;
  /** Serves the stored bytes. */
  media: Pick<MediaService, 'open'>;
}

/** Profile pictures: the signed-in user's upload, and a picture for those who share something with its owner. */
export function picturesRoutes({ auth, pictures, media }: PicturesRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/users/me/picture', {
      schema: {
        tags: ['users'],
        summary: 'Upload a profile picture (multipart field `picture`: JPEG, PNG, WebP or HEIC, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: pictureUploadResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        const { file } = await readMultipartFile(request, 'picture');
        return pictures.upload(viewer.id, file);
      },
    });

    routes.get('/api/pictures/:id', {
      schema: {
        tags: ['users'],
        summary:
          'A profile picture: for its owner, admins, and people who share an event, a match or a conversation with its owner; 404 to anyone else',
        params: z.object({ id: z.string().min(1).max(64) }),
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        return sendStoredMedia(request, reply, media, await pictures.find(viewer, request.params.id), {
          cacheControl: privateImmutableMedia,
        });
      },
    });
  };
}
