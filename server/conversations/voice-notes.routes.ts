import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIdSchema, conversationParamsSchema, sendMessageResponseSchema } from '../../shared/api/conversations.ts';
import { limits } from '../../shared/limits.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { badRequest } from '../http/api-error.ts';
import { errorResponses } from '../http/error-responses.ts';
import { privateImmutableMedia, sendStoredMedia } from '../media/media-response.ts';
import type { MediaService } from '../media/media.service.ts';
import { readMultipartFile } from '../media/multipart-upload.ts';
import type { ConversationsService, VoiceNoteUpload } from './conversations.service.ts';

const durationMsSchema = z.coerce
  .number()
  .int()
  .min(1, 'durationMs must be positive.')
  .max(limits.voiceNoteMaxSeconds * 1000, `A voice note can be at most ${limits.voiceNoteMaxSeconds / 60} minutes long.`);

const transcriptSchema = z
  .string()
  .trim()
  .max(limits.messageMaxLength, `A transcript can be at most ${limits.messageMaxLength} characters long.`)
  .optional();

/**
 * The multipart body of a voice note: the fields clientId, durationMs and optionally transcript
 * (what the guest said, as their browser recognised it or as they typed it), then the file `audio`.
 * A blank transcript counts as none: the server transcribes the recording.
 */
async function readVoiceNote(request: FastifyRequest): Promise<VoiceNoteUpload> {
  const { file, fields } = await readMultipartFile(request, 'voice_note', { field: 'audio' });
  try {
    return { ...voiceNoteFields(fields), file };
  } catch (error) {
    // The recording is read to its end and dropped, so the answer reaches the client.
    file.resume();
    throw error;
  }
}

function voiceNoteFields(fields: Record<string, string>): Omit<VoiceNoteUpload, 'file'> {
  const clientId = clientIdSchema.safeParse(fields.clientId);
  if (!clientId.success)
    throw badRequest('invalid_client_id', 'clientId (sent before the file) must be 8 to 64 letters, digits, "-" or "_".');
  const durationMs = durationMsSchema.safeParse(fields.durationMs);
  if (!durationMs.success) {
    throw badRequest(
      'invalid_duration',
      durationMs.error.issues[0]?.message ?? 'durationMs (sent before the file) must be a number of milliseconds.',
    );
  }
  const transcript = transcriptSchema.safeParse(fields.transcript);
  if (!transcript.success) {
    throw badRequest('invalid_transcript', transcript.error.issues[0]?.message ?? 'transcript (sent before the file) must be text.');
  }
  return { clientId: clientId.data, durationMs: durationMs.data, transcript: transcript.data || null };
}

export interface VoiceNotesRoutesDependencies {
  auth: Authenticator;
  conversations: ConversationsService;
  /** Serves the stored recordings. */
  media: Pick<MediaService, 'open'>;
}

/** Voice notes: sending a recording into a conversation, and playing it back with byte ranges. */
export function voiceNotesRoutes({ auth, conversations, media }: VoiceNotesRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/conversations/:id/voice-notes', {
      schema: {
        tags: ['conversations'],
        summary: `Send a voice note: multipart fields clientId, durationMs and optionally transcript, then the file \`audio\` (WebM or Ogg Opus, MP4/M4A, AAC, MP3 or WAV; at most ${limits.voiceNoteMaxBytes / 1024 / 1024} MB)`,
        consumes: ['multipart/form-data'],
        params: conversationParamsSchema,
        response: {
          200: sendMessageResponseSchema,
          201: sendMessageResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        // The upload is read only once the service has let the viewer in.
        const result = await conversations.sendVoiceNote(viewer, request.params.id, () => readVoiceNote(request));
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
        const record = await conversations.voiceNote(await auth.requireUser(request), request.params.id, request.params.mediaId);
        return sendStoredMedia(request, reply, media, record, { cacheControl: privateImmutableMedia });
      },
    });
  };
}
