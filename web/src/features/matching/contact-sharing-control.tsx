import { useState } from 'react';
import type { ContactSharing } from '../../../../shared/api/matching.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { errorText } from '../../lib/error-text.ts';
import { useFormatPhoneNumber } from '../../platform/phone-numbers/use-phone-numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useContactSharing, useUpdateContactSharing } from './api/contact-sharing.ts';
import checkboxStyles from '../../ui/checkbox-list.module.css';
import styles from './matching.module.css';

const details: readonly {
  key: keyof ContactSharing;
  label: string;
  value: (user: CurrentUser, phone: (e164: string) => string) => string | null;
}[] = [
  { key: 'email', label: 'Email', value: (user) => user.email },
  { key: 'phoneNumber', label: 'Phone number', value: (user, phone) => phone(user.phone_number) },
  { key: 'linkedin', label: 'LinkedIn', value: (user) => user.linkedin },
];

/** "What your matches see": which of the viewer's contact details a match reveals. Prospects never see them. */
export function ContactSharingControl({ viewer }: { viewer: CurrentUser }) {
  const sharing = useContactSharing();
  const update = useUpdateContactSharing();
  const phone = useFormatPhoneNumber();
  // The box changes with the click (a controlled input would spring back until the request starts);
  // once saved the server's answer shows, and if saving fails, what the server still holds.
  const [saving, setSaving] = useState<ContactSharing | null>(null);
  const shown = saving ?? sharing.data;

  function change(next: ContactSharing) {
    // One save at a time; the boxes stay focusable meanwhile (aria-disabled) and ignore clicks.
    if (update.isPending) return;
    setSaving(next);
    update.mutate(next, { onSettled: () => setSaving(null) });
  }

  return (
    <Card as="section" aria-labelledby="contact-sharing-title" className={styles.stack}>
      <h2 id="contact-sharing-title">What your matches see</h2>
      <p className={styles.muted}>
        People you match with see the details you tick, here and at your other events. People who are only suggested to you never do.
      </p>
      {sharing.isPending && <LoadingState>Loading your choice…</LoadingState>}
      {sharing.isError && <Alert tone="error">{errorText(sharing.error)}</Alert>}
      {shown && (
        <fieldset className={checkboxStyles.checkboxes} aria-describedby="contact-sharing-status">
          <legend className="visually-hidden">Share with your matches</legend>
          {details.map(({ key, label, value }) => (
            <label key={key} className={checkboxStyles.checkbox}>
              <input
                type="checkbox"
                checked={shown[key]}
                aria-disabled={update.isPending || undefined}
                onChange={(event) => change({ ...shown, [key]: event.target.checked })}
              />
              <span className={styles.personText}>
                <span className={styles.personName}>{label}</span>
                <span className={styles.personDetail}>{value(viewer, phone) ?? 'You haven’t given one'}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p id="contact-sharing-status" aria-live="polite" className={styles.muted}>
        {update.isPending ? 'Saving…' : update.isSuccess ? 'Saved.' : ''}
      </p>
      {update.isError && <Alert tone="error">{errorText(update.error)}</Alert>}
    </Card>
  );
}
