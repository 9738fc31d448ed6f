import { useRef, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useUpdateCurrentUser } from '../api/update-current-user.ts';
import { useLoginEventContext } from '../login-event-context.ts';
import { validateProfileDetails, type ProfileDetailsErrors, type ProfileDetailsInput } from '../api/profile-details.ts';
import styles from './login.module.css';
import { StepHeading } from './step-heading.tsx';

export type DetailsStepProps = {
  /** Pre-fills what the user already gave. */
  user: CurrentUser | null;
  onSaved: () => void;
  /** What a personal invitation link knows about its invitee, used where the user gave nothing yet. */
  invitee?: { name: string | null; email: string | null } | null;
};

const fieldOrder = ['name', 'email', 'linkedin'] as const;

/** "Login Input User Details": name, email and LinkedIn. */
export function DetailsStep({ user, onSaved, invitee = null }: DetailsStepProps) {
  const [values, setValues] = useState<ProfileDetailsInput>(() => ({
    name: user?.name || invitee?.name || '',
    email: user?.email || invitee?.email || '',
    linkedin: user?.linkedin ?? '',
  }));
  const [errors, setErrors] = useState<ProfileDetailsErrors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const linkedinInput = useRef<HTMLInputElement>(null);
  const updateUser = useUpdateCurrentUser();
  useScreenViewed('Login Input User Details', useLoginEventContext());

  function change(field: keyof ProfileDetailsInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    track.loginContinueClicked();
    if (updateUser.isPending) return;
    const result = validateProfileDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      const inputs = { name: nameInput, email: emailInput, linkedin: linkedinInput };
      const firstInvalid = fieldOrder.find((field) => result.errors[field]);
      if (firstInvalid) inputs[firstInvalid].current?.focus();
      return;
    }
    updateUser.mutate(result.changes, { onSuccess: onSaved });
  }

  return (
    <div className={styles.step}>
      <StepHeading title="Tell us about you">
        Other guests see your name. Your email and LinkedIn help the people you meet follow up.
      </StepHeading>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          ref={nameInput}
          label="Name"
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          autoFocus
          required
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          ref={emailInput}
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          optional
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
        />
        <TextField
          ref={linkedinInput}
          label="LinkedIn"
          name="linkedin"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="linkedin.com/in/your-name"
          optional
          value={values.linkedin}
          onChange={(event) => change('linkedin', event.target.value)}
          error={errors.linkedin}
        />
        {updateUser.error && <Alert tone="error">{errorText(updateUser.error)}</Alert>}
        <Button type="submit" fullWidth loading={updateUser.isPending}>
          Continue
        </Button>
      </form>
    </div>
  );
}
