import { z } from 'zod';
import { conciergeStepSchema, conciergeSubjectSchema } from '../../../shared/api/concierge.ts';

/**
 * The JSON the model answers each turn with. It says only what strict structured outputs can hold
 * (types, enums, required fields): the lengths and limits are checked afterwards with the shared
 * schemas, and the honesty rules by `acceptLlmTurn`.
 */

const itemSchema = z.object({
  text: z.string().describe('A short phrase in the guest’s own words.'),
  sourceMessageIds: z.array(z.string()).describe('The ids of the guest messages this item’s words came from.'),
});

const proposalSchema = z.object({
  headline: z.string().describe('One line saying who the guest is, from their own words.'),
  about: z.string().describe('A few sentences about the guest, from their own words only.'),
  lookingFor: z.array(itemSchema).describe('Whom the guest wants to meet.'),
  canOffer: z.array(itemSchema).describe('What the guest can offer others.'),
  topics: z.array(itemSchema).describe('Topics the guest cares about.'),
});

export const llmTurnSchema = z.object({
  reply: z.string().describe('The message the guest reads next.'),
  step: conciergeStepSchema.exclude(['greeting']),
  subject: conciergeSubjectSchema.nullable().describe('What a question or follow-up asks about; null on other steps.'),
  quickAnswers: z.array(z.string()).describe('Up to four short answers the guest can send with one tap; empty when none helps.'),
  canSkip: z.boolean().describe('True on questions and follow-ups the guest may skip.'),
  proposal: proposalSchema.nullable().describe('On a summary: the whole dossier for the guest to confirm; null on every other step.'),
  confirmedSummary: z.boolean().describe('True only when the guest’s newest message confirms the summary right before it.'),
  updateType: z
    .enum(['first_time', 'deepened', 'modification_request'])
    .nullable()
    .describe('With confirmedSummary: what the confirmed summary was; null otherwise.'),
});
export type LlmTurn = z.infer<typeof llmTurnSchema>;

/** `llmTurnSchema` as the JSON schema sent in `response_format` (strict mode reads no `$schema`). */
export function llmTurnJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(llmTurnSchema);
  return schema;
}
