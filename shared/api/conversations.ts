import { z } from 'zod';

export const conversationKindSchema = z.enum(['concierge_text', 'concierge_voice', 'direct', 'help']);

export const createConversationSchema = z.strictObject({
  userId: z.string().min(1),
  kind: conversationKindSchema.optional().describe('Defaults to concierge_text'),
});
export const createConversationResponseSchema = z.object({ conversationId: z.string() });

export const saveGeneralDossierSchema = z.strictObject({
  textConversationId: z.string().min(1),
  voiceConversationId: z.string().min(1),
});
export const generalDossierResponseSchema = z.object({
  textConversationId: z.string(),
  voiceConversationId: z.string(),
});
