import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaRow } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { requestedByteRange } from './byte-range.ts';
import { mediaKinds } from './media-kinds.ts';
import type { MediaService } from './media.service.ts';

export type ServedMedia = Pick<MediaRow, 'kind' | 'storage_key' | 'content_type' | 'size_bytes'>;

export type SendStoredMediaOptions = {
  /** e.g. `privateImmutableMedia`: a media id never changes content. */
  cacheControl: string;
};

/** Media a signed-in viewer may see: kept by their browser for good (an id never changes content), never by a shared cache. */
export const privateImmutableMedia = 'private, max-age=31536000, immutable';

/**
 * The one way a media route answers with stored bytes, the same on the disk and on S3: 200 with
 * the whole object, or 206 with `Content-Range` for one byte range (`byte-range.ts` says which
 * headers count), 416 range_not_satisfiable with the object's size in `Content-Range` for a range
 * outside it, 404 not_found when the object is missing. With the bytes: `Accept-Ranges: bytes`,
 * the record's content type (never guessed from the bytes), `X-Content-Type-Options: nosniff` and
 * the caller's cache policy. The caller has already decided that the viewer may see `record`.
 */
export async function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: Pick<MediaService, 'open'>,
  record: ServedMedia,
  { cacheControl }: SendStoredMediaOptions,
): Promise<FastifyReply> {
  const { name } = mediaKinds[record.kind];
  const size = record.size_bytes;
  const range = requestedByteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    throw new ApiError(416, 'range_not_satisfiable', `This byte range is outside the ${name} (${size} bytes).`, {
      'content-range': `bytes */${size}`,
      'accept-ranges': 'bytes',
    });
  }
  // The store reads only the range: a seek in a long video does not fetch it all.
  const stored = await media.open(record, range ?? undefined);
  if (!stored) throw notFound(`That ${name}`);
  reply
    .type(record.content_type)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl);
  if (!range) return reply.status(200).header('content-length', size).send(stored.stream);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stored.stream);
}
