import { z } from 'zod';
import { speechModesSchema } from './speech.ts';

/** What the web app needs to know at start, before anyone signs in. */
export const clientConfigSchema = z.object({
  analytics: z.object({
    mode: z.enum(['amplitude', 'self-hosted']),
    apiKey: z.string().describe("Amplitude's project key, or the public self-hosted key"),
    serverZone: z.enum(['US', 'EU']),
    serverUrl: z
      .string()
      .nullable()
      .describe("Self-hosted: the ingestion path, made absolute by the client. Amplitude: null (the SDK's own hosts)"),
    replaySampleRate: z.number().min(0).max(1).describe('Share of sessions recorded; 0 in self-hosted mode, which has no replay'),
  }),
  speech: speechModesSchema,
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
