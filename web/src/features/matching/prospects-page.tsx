import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { ProspectsAcrossEvents } from '../../../../shared/api/matching.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { displayName } from '../../lib/display-name.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { connectionIntelligenceRoute, prospectMatchesRoute } from './api/matching-routes.ts';
import { useProspectsAcrossEvents } from './api/prospects.ts';
import { HiddenPeople } from './hidden-people.tsx';
import { MatchingLoadFailed, MatchingLoading, PageIntro } from './matching-states.tsx';
import { eventProspectsSummary, introducedByText } from './prospect-text.ts';
import styles from './matching.module.css';

/** People shown per event here; the event's own page has them all. */
const previewCount = 3;

const eventDate = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** `/prospects`: the people worth meeting at each event the viewer joined, each event leading to its full list. */
export default function ProspectsPage() {
  const { user } = useSession();
  const acrossEvents = useProspectsAcrossEvents();
  useScreenViewed('Prospects');

  useEffect(() => {
    document.title = 'Your prospects · Tandem';
  }, []);

  return (
    <div className={styles.page}>
      <PageIntro
        title="Your prospects"
        lead="The people worth meeting at each of your events. Say who interests you; a match happens when you both say yes."
        back={{ to: '/home', label: 'Back to home' }}
      />
      {acrossEvents.isPending || !user ? (
        <MatchingLoading text="Loading your prospects…" />
      ) : acrossEvents.isError ? (
        <MatchingLoadFailed
          title="Your prospects could not be loaded"
          error={acrossEvents.error}
          onRetry={() => void acrossEvents.refetch()}
          retrying={acrossEvents.isFetching}
        />
      ) : acrossEvents.data.events.length === 0 ? (
        <Card as="section" aria-labelledby="no-events-title" className={styles.stack}>
          <h2 id="no-events-title">Join an event to meet people there</h2>
          <p className={styles.lead}>
            Open the link an event's host sent you. Once you've joined and told the concierge about yourself, the people worth meeting there
            show up here.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/home">Back to home</ButtonLink>
          </div>
        </Card>
      ) : (
        <ul className={styles.list} aria-label="Your events">
          {acrossEvents.data.events.map((group) => (
            <li key={group.event.id}>
              <EventProspects group={group} viewer={user} />
            </li>
          ))}
        </ul>
      )}
      <HiddenPeople />
    </div>
  );
}

function EventProspects({ group, viewer }: { group: ProspectsAcrossEvents['events'][number]; viewer: CurrentUser }) {
  const { event, prospects, matchCount } = group;
  const titleId = `event-${event.id}-title`;
  const route = connectionIntelligenceRoute(viewer.id, event.id);
  const shown = prospects.slice(0, previewCount);

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.stack}>
      <div className={styles.intro}>
        <h2 id={titleId} className={styles.title}>
          <Link to={route}>{event.name}</Link>
        </h2>
        <p className={`${styles.muted} ${styles.personRow}`}>
          <CalendarDays size={16} aria-hidden="true" />
          {eventDate.format(event.startsAt)}
        </p>
      </div>
      <p>{eventProspectsSummary(group)}</p>
      {shown.length > 0 && (
        <ul className={styles.people}>
          {shown.map((prospect) => (
            <li key={prospect.id} className={styles.personRow}>
              <Avatar name={prospect.user.name} pictureId={prospect.user.pictureId} size="medium" />
              <span className={styles.personText}>
                <span className={styles.personName}>{displayName(prospect.user)}</span>
                <span className={styles.personDetail}>
                  {[prospect.user.headline, introducedByText(prospect.introducedBy)].filter(Boolean).join(' · ')}
                </span>
              </span>
              {prospect.matched ? (
                <span className={styles.badge}>Matched</span>
              ) : (
                prospect.interest === 'INTERESTED' && <span className={styles.badge}>You said yes</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <ButtonLink to={route} size="small">
          {prospects.length > previewCount ? `See all ${prospects.length}` : 'See people to meet'}
          <ArrowRight size={16} aria-hidden="true" />
        </ButtonLink>
        {matchCount > 0 && (
          <ButtonLink to={prospectMatchesRoute(event.id)} variant="secondary" size="small">
            {matchCount === 1 ? 'Your match' : `Your ${matchCount} matches`}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
