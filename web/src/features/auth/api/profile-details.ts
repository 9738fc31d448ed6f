import { emailSchema, linkedinUrlSchema, userNameSchema, type UpdateCurrentUser } from '../../../../../shared/api/users.ts';

export type ProfileDetailsInput = { name: string; email: string; linkedin: string };
export type ProfileDetailsErrors = Partial<Record<keyof ProfileDetailsInput, string>>;

export type ProfileDetailsResult =
  { ok: true; changes: Required<Pick<UpdateCurrentUser, 'name' | 'email' | 'linkedin'>> } | { ok: false; errors: ProfileDetailsErrors };

/**
 * Checks the details form with the API's own schemas. The name is required; email and LinkedIn
 * are optional, and an empty one is saved as "none".
 */
export function validateProfileDetails(input: ProfileDetailsInput): ProfileDetailsResult {
  const errors: ProfileDetailsErrors = {};
  const name = userNameSchema.safeParse(input.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Enter your name.';

  let email: string | null = null;
  if (input.email.trim() !== '') {
    const parsed = emailSchema.safeParse(input.email);
    if (parsed.success) email = parsed.data;
    else errors.email = parsed.error.issues[0]?.message ?? 'Enter a valid email address.';
  }

  let linkedin: string | null = null;
  if (input.linkedin.trim() !== '') {
    const parsed = linkedinUrlSchema.safeParse(input.linkedin);
    if (parsed.success) linkedin = parsed.data;
    else errors.linkedin = parsed.error.issues[0]?.message ?? 'Enter your LinkedIn profile address.';
  }

  if (!name.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, changes: { name: name.data, email, linkedin } };
}
