import type { ReactNode } from 'react';
import { CalendarDays, Globe2, Link2, MapPin, Users } from 'lucide-react';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Card } from '../../../ui/card.tsx';
import { zoneTimeLabel } from '../../../../../shared/time-zone-names.ts';
import { formatEventDates } from '../../../lib/event-dates.ts';
import styles from './events.module.css';

const mediaBase = `${import.meta.env.BASE_URL}media/`;

function joinedText(event: EventDetails): string {
  const joined = `${event.participantCount} ${event.participantCount === 1 ? 'person has' : 'people have'} joined`;
  return event.capacity === null ? joined : `${joined} · room for ${event.capacity}`;
}

/** What every member sees: name, when (in the event's zone), where, hosts, description, intro video. */
export type EventOverviewProps = {
  event: EventDetails;
  /** Buttons under the facts, e.g. "Edit details". */
  actions?: ReactNode;
  /** Host controls shown under the intro video. */
  videoTools?: ReactNode;
  /** A section right under the facts, before hosts and description: what a guest comes for. */
  highlight?: ReactNode;
};

export function EventOverview({ event, actions, videoTools, highlight }: EventOverviewProps) {
  const video = event.introVideo;
  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <h1 className={styles.title}>{event.name}</h1>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <CalendarDays className={styles.factIcon} size={20} aria-hidden="true" />
            <span>
              <span className="visually-hidden">When: </span>
              {formatEventDates(event)}
            </span>
          </li>
          <li className={styles.fact}>
            <Globe2 className={styles.factIcon} size={20} aria-hidden="true" />
            <span>Times are {zoneTimeLabel(event.timeZone, Date.parse(event.startsAt))}</span>
          </li>
          {event.place && (
            <li className={styles.fact}>
              <MapPin className={styles.factIcon} size={20} aria-hidden="true" />
              <span>
                <span className="visually-hidden">Where: </span>
                {event.place}
              </span>
            </li>
          )}
          {event.onlineUrl && (
            <li className={styles.fact}>
              <Link2 className={styles.factIcon} size={20} aria-hidden="true" />
              <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer">
                Join online
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          )}
          <li className={styles.fact}>
            <Users className={styles.factIcon} size={20} aria-hidden="true" />
            <span>{joinedText(event)}</span>
          </li>
        </ul>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>

      {highlight}

      <Card as="section" aria-labelledby="event-hosts-title" className={styles.section}>
        <h2 id="event-hosts-title">{event.hosts.length === 1 ? 'Host' : 'Hosts'}</h2>
        <ul className={styles.people}>
          {event.hosts.map((host) => (
            <li key={host.userId} className={styles.person}>
              <Avatar name={host.name} pictureId={host.pictureId} size="small" />
              <span className={styles.personName}>{host.name ?? 'A host without a name yet'}</span>
              {host.role === 'creator' && <span className={styles.badge}>Organiser</span>}
            </li>
          ))}
        </ul>
      </Card>

      {event.description && (
        <Card as="section" aria-labelledby="event-about-title" className={styles.section}>
          <h2 id="event-about-title">About</h2>
          <p className={styles.description}>{event.description}</p>
        </Card>
      )}

      <Card as="section" aria-labelledby="event-video-title" className={styles.section}>
        <h2 id="event-video-title">Intro video</h2>
        <video
          key={video.url}
          className={styles.video}
          src={video.url}
          poster={video.isDefault ? `${mediaBase}intro-default-poster.jpg` : undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`Intro video of ${event.name}`}
        >
          {video.isDefault && <track kind="captions" src={`${mediaBase}intro-default.vtt`} srcLang="en" label="English" default />}
        </video>
        {videoTools}
      </Card>
    </div>
  );
}
