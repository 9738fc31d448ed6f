import type { ReactNode } from 'react';
import { CalendarDays, MapPin, MonitorPlay, Users } from 'lucide-react';
import type { EventPreview } from '../../../../../shared/api/events.ts';
import { zoneTimeLabel } from '../../../../../shared/time-zone-names.ts';
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

/**
 * "Sat, 5 Dec 2026 · 18:00 – 21:00 Lisbon time (GMT+0)": the event's own clock, named, since the
 * guest may be in another zone.
 */
function When({ preview }: { preview: EventPreview }) {
  const startsAt = Date.parse(preview.startsAt);
  const dates = formatEventDates(preview);
  if (Number.isNaN(startsAt) || Number.isNaN(Date.parse(preview.endsAt))) return <span>{dates}</span>;
  return (
    <span>
      {/* The zone wraps as a whole, not "Lisbon" on one line and "time" on the next. */}
      {dates} <span className={styles.zone}>{zoneTimeLabel(preview.timeZone, startsAt)}</span>
    </span>
  );
}

export type EventPreviewCardProps = {
  preview: EventPreview;
  linkWorks: boolean;
  isPageTitle: boolean;
  /** A last line under the facts, for what the guest should know before joining. */
  footnote?: ReactNode;
};

/** The event a join link is for, shown above the sign-in: name, hosts, date and place. */
export function EventPreviewCard({ preview, linkWorks, isPageTitle, footnote }: EventPreviewCardProps) {
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
          <When preview={preview} />
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
      {footnote}
    </Card>
  );
}
