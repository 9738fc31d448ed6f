import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventLimits, eventParamsSchema, eventSchema } from '../../shared/api/events.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { privateImmutableMedia, sendStoredMedia } from '../media/media-response.ts';
import type { MediaService } from '../media/media.service.ts';
import { readMultipartFile } from '../media/multipart-upload.ts';
import type { IntroVideoService } from './intro-video.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export interface IntroVideoRoutesDependencies {
  auth: Authenticator;
  introVideos: IntroVideoService;
  /** Serves the stored videos. */
  media: Pick<MediaService, 'open'>;
  /** PUBLIC_URL's origin, which links are built on when it is set. */
  publicOrigin: string | undefined;
}

/** An event's own intro video: upload, back to the default, and playback with byte ranges. */
export function introVideoRoutes({ auth, introVideos, media, publicOrigin }: IntroVideoRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: `Upload the event's own intro video (multipart field \`video\`: MP4, WebM or QuickTime, at most ${eventLimits.introVideoMaxBytes / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors, ...errorResponses(413, 415, 429) },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        // The upload is read only once the service has let the viewer in.
        const readVideo = async () => (await readMultipartFile(request, 'intro_video')).file;
        return introVideos.set(viewer, request.params.id, readVideo, requestOrigin(request, publicOrigin));
      },
    });

    routes.delete('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: 'Go back to the default intro video (hosts and admins)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) =>
        introVideos.clear(await auth.requireUser(request), request.params.id, requestOrigin(request, publicOrigin)),
    });

    routes.get('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: "The event's own intro video, for members, hosts and admins; answers byte ranges (206) for seeking",
        params: eventParamsSchema,
      },
      handler: async (request, reply) => {
        const record = await introVideos.record(await auth.requireUser(request), request.params.id);
        return sendStoredMedia(request, reply, media, record, { cacheControl: privateImmutableMedia });
      },
    });
  };
}
