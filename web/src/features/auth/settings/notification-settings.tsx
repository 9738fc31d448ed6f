import { useState } from 'react';
import type { CurrentUser, NotificationChannel } from '../../../../../shared/api/users.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Card } from '../../../ui/card.tsx';
import { useUpdateCurrentUser } from '../api/update-current-user.ts';
import { useFormatPhoneNumber } from '../../../platform/phone-numbers/use-phone-numbers.ts';
import checkboxStyles from '../../../ui/checkbox-list.module.css';
import styles from './settings.module.css';

const channels: readonly {
  channel: NotificationChannel;
  label: string;
  detail: (user: CurrentUser, phone: (e164: string) => string) => string;
}[] = [
  { channel: 'SMS', label: 'Text messages', detail: (user, phone) => `To ${phone(user.phone_number)}` },
  { channel: 'EMAIL', label: 'Email', detail: (user) => (user.email ? `To ${user.email}` : 'Add an email address above first') },
];

/** How Tandem may reach the user while they are away: by SMS, email, both or neither. */
export function NotificationSettings({ user }: { user: CurrentUser }) {
  const update = useUpdateCurrentUser();
  // Shows the click at once; the server's answer (the session's user) takes over once saved.
  const [saving, setSaving] = useState<NotificationChannel[] | null>(null);
  const chosen = saving ?? user.notificationPreferences;
  const phone = useFormatPhoneNumber();

  function toggle(channel: NotificationChannel, on: boolean) {
    if (update.isPending) return;
    const next = on ? [...chosen, channel] : chosen.filter((existing) => existing !== channel);
    setSaving(next);
    update.mutate({ notificationPreferences: next }, { onSettled: () => setSaving(null) });
  }

  return (
    <Card as="section" aria-labelledby="notification-settings-title" className={styles.stack}>
      <h2 id="notification-settings-title">How we reach you</h2>
      <p className={styles.muted}>
        When you are away from Tandem and something happens, such as a new match or a message, we let you know here.
      </p>
      <fieldset className={checkboxStyles.checkboxes}>
        <legend className="visually-hidden">Notify me by</legend>
        {channels.map(({ channel, label, detail }) => {
          const unavailable = channel === 'EMAIL' && !user.email && !chosen.includes('EMAIL');
          return (
            <label key={channel} className={checkboxStyles.checkbox}>
              <input
                type="checkbox"
                checked={chosen.includes(channel)}
                disabled={unavailable}
                aria-disabled={update.isPending || undefined}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
              <span className={styles.checkboxText}>
                <span className={styles.checkboxLabel}>{label}</span>
                <span className={styles.muted}>{detail(user, phone)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {update.isPending && (
        <p className={styles.muted} role="status">
          Saving…
        </p>
      )}
      {update.error && <Alert tone="error">{errorText(update.error)}</Alert>}
    </Card>
  );
}
