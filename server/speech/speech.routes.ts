import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { speechFallbackHeader, speechPartParamsSchema, speechSourceHeader } from '../../shared/api/speech.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { SpeechService } from './speech.service.ts';

export interface SpeechRoutesDependencies {
  auth: Authenticator;
  speech: SpeechService;
}

/** The concierge's messages as audio, one speech part at a time. */
export function speechRoutes({ auth, speech }: SpeechRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/conversations/:conversationId/messages/:messageId/speech/:part', {
      schema: {
        tags: ['speech'],
        summary:
          'Part `part` (0-based, shared/speech-parts.ts) of a concierge message, spoken: audio/wav from the built-in voice, or what the TTS service answers (audio/mpeg). X-Speech-Source says which; X-Speech-Fallback why the service was not used.',
        params: speechPartParamsSchema,
      },
      handler: async (request, reply) => {
        const viewer = await auth.requireUser(request);
        const { conversationId, messageId, part } = request.params;
        const spoken = await speech.speak(viewer, conversationId, messageId, part);
        reply
          .header('content-type', spoken.contentType)
          .header(speechSourceHeader, spoken.source)
          .header('cache-control', 'private, max-age=3600');
        if (spoken.fallbackReason) reply.header(speechFallbackHeader, spoken.fallbackReason);
        return reply.send(Buffer.from(spoken.audio.buffer, spoken.audio.byteOffset, spoken.audio.byteLength));
      },
    });
  };
}
