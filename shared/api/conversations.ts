import { z } from 'zod';
import { limits } from '../limits.ts';
import { conciergeMessageSchema } from './concierge.ts';

export const conversationKindSchema = z.enum(['concierge_text', 'concierge_voice', 'direct', 'help']);
export type ConversationKind = z.infer<typeof conversationKindSchema>;

export const createConversationSchema = z.strictObject({
  userId: z.string().min(1),
  kind: conversationKindSchema.optional().describe('Defaults to concierge_text'),
  withUserId: z.string().min(1).optional().describe('The other member of a direct conversation (ADMIN only until matches create them)'),
});
export const createConversationResponseSchema = z.object({ conversationId: z.string() });

/** A client-made id: a resend with the same id returns the first message instead of a new one. */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, "-" or "_" (a UUID is fine)');

export const messageTextSchema = z
  .string()
  .trim()
  .min(1, 'A message cannot be empty.')
  .max(limits.messageMaxLength, `A message can be at most ${limits.messageMaxLength} characters.`);

export const messageKindSchema = z.enum(['text', 'voice_note', 'call_record', 'system']);
export type MessageKind = z.infer<typeof messageKindSchema>;

export const callOutcomeSchema = z.enum(['completed', 'declined', 'missed', 'busy', 'failed']);
export type CallOutcome = z.infer<typeof callOutcomeSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3… within the conversation, with no gaps: a client knows exactly what it misses. */
  sequence: z.number().int(),
  senderKind: z.enum(['user', 'concierge', 'system']),
  senderId: z.string().nullable(),
  kind: messageKindSchema,
  text: z.string().nullable(),
  clientId: z.string().nullable(),
  createdAt: z.number().int(),
  voiceNote: z
    .object({
      mediaId: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      durationMs: z.number().int(),
      /** null until transcribed, or when no speech-to-text endpoint is configured. */
      transcript: z.string().nullable(),
    })
    .nullable(),
  call: z
    .object({
      callId: z.string(),
      callerId: z.string(),
      outcome: callOutcomeSchema,
      durationSeconds: z.number().int().nullable(),
    })
    .nullable(),
  /** What a concierge message asks or proposes (null on every other message): the chat draws quick answers and the summary card from it. */
  concierge: conciergeMessageSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationMemberSchema = z.object({
  userId: z.string(),
  /** null before onboarding named them, and after their account was deleted (`deleted`). */
  name: z.string().nullable(),
  pictureId: z.string().nullable(),
  /** The account was deleted: show "Deleted user"; their messages stay. */
  deleted: z.boolean(),
  lastReadSequence: z.number().int(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  kind: conversationKindSchema,
  members: z.array(conversationMemberSchema),
  lastSequence: z.number().int(),
  /** Messages from others after the viewer's read mark (0 for an admin who is not a member). */
  unreadCount: z.number().int(),
  lastMessage: messageSchema.nullable(),
  /** True when the viewer is an admin looking at a conversation they are not a member of. */
  readOnly: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });

export const conversationParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const historyQuerySchema = z
  .object({
    before: z.coerce.number().int().min(1).optional().describe('Messages with a smaller sequence (older), newest first page'),
    after: z.coerce.number().int().min(0).optional().describe('Messages with a larger sequence (newer): catch-up'),
    limit: z.coerce.number().int().min(1).max(limits.historyPageMax).default(limits.historyPageDefault),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    message: 'Use either before or after, not both.',
  });
export const historyResponseSchema = z.object({
  /** Always in ascending sequence order. */
  messages: z.array(messageSchema),
  /** More messages exist beyond this page in the direction asked. */
  hasMore: z.boolean(),
});
export type HistoryPage = z.infer<typeof historyResponseSchema>;

export const sendMessageSchema = z.strictObject({ clientId: clientIdSchema, text: messageTextSchema });
export const sendMessageResponseSchema = z.object({ message: messageSchema, duplicate: z.boolean() });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/**
 * `PUT /api/conversations/{id}/messages/{messageId}/transcript`: the guest fixes what was heard of
 * their newest voice turn in their own concierge conversation (`docs/contract.md`).
 */
export const transcriptFixParamsSchema = conversationParamsSchema.extend({ messageId: z.string().min(1).max(64) });
export const transcriptFixSchema = z.strictObject({
  transcript: z
    .string()
    .trim()
    .min(1, 'Say what you said: the words cannot be empty.')
    .max(limits.messageMaxLength, `A transcript can be at most ${limits.messageMaxLength} characters long.`),
});
/** The voice note with its fixed words, and the concierge's lines the fix set aside (each with `concierge.superseded`). */
export const transcriptFixResponseSchema = z.object({ message: messageSchema, superseded: z.array(messageSchema) });
export type TranscriptFixResponse = z.infer<typeof transcriptFixResponseSchema>;

export const markReadSchema = z.strictObject({ sequence: z.number().int().min(0) });
export const markReadResponseSchema = z.object({ lastReadSequence: z.number().int() });

export const iceServersResponseSchema = z.object({
  iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() })),
});
export type IceServersResponse = z.infer<typeof iceServersResponseSchema>;
