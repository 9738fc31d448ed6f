import { useParams } from 'react-router';
import { useSession } from '../../platform/session/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { connectionIntelligenceRoute, prospectMatchesRoute, prospectsRoute } from './api/matching-routes.ts';
import { MatchList } from './match-list.tsx';
import { MatchingLoadFailed, MatchingLoading, PageIntro } from './matching-states.tsx';
import { MatchesScreenView } from './screen-tracking.tsx';
import { useMatchesVisit } from './use-matches-visit.ts';
import { useMatchingEvent } from './use-matching-event.ts';
import styles from './matching.module.css';

/** `/events/{id}/newMatches`: the matches made since the viewer last looked at this event's matches. */
export default function NewMatchesPage() {
  const { id: eventId = '' } = useParams();
  const { user } = useSession();
  const event = useMatchingEvent(eventId, 'New matches');
  const { matches, visited } = useMatchesVisit(eventId);
  const fresh = visited?.matches.filter((match) => match.isNew) ?? [];

  return (
    <div className={styles.page}>
      {event.context && <MatchesScreenView openedFrom="page" context={event.context} />}
      <PageIntro
        title={event.name ? `New matches at ${event.name}` : 'New matches'}
        lead="The people who said yes to you too since your last visit."
        back={{ to: prospectMatchesRoute(eventId), label: 'All your matches' }}
      />
      {matches.isError ? (
        <MatchingLoadFailed
          title="Your matches could not be loaded"
          error={matches.error}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : !visited ? (
        <MatchingLoading text="Loading your new matches…" />
      ) : fresh.length === 0 ? (
        <Card as="section" aria-labelledby="no-new-matches-title" className={styles.stack}>
          <h2 id="no-new-matches-title">Nothing new since your last visit</h2>
          <p className={styles.lead}>
            {visited.matches.length > 0
              ? 'Your earlier matches are all on your matches page.'
              : 'When someone you said yes to says yes too, they show up here.'}
          </p>
          <div className={styles.actions}>
            {visited.matches.length > 0 && <ButtonLink to={prospectMatchesRoute(eventId)}>All your matches</ButtonLink>}
            <ButtonLink to={user ? connectionIntelligenceRoute(user.id, eventId) : prospectsRoute} variant="secondary">
              People to meet
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <MatchList matches={fresh} label="New matches" />
      )}
    </div>
  );
}
