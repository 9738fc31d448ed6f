import { CalendarDays, MapPin, MonitorPlay, Users } from 'lucide-react';
import type { EventPreview } from '../../../../../shared/api/events.ts';
import { formatEventDates } from '../../../lib/event-dates.ts';
import { hostedByText } from '../../../lib/hosted-by-text.ts';
import { Card } from '../../../ui/card.tsx';
import styles from './join-event.module.css';

/**
 * What the card says above the event's name: an invitation only while one stands (the event is
 * not over, and the personal link, if any, still works).
 */
function eyebrowOf(preview: EventPreview, linkWorks: boolean): string {
  if (preview.isOver) return 'Past event';
  if (!linkWorks) return 'Event';
  const inviteeName = preview.invitee?.name?.trim();
  return inviteeName ? `An invitation for ${inviteeName}` : "You're invited";
}

/** The event a join link is for, shown above the sign-in: name, hosts, date and place. */
export function EventPreviewCard({ preview, linkWorks, isPageTitle }: { preview: EventPreview; linkWorks: boolean; isPageTitle: boolean }) {
  const hostedBy = hostedByText(preview.hostNames);
  // The event's name is the page's title unless a sign-in step below has its own.
  const Heading = isPageTitle ? 'h1' : 'h2';
  return (
    <Card as="section" aria-labelledby="join-event-name" className={styles.event}>
      <p className={styles.eyebrow}>{eyebrowOf(preview, linkWorks)}</p>
      <Heading id="join-event-name" className={styles.name}>
        {preview.name}
      </Heading>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <CalendarDays size={16} aria-hidden="true" />
          <span>{formatEventDates(preview)}</span>
        </li>
        {preview.place && (
          <li className={styles.fact}>
            <MapPin size={16} aria-hidden="true" />
            <span>{preview.place}</span>
          </li>
        )}
        {preview.isOnline && (
          <li className={styles.fact}>
            <MonitorPlay size={16} aria-hidden="true" />
            <span>Online — the link is shown once you join</span>
          </li>
        )}
        {hostedBy && (
          <li className={styles.fact}>
            <Users size={16} aria-hidden="true" />
            <span>{hostedBy}</span>
          </li>
        )}
      </ul>
    </Card>
  );
}
