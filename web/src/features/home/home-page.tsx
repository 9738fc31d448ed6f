import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, MonitorPlay, Users } from 'lucide-react';
import type { EventSummary } from '../../../../shared/api/events.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatEventDates } from '../../lib/event-dates.ts';
import { hostedByText } from '../../lib/hosted-by-text.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useMyCreatorStatus } from '../events/api/creator-requests.ts';
import { useMyEvents } from '../events/api/my-events.ts';
import { useGeneralDossier } from '../dossier/api/general-dossier.ts';
import { HomeDossierCard } from './home-dossier-card.tsx';
import { HomeHostInvitationsCard } from './home-host-invitations-card.tsx';
import { interviewUnfinished } from './home-dossier.ts';
import { HomePeopleCard } from './home-people-card.tsx';
import { creatorRequestNotice, participantCountText, roleBadge, splitByTime } from './home-events.ts';
import styles from './home-page.module.css';

const aboutLinks = [
  { to: '/about', label: 'About Tandem' },
  { to: '/manifesto', label: 'Manifesto' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** `/home`: where a signed-in user lands; their events, upcoming first. */
export default function HomePage() {
  const { user } = useSession();
  const firstName = user?.name?.trim().split(/\s+/)[0];
  const myEvents = useMyEvents();
  useScreenViewed('Home');

  useEffect(() => {
    document.title = 'Home · Tandem';
  }, []);

  const hasEvents = (myEvents.data?.events.length ?? 0) > 0;
  // The same query as the card's: an interview not finished leads the page, so the way on is the first thing seen.
  const dossier = useGeneralDossier(user?.generalDossier ? user.id : null);
  const interviewFirst = dossier.data !== undefined && interviewUnfinished(dossier.data.status);
  const dossierCard = user?.generalDossier ? <HomeDossierCard userId={user.id} dossierRef={user.generalDossier} /> : null;
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1>{firstName ? `Welcome, ${firstName}` : 'Welcome to Tandem'}</h1>
        <p className={styles.lead}>
          {hasEvents ? 'Your events and the people worth meeting there.' : "You're signed in. Here is what comes next."}
        </p>
      </div>
      {dossierCard && interviewFirst && dossierCard}
      <CreatorRequestOutcome />
      <HomeHostInvitationsCard />
      <HomePeopleCard />
      {dossierCard && !interviewFirst && dossierCard}
      <section aria-labelledby="home-events-title" className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 id="home-events-title">Your events</h2>
          {hasEvents && (
            <ButtonLink to="/events/new" variant="secondary" size="small">
              Host an event
            </ButtonLink>
          )}
        </div>
        {myEvents.isPending && <LoadingState>Loading your events…</LoadingState>}
        {myEvents.error && (
          <Alert tone="error" title="Your events could not be loaded">
            {errorText(myEvents.error)}{' '}
            <Button variant="ghost" size="small" onClick={() => void myEvents.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {myEvents.data && (hasEvents ? <EventLists events={myEvents.data.events} /> : <NoEventsYet />)}
      </section>
      <section aria-labelledby="home-about-title" className={styles.section}>
        <h2 id="home-about-title">Learn more</h2>
        <ul className={styles.links}>
          {aboutLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function NoEventsYet() {
  return (
    <Card className={styles.empty}>
      <h3>No events yet</h3>
      <p>
        Events you join or host show up here, each with the people worth meeting there. To join one, open the link its host sent you — by
        text, email or chat.
      </p>
      <p>Organising something yourself? Host an event on Tandem and invite your guests.</p>
      <div>
        <ButtonLink to="/events/new">Host an event</ButtonLink>
      </div>
    </Card>
  );
}

function EventLists({ events }: { events: EventSummary[] }) {
  const { upcoming, past } = splitByTime(events);
  return (
    <>
      <div className={styles.group}>
        <h3 className={styles.groupTitle}>Upcoming</h3>
        {upcoming.length > 0 ? (
          <EventList events={upcoming} />
        ) : (
          <p className={styles.muted}>Nothing coming up. When a host shares an event link with you, open it to join.</p>
        )}
      </div>
      {past.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>Past</h3>
          <EventList events={past} />
        </div>
      )}
    </>
  );
}

function EventList({ events }: { events: EventSummary[] }) {
  return (
    <ul className={styles.events}>
      {events.map((event) => {
        const badge = roleBadge(event);
        const hostedBy = hostedByText(event.hostNames);
        return (
          <li key={event.id}>
            <Link to={`/events/${encodeURIComponent(event.id)}`} className={styles.eventLink}>
              <span className={styles.eventTop}>
                <span className={styles.eventName}>{event.name}</span>
                <span className={badge === 'Hosting' ? `${styles.badge} ${styles.hosting}` : styles.badge}>{badge}</span>
              </span>
              <span className={styles.eventFact}>
                <CalendarDays size={16} aria-hidden="true" />
                {formatEventDates(event)}
              </span>
              {(event.place || event.onlineUrl) && (
                <span className={styles.eventFact}>
                  {event.place ? <MapPin size={16} aria-hidden="true" /> : <MonitorPlay size={16} aria-hidden="true" />}
                  {event.place ?? 'Online'}
                </span>
              )}
              <span className={styles.eventFact}>
                <Users size={16} aria-hidden="true" />
                {participantCountText(event.participantCount, event.isPast)}
                {hostedBy && badge === 'Attending' ? ` · ${hostedBy}` : ''}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const dismissedNoticeKey = 'tandem.creatorRequestNotice.dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(dismissedNoticeKey);
  } catch {
    return null;
  }
}

/** How the user's newest creator request ended, until they dismiss it. */
function CreatorRequestOutcome() {
  const creatorStatus = useMyCreatorStatus();
  const [dismissedId, setDismissedId] = useState(readDismissed);
  const notice = creatorRequestNotice(creatorStatus.data, dismissedId);
  if (!notice) return null;

  function dismiss() {
    if (!notice) return;
    try {
      localStorage.setItem(dismissedNoticeKey, notice.requestId);
    } catch {
      // Private mode: the notice simply comes back next time.
    }
    setDismissedId(notice.requestId);
  }

  return notice.outcome === 'approved' ? (
    <Alert tone="success" title="You can host events now">
      <p>An admin approved your request to become a creator.</p>
      <div className={styles.noticeActions}>
        <ButtonLink to="/events/new" size="small">
          Host an event
        </ButtonLink>
        <Button variant="ghost" size="small" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
    </Alert>
  ) : (
    <Alert tone="info" title="Your request to host events was declined">
      <p>{notice.reason ? `The reason given: ${notice.reason}` : 'No reason was given.'} You can ask again from “Host an event”.</p>
      <div className={styles.noticeActions}>
        <Button variant="ghost" size="small" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
    </Alert>
  );
}
