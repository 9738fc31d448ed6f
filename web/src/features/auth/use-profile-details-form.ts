import { useRef, useState } from 'react';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import {
  validateProfileDetails,
  type ProfileDetailsErrors,
  type ProfileDetailsInput,
  type ProfileDetailsResult,
} from './api/profile-details.ts';

const fieldOrder = ['name', 'email', 'linkedin'] as const;

/** What the form starts with: the user's own details, else the name an invitation was made for. */
export function initialProfileDetails(user: CurrentUser | null, invitee: { name: string | null } | null = null): ProfileDetailsInput {
  return { name: user?.name || invitee?.name || '', email: user?.email ?? '', linkedin: user?.linkedin ?? '' };
}

/**
 * The name, email and LinkedIn form of sign-in and settings: its values, its errors (cleared as
 * the field changes) and a check that focuses the first field in error.
 */
export function useProfileDetailsForm(initial: ProfileDetailsInput) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileDetailsErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const linkedinRef = useRef<HTMLInputElement>(null);

  function change(field: keyof ProfileDetailsInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function check(): ProfileDetailsResult {
    const result = validateProfileDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = fieldOrder.find((field) => result.errors[field]);
      const inputs = { name: nameRef, email: emailRef, linkedin: linkedinRef };
      if (firstInvalid) inputs[firstInvalid].current?.focus();
    }
    return result;
  }

  return { values, errors, nameRef, emailRef, linkedinRef, change, check, reset: setValues };
}

export type ProfileDetailsForm = ReturnType<typeof useProfileDetailsForm>;
