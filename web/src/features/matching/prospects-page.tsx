import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays } from 'lucide-react';
import type { ProspectsAcrossEvents } from '../../../../shared/api/matching.ts';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import { displayName } from '../../lib/display-name.ts';
import { formatEventDay } from '../../lib/event-dates.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useNewMatchCounts } from './api/matches.ts';
import { newMatchesText } from './api/matching-counts.ts';
import { connectionIntelligenceRoute, newMatchesRoute, prospectMatchesRoute } from './api/matching-routes.ts';
import { useProspectsAcrossEvents } from './api/prospects.ts';
import { HiddenPeople } from './hidden-people.tsx';
import { EmptyState, PageIntro, QueryStates } from './matching-states.tsx';
import { eventProspectsSummary, introducedByText } from './prospect-text.ts';
import styles from './matching.module.css';

/** People shown per event here; the event's own page has them all. */
const previewCount = 3;

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
        lead="The people worth meeting at each of your events. Open an event to say who interests you: a match happens when you both say yes."
        back={{ to: '/home', label: 'Back to home' }}
      />
      <QueryStates
        // Each event links to the viewer's own pages: the list waits for the session too.
        data={user && acrossEvents.data ? { events: acrossEvents.data.events, viewer: user } : undefined}
        error={acrossEvents.error}
        onRetry={() => void acrossEvents.refetch()}
        retrying={acrossEvents.isFetching}
        loadingText="Loading your prospects…"
        failedTitle="Your prospects could not be loaded"
      >
        {({ events, viewer }) =>
          events.length === 0 ? (
            <EmptyState title="Join an event to meet people there" actions={<ButtonLink to="/home">Back to home</ButtonLink>}>
              Open the link an event's host sent you. Once you've joined and told the concierge about yourself, the people worth meeting
              there show up here.
            </EmptyState>
          ) : (
            <EventList events={events} viewer={viewer} />
          )
        }
      </QueryStates>
      <HiddenPeople />
    </div>
  );
}

function EventList({ events, viewer }: { events: ProspectsAcrossEvents['events']; viewer: CurrentUser }) {
  const newCounts = useNewMatchCounts(events.filter((group) => group.matchCount > 0).map((group) => group.event.id));
  return (
    <ul className={styles.list} aria-label="Your events">
      {events.map((group) => (
        <li key={group.event.id}>
          <EventProspects group={group} viewer={viewer} newMatches={newCounts.get(group.event.id) ?? 0} />
        </li>
      ))}
    </ul>
  );
}

function EventProspects({
  group,
  viewer,
  newMatches,
}: {
  group: ProspectsAcrossEvents['events'][number];
  viewer: CurrentUser;
  newMatches: number;
}) {
  const { event, prospects, matchCount } = group;
  const titleId = `event-${event.id}-title`;
  const route = connectionIntelligenceRoute(viewer.id, event.id);
  // The people passed on are answered for good: the preview leaves them to the event's page.
  const shown = prospects.filter((prospect) => prospect.interest !== 'NOT_INTERESTED').slice(0, previewCount);

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.stack}>
      <div className={styles.intro}>
        <h2 id={titleId} className={styles.title}>
          <Link to={route}>{event.name}</Link>
        </h2>
        <p className={`${styles.muted} ${styles.personRow}`}>
          <CalendarDays size={16} aria-hidden="true" />
          {formatEventDay(event.startsAt, event.timeZone)}
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
        {newMatches > 0 && (
          <ButtonLink to={newMatchesRoute(event.id)} size="small">
            {newMatchesText(newMatches)}
          </ButtonLink>
        )}
        <ButtonLink to={route} size="small" variant={newMatches > 0 ? 'secondary' : 'primary'}>
          See people to meet
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
