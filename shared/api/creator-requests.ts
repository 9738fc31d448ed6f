import { z } from 'zod';

/** Creator requests: a user asks for the right to create events; an admin approves or denies. */

export const creatorRequestLimits = { messageMaxLength: 500, reasonMaxLength: 500 } as const;

export const creatorRequestStatusSchema = z.enum(['pending', 'approved', 'denied']);
export type CreatorRequestStatus = z.infer<typeof creatorRequestStatusSchema>;

export const createCreatorRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Say in a few words what events you want to host.')
    .max(creatorRequestLimits.messageMaxLength, `The message has at most ${creatorRequestLimits.messageMaxLength} characters.`),
});

export const creatorRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  message: z.string(),
  status: creatorRequestStatusSchema,
  denialReason: z.string().nullable().describe('Why an admin denied it, when they said'),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CreatorRequest = z.infer<typeof creatorRequestSchema>;

/** `GET /api/creator-requests/mine`: whether the user may create events, and their newest request. */
export const myCreatorStatusSchema = z.object({
  canCreateEvents: z.boolean().describe('A creator or an admin'),
  isCreator: z.boolean(),
  request: creatorRequestSchema.nullable().describe('The newest request, whatever its status'),
});
export type MyCreatorStatus = z.infer<typeof myCreatorStatusSchema>;

export const adminCreatorRequestSchema = creatorRequestSchema.extend({
  user: z.object({
    id: z.string(),
    name: z.string().nullable(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    isCreator: z.boolean(),
  }),
  decidedBy: z.string().nullable().describe('The admin who decided'),
});
export type AdminCreatorRequest = z.infer<typeof adminCreatorRequestSchema>;

export const adminCreatorRequestsQuerySchema = z.strictObject({
  status: creatorRequestStatusSchema.optional().describe('Only requests with this status; all when absent'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const adminCreatorRequestsSchema = z.object({
  requests: z.array(adminCreatorRequestSchema).describe('Pending first, then decided ones; newest first within each'),
});

export const creatorRequestParamsSchema = z.object({ id: z.string().max(200) });

export const denyCreatorRequestSchema = z.strictObject({
  reason: z.string().trim().max(creatorRequestLimits.reasonMaxLength).optional(),
});
