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
