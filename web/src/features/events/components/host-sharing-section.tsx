import type { EventDetails } from '../../../../../shared/api/events.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Card } from '../../../ui/card.tsx';
import checkboxStyles from '../../../ui/checkbox-list.module.css';
import { useSetHostContactSharing } from '../api/host-contact-sharing.ts';
import styles from './events.module.css';

/** A member's choice about their phone number and email and this event's hosts, as they made it when joining, changeable here. */
export function HostSharingSection({ event }: { event: EventDetails }) {
  const update = useSetHostContactSharing();
  const shared = update.isPending ? update.variables.shareWithHosts : event.viewer.sharesContactWithHosts === true;
  return (
    <Card as="section" aria-labelledby="event-host-sharing-title" className={styles.section}>
      <h2 id="event-host-sharing-title">What the hosts see</h2>
      <p className={styles.muted}>
        The hosts see your name and photo, and the contact details they typed if they invited you. Your phone number and email only if you
        let them.
      </p>
      <label className={checkboxStyles.checkbox}>
        <input
          type="checkbox"
          checked={shared}
          aria-disabled={update.isPending || undefined}
          aria-describedby="event-host-sharing-status"
          onChange={(change) => {
            if (!update.isPending) update.mutate({ eventId: event.id, shareWithHosts: change.target.checked });
          }}
        />
        <span>Let the hosts see my phone number and email</span>
      </label>
      <p id="event-host-sharing-status" aria-live="polite" className={styles.muted}>
        {update.isPending ? 'Saving…' : update.isSuccess ? 'Saved.' : ''}
      </p>
      {update.isError && <Alert tone="error">{errorText(update.error)}</Alert>}
    </Card>
  );
}
