import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdSchema, conversationParamsSchema, sendMessageResponseSchema } from '../../shared/api/conversations.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import { limits } from '../../shared/limits.ts';
import type { Logger } from 'pino';
import type { Authenticator } from '../auth/authenticate.ts';
import { newId } from '../db/ids.ts';
import { ApiError, badRequest, notFound } from '../http/api-error.ts';
import type { createMediaRepository } from '../media/media.repository.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { ConversationsService } from './conversations.service.ts';
import type { MessagesRepository } from './messages.repository.ts';
import { requestedByteRange as byteRange } from '../media/byte-range.ts';
import type { Transcriber } from '../media/transcription/transcriber.ts';
import { detectVoiceNoteType } from '../media/voice-note-audio.ts';

const durationMsSchema = z.coerce
  .number()
  .int()
  .min(1, 'durationMs must be positive.')
  .max(limits.voiceNoteMaxSeconds * 1000, `A voice note can be at most ${limits.voiceNoteMaxSeconds / 60} minutes long.`);

/** The text field of a multipart body, or undefined when it is missing or a file. */
function fieldValue(fields: Record<string, unknown>, name: string): string | undefined {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
}

export interface VoiceNotesRoutesDependencies {
  auth: Authenticator;
  conversations: ConversationsService;
  /** The media records and the messages' (until the media module's upload path and byte-range server replace this route's own). */
  media: ReturnType<typeof createMediaRepository>;
  messages: MessagesRepository;
  storage: MediaStorage;
  /** Transcripts arrive as message updates; none without a configured endpoint. */
  transcriber: Transcriber | undefined;
  logger: Logger;
  now: () => number;
}

export function voiceNotesRoutes({ auth, conversations, media, messages, storage, transcriber, logger, now }: VoiceNotesRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    /** Runs after the answer: a transcript is a bonus that arrives as a message update, never a reason to fail. */
    function transcribeLater(conversationId: string, messageId: string, audio: Buffer, contentType: string, fileName: string) {
      if (!transcriber) return;
      transcriber
        .transcribe(audio, contentType, fileName)
        .then((text) => (text ? conversations.addTranscript(conversationId, messageId, text) : undefined))
        .catch((error: unknown) => logger.warn({ err: error, messageId }, 'voice note transcription failed'));
    }

    routes.post('/api/conversations/:id/voice-notes', {
      schema: {
        tags: ['conversations'],
        summary: `Send a voice note: multipart fields clientId and durationMs, then the file \`audio\` (WebM or Ogg Opus, MP4/M4A, AAC, MP3 or WAV; at most ${limits.voiceNoteMaxBytes / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: conversationParamsSchema,
        response: { 200: sendMessageResponseSchema, 201: sendMessageResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        const conversationId = request.params.id;
        // Refuse strangers before reading a byte of their upload.
        await conversations.writeAccess(viewer, conversationId);
        if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type', 'Send the voice note as multipart/form-data.');
        const file = await request.file({ limits: { fileSize: limits.voiceNoteMaxBytes, files: 1 } });
        if (!file || file.fieldname !== 'audio') throw badRequest('missing_file', 'Attach the recording as the field "audio".');

        const clientId = clientIdSchema.safeParse(fieldValue(file.fields, 'clientId'));
        if (!clientId.success) throw badRequest('invalid_client_id', 'clientId (sent before the file) must be 8 to 64 letters, digits, "-" or "_".');
        const durationMs = durationMsSchema.safeParse(fieldValue(file.fields, 'durationMs'));
        if (!durationMs.success) {
          throw badRequest('invalid_duration', durationMs.error.issues[0]?.message ?? 'durationMs (sent before the file) must be a number of milliseconds.');
        }

        const audio = await file.toBuffer();
        if (file.file.truncated) {
          throw new ApiError(413, 'file_too_large', `A voice note can be at most ${limits.voiceNoteMaxBytes / 1024 / 1024} MB.`);
        }
        const type = await detectVoiceNoteType(audio);
        if (!type) throw new ApiError(415, 'unsupported_media_type', 'That file is not a recording Tandem can play (WebM, Ogg, MP4/M4A, AAC, MP3 or WAV).');

        const mediaId = newId();
        const storageKey = `voice-notes/${mediaId}.${type.extension}`;
        await storage.put(storageKey, audio, type.contentType);
        await media.insert({
          id: mediaId,
          owner_id: viewer.id,
          kind: 'voice_note',
          content_type: type.contentType,
          size_bytes: audio.length,
          storage_key: storageKey,
          width: null,
          height: null,
          duration_ms: durationMs.data,
          created_at: now(),
        });
        const result = await conversations.sendVoiceNote(viewer, conversationId, clientId.data, mediaId);
        if (result.duplicate) {
          // The first upload is the note; this copy of its bytes is not needed.
          await storage.delete(storageKey);
          await media.delete(mediaId);
        } else {
          transcribeLater(conversationId, result.message.id, audio, type.contentType, `voice-note.${type.extension}`);
        }
        return reply.status(result.duplicate ? 200 : 201).send(result);
      },
    });

    routes.get('/api/conversations/:id/voice-notes/:mediaId', {
      schema: {
        tags: ['conversations'],
        summary: 'The audio of a voice note (members; admins), with byte ranges for seeking',
        params: conversationParamsSchema.extend({ mediaId: z.string().min(1).max(64) }),
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        await conversations.readAccess(viewer, request.params.id);
        const record = await messages.voiceNoteMedia(request.params.id, request.params.mediaId);
        if (!record) throw notFound('That voice note');
        const range = byteRange(request.headers.range, record.size_bytes);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${record.size_bytes}`).send();
        }
        const stored = await storage.get(record.storage_key, range ?? undefined);
        if (!stored) throw notFound('That voice note');
        reply.header('cache-control', 'private, max-age=31536000, immutable').header('accept-ranges', 'bytes').type(record.content_type);
        if (!range) return reply.header('content-length', stored.size).send(stored.stream);
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(stored.stream);
      },
    });
  };
}
