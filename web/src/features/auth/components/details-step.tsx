import type { FormEvent } from 'react';
import type { CurrentUser } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { track } from '../../../platform/analytics/track.ts';
import { useScreenViewed } from '../../../platform/analytics/use-screen-viewed.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { useUpdateCurrentUser } from '../api/update-current-user.ts';
import { useLoginEventContext } from '../login-event-context.ts';
import { initialProfileDetails, useProfileDetailsForm } from '../use-profile-details-form.ts';
import styles from './login.module.css';
import { ProfileDetailsFields } from './profile-details-fields.tsx';
import { StepHeading } from './step-heading.tsx';

export type DetailsStepProps = {
  /** Pre-fills what the user already gave. */
  user: CurrentUser | null;
  onSaved: () => void;
  /** The name a personal invitation link was made for, used where the user gave none yet. */
  invitee?: { name: string | null } | null;
};

/** "Login Input User Details": name, email and LinkedIn. */
export function DetailsStep({ user, onSaved, invitee = null }: DetailsStepProps) {
  const form = useProfileDetailsForm(initialProfileDetails(user, invitee));
  const updateUser = useUpdateCurrentUser();
  useScreenViewed('Login Input User Details', useLoginEventContext());

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    track.loginContinueClicked();
    if (updateUser.isPending) return;
    const result = form.check();
    if (result.ok) updateUser.mutate(result.changes, { onSuccess: onSaved });
  }

  return (
    <div className={styles.step}>
      <StepHeading title="Tell us about you">
        Other guests see your name. Your email and LinkedIn help the people you meet follow up.
      </StepHeading>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <ProfileDetailsFields form={form} autoFocus />
        {updateUser.error && <Alert tone="error">{errorText(updateUser.error)}</Alert>}
        <Button type="submit" fullWidth loading={updateUser.isPending}>
          Continue
        </Button>
      </form>
    </div>
  );
}
