import type { EventDetails } from '../../../../../shared/api/events.ts';
import { Card } from '../../../ui/card.tsx';
import { CopyButton } from './copy-button.tsx';
import styles from './events.module.css';

/** The public join link; anyone who opens it can sign in and join. */
export function ShareLinkSection({ event }: { event: EventDetails }) {
  return (
    <Card as="section" aria-labelledby="event-share-title" className={styles.section}>
      <h2 id="event-share-title">Share link</h2>
      <p className={styles.muted}>
        Anyone with this link can sign in and join{event.capacity === null ? '' : `, until ${event.capacity} people have joined`}. For one
        person, use their personal link under Participants.
      </p>
      <div className={styles.linkBox}>
        <code className={styles.linkText}>{event.joinUrl}</code>
        <CopyButton text={event.joinUrl} label="Copy link" what="share link" variant="primary" size="medium" />
      </div>
    </Card>
  );
}
