import { z } from 'zod';
import { limits } from '../limits.ts';
import { currentUserSchema } from './users.ts';

export const requestOtpSchema = z.strictObject({
  phoneNumber: z.string().trim().min(1, 'Enter your phone number.').max(32),
});

/** The same answer whether or not an account exists for the number. */
export const requestOtpResponseSchema = z.object({
  phoneNumber: z.string().describe('The number in E.164 form'),
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});

export const verifyOtpSchema = z.strictObject({
  phoneNumber: z.string().trim().min(1).max(32),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${limits.otpLength}}$`), `The code has ${limits.otpLength} digits.`),
});

export const verifyOtpResponseSchema = z.object({
  user: currentUserSchema,
  isNewUser: z.boolean(),
});

/** Who is signed in on this browser; `user` is null when nobody is (never a 401, so a signed-out page logs no error). */
export const sessionResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

export const outboxMessageSchema = z.object({ to: z.string(), body: z.string(), createdAt: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** One of the signed-in person's own live sessions, as Settings lists them. */
export const ownSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent ("Chrome 131 on macOS"), null when it names none. */
  device: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

export const ownSessionsResponseSchema = z.object({
  sessions: z.array(ownSessionSchema),
  /** Until when this session may end the others without a new code; null when it must confirm first. */
  recentUntil: z.string().nullable(),
});
export type OwnSessionsResponse = z.infer<typeof ownSessionsResponseSchema>;

/** How many sessions "Sign out all other devices" ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const ownSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(64) });

/** A code texted to the signed-in person's own number, typed again to confirm it is them. */
export const reauthenticateSchema = verifyOtpSchema.pick({ code: true });
