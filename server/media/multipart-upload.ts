import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MediaKind } from '../db/schema.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { cleanText } from '../http/request-hygiene.ts';
import { mediaKinds } from './media-kinds.ts';

export type MultipartFile = {
  /**
   * The file as it arrives: hand it to the media service, which reads it to its end (it is cut
   * at the kind's size limit and flagged `truncated`). The request is answered only once it is read.
   */
  file: Readable;
  /** The form field that carried the file. */
  field: string;
  /** As the client named it; never used to decide the type. */
  fileName: string;
  /** The text fields sent before the file (later ones are not read), by name. */
  fields: Record<string, string>;
};

/**
 * Reads a multipart upload of this kind of media up to the start of its one file, whose bytes
 * are left to stream on (cut at the kind's size limit). Answers 415 unsupported_media_type for a
 * body that is not multipart, 400 missing_file when there is no file (or it is not under
 * `options.field`). Fields a route needs must come before the file in the form: they are what
 * arrived by then.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  kind: MediaKind,
  options: { field?: string } = {},
): Promise<MultipartFile> {
  const { name, maxBytes } = mediaKinds[kind];
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', `Send the ${name} as multipart/form-data.`);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch((error: unknown) => {
    // Fastify's own refusals (too many parts) keep their answers; anything else is a malformed
    // body, such as a multipart content type without its boundary.
    if ((error as { code?: unknown }).code !== undefined) throw error;
    throw new ApiError(400, 'invalid_multipart', `The upload is not a well-formed multipart form. Choose the ${name} again.`, {}, error);
  });
  if (!file || (options.field !== undefined && file.fieldname !== options.field)) {
    // A file under another name is read to its end and dropped, so the answer reaches the client.
    file?.file.resume();
    throw badRequest(
      'missing_file',
      options.field ? `Attach the ${name} as the field "${options.field}".` : `Choose the ${name} to upload.`,
    );
  }

  const fields: Record<string, string> = {};
  for (const [fieldName, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part?.type === 'field' && typeof part.value === 'string') fields[fieldName] = cleanText(part.value);
  }
  return { file: file.file, field: file.fieldname, fileName: file.filename, fields };
}
