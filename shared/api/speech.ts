import { z } from 'zod';

/** `GET /api/conversations/{conversationId}/messages/{messageId}/speech/{part}`: part is a 0-based index into speechParts(message.text). */
export const speechPartParamsSchema = z.object({
  conversationId: z.string().min(1).max(64),
  messageId: z.string().min(1).max(64),
  part: z.coerce.number().int('part must be a whole number.').min(0, 'part starts at 0.').max(1000, 'There is no such part.'),
});

/** Who spoke the audio: the configured service, or the built-in synthesizer. */
export const speechSourceSchema = z.enum(['service', 'offline']);
export type SpeechSource = z.infer<typeof speechSourceSchema>;

/** The response headers of a spoken part. */
export const speechSourceHeader = 'x-speech-source';
/** Present when the service failed and the built-in synthesizer answered: a short reason. */
export const speechFallbackHeader = 'x-speech-fallback';

/** How the web hears and speaks in a call, chosen by the server's configuration (client config `speech`). */
export const speechModesSchema = z.object({
  recognition: z
    .enum(['service', 'offline', 'browser'])
    .describe("service: TRANSCRIPTION_BASE_URL; offline: the server's pocketsphinx; browser: the page's SpeechRecognition, else typing"),
  synthesis: z
    .enum(['service', 'offline', 'browser'])
    .describe("service: TTS_BASE_URL; offline: the server's espeak-ng; browser: speechSynthesis"),
});
export type SpeechModes = z.infer<typeof speechModesSchema>;
