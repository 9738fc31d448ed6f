import { z } from 'zod';
import { limits } from '../limits.ts';
import { generalDossierRefSchema } from './dossier.ts';

export const roleSchema = z.enum(['USER', 'ADMIN']);
export type Role = z.infer<typeof roleSchema>;

export const notificationChannelSchema = z.enum(['SMS', 'EMAIL']);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** `GET /api/users/me`: exactly these fields, no more (pinned by server/auth/auth.api.test.ts). */
export const currentUserSchema = z.object({
  id: z.string(),
  role: roleSchema,
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string(),
  linkedin: z.string().nullable(),
  picture_id: z.string().nullable(),
  notificationPreferences: z.array(notificationChannelSchema),
  generalDossier: generalDossierRefSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const linkedinHost = /(^|\.)linkedin\.com$/i;

/** A LinkedIn profile address; `linkedin.com/in/dana` is accepted and stored with https. */
export const linkedinUrlSchema = z
  .string()
  .trim()
  .max(limits.linkedinMaxLength)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return linkedinHost.test(url.hostname) && /^\/(in|pub)\/[^/]+/.test(url.pathname);
      } catch {
        return false;
      }
    },
    { message: 'Enter your LinkedIn profile address, like linkedin.com/in/your-name.' },
  );

export const userNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(limits.nameMaxLength, `A name has at most ${limits.nameMaxLength} characters.`);

export const emailSchema = z.string().trim().max(limits.emailMaxLength).pipe(z.email('Enter a valid email address.'));

/** `PATCH /api/users/me`: any subset; `null` clears an optional field. */
export const updateCurrentUserSchema = z.strictObject({
  name: userNameSchema.optional(),
  email: emailSchema.nullable().optional(),
  linkedin: linkedinUrlSchema.nullable().optional(),
  notificationPreferences: z.array(notificationChannelSchema).max(2).optional(),
});
export type UpdateCurrentUser = z.input<typeof updateCurrentUserSchema>;

export const pictureUploadResponseSchema = z.object({ picture_id: z.string() });

/**
 * How far a guest got through onboarding, so it resumes after a reload or on another device:
 * details → picture → video (the tour) → concierge (talking to it) → done.
 */
export const onboardingStepSchema = z.enum(['details', 'picture', 'video', 'concierge', 'done']);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;
/** `GET /api/users/me/onboarding`, and the body and answer of `PUT` (a step before the current one is ignored). */
export const onboardingSchema = z.strictObject({ step: onboardingStepSchema });
export type Onboarding = z.infer<typeof onboardingSchema>;
