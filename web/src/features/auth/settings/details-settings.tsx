import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { useUpdateCurrentUser } from '../api/update-current-user.ts';
import { ProfileDetailsFields } from '../components/profile-details-fields.tsx';
import { initialProfileDetails, useProfileDetailsForm } from '../use-profile-details-form.ts';
import styles from './settings.module.css';

/** Name, email and LinkedIn on the settings page, saved together. */
export function DetailsSettings({ user }: { user: CurrentUser }) {
  const form = useProfileDetailsForm(initialProfileDetails(user));
  const updateUser = useUpdateCurrentUser();
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    if (updateUser.isPending) return;
    const result = form.check();
    if (!result.ok) return;
    updateUser.mutate(result.changes, {
      onSuccess: (savedUser) => {
        // The saved form shows what the server kept (a LinkedIn address gains https://).
        form.reset(initialProfileDetails(savedUser));
        setSaved(true);
      },
    });
  }

  return (
    <form className={styles.stack} onSubmit={handleSubmit} noValidate aria-label="Your details">
      <ProfileDetailsFields
        form={{
          ...form,
          change: (field, value) => {
            setSaved(false);
            form.change(field, value);
          },
        }}
      />
      {updateUser.error && <Alert tone="error">{errorText(updateUser.error)}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={updateUser.isPending}>
          Save details
        </Button>
        {saved && (
          <p className={styles.saved} role="status">
            Your details are saved.
          </p>
        )}
      </div>
    </form>
  );
}
