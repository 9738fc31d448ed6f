import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../platform/session/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { connectionIntelligenceRoute, prospectsRoute } from './api/matching-routes.ts';
import { ContactSharingControl } from './contact-sharing-control.tsx';
import { MatchList } from './match-list.tsx';
import { MatchingLoadFailed, MatchingLoading, PageIntro } from './matching-states.tsx';
import { matchesOpenedFrom } from './opened-from.ts';
import { MatchesScreenView } from './screen-tracking.tsx';
import { useMatchesVisit } from './use-matches-visit.ts';
import { useMatchingEvent } from './use-matching-event.ts';
import styles from './matching.module.css';

/** `/events/{id}/prospectMatches`: the viewer's matches at an event, how to reach them, and what they see of the viewer. */
export default function ProspectMatchesPage() {
  const { id: eventId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const openedFrom = matchesOpenedFrom(searchParams.get('from'));
  const { user } = useSession();
  const event = useMatchingEvent(eventId, 'Your matches');
  const { matches, visited } = useMatchesVisit(eventId);
  const peopleToMeet = user ? connectionIntelligenceRoute(user.id, eventId) : prospectsRoute;

  return (
    <div className={styles.page}>
      {event.context && <MatchesScreenView openedFrom={openedFrom} context={event.context} />}
      <PageIntro
        title={event.name ? `Your matches at ${event.name}` : 'Your matches'}
        lead="You both said yes. Say hello, and find each other at the event."
        back={{ to: peopleToMeet, label: 'People to meet' }}
      />
      {matches.isError ? (
        <MatchingLoadFailed
          title="Your matches could not be loaded"
          error={matches.error}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : !visited ? (
        <MatchingLoading text="Loading your matches…" />
      ) : visited.matches.length === 0 ? (
        <Card as="section" aria-labelledby="no-matches-title" className={styles.stack}>
          <h2 id="no-matches-title">No matches yet</h2>
          <p className={styles.lead}>
            When someone you said yes to says yes too, they show up here with their contact details, and your chat opens.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={peopleToMeet}>See people to meet</ButtonLink>
          </div>
        </Card>
      ) : (
        <MatchList matches={visited.matches} label="Your matches" />
      )}
      {user && !matches.isError && <ContactSharingControl viewer={user} />}
    </div>
  );
}
