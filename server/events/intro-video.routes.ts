import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventLimits, eventParamsSchema, eventSchema } from '../../shared/api/events.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { IntroVideoService } from './intro-video.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export interface IntroVideoRoutesDependencies {
  auth: Authenticator;
  introVideos: IntroVideoService;
  /** Where the videos' bytes are (until the media module's byte-range server replaces this route's own). */
  storage: MediaStorage;
  /** PUBLIC_URL's origin, which links are built on when it is set. */
  publicOrigin: string | undefined;
}

/** An event's own intro video: upload, back to the default, and playback with byte ranges. */
export function introVideoRoutes({ auth, introVideos, storage, publicOrigin }: IntroVideoRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: `Upload the event's own intro video (multipart field \`video\`: MP4, WebM or QuickTime, at most ${eventLimits.introVideoMaxBytes / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the video as multipart/form-data.');
        const file = await request.file({ limits: { fileSize: eventLimits.introVideoMaxBytes, files: 1 } });
        if (!file) throw badRequest('missing_file', 'Choose a video to upload.');
        const tooLarge = () =>
          new ApiError(413, 'file_too_large', `An intro video can be at most ${eventLimits.introVideoMaxBytes / 1024 / 1024} MB.`);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        if (file.file.truncated) throw tooLarge();
        return introVideos.set(viewer, request.params.id, bytes, requestOrigin(request, publicOrigin));
      },
    });

    routes.delete('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: 'Go back to the default intro video (hosts and admins)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
      handler: async (request) => introVideos.clear(await auth.requireUser(request), request.params.id, requestOrigin(request, publicOrigin)),
    });

    routes.get('/api/events/:id/intro-video', {
      schema: {
        tags: ['events'],
        summary: "The event's own intro video, for members, hosts and admins; answers byte ranges (206) for seeking",
        params: eventParamsSchema,
      },
      handler: async (request, reply) => {
        const record = await introVideos.record(await auth.requireUser(request), request.params.id);
        const stored = await storage.get(record.storage_key);
        if (!stored) throw new ApiError(404, 'not_found', 'This video was not found.');
        reply.header('cache-control', 'private, max-age=31536000, immutable').header('accept-ranges', 'bytes').type(record.content_type);
        const range = parseRange(request.headers.range, stored.size);
        if (range === 'unsatisfiable') {
          (stored.stream as Readable).destroy();
          return reply.status(416).header('content-range', `bytes */${stored.size}`).send({ code: 'range_not_satisfiable', message: 'This byte range is outside the video.' });
        }
        if (!range) return reply.header('content-length', stored.size).send(stored.stream);
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(Readable.from(sliceStream(stored.stream, range.start, range.end)));
      },
    });
  };
}

/** One `bytes=start-end` range (the only kind browsers send for media); null: the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** The bytes start..end (inclusive) of a stream; stops reading (and closes the source) past end. */
async function* sliceStream(source: NodeJS.ReadableStream, start: number, end: number) {
  let position = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const chunkStart = position;
    position += chunk.length;
    if (position <= start) continue;
    yield chunk.subarray(Math.max(0, start - chunkStart), Math.min(chunk.length, end + 1 - chunkStart));
    if (position > end) return;
  }
}
