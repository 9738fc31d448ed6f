import { useParams } from 'react-router';
import { useSession } from '../../platform/session/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { connectionIntelligenceRoute, prospectMatchesRoute, prospectsRoute } from './api/matching-routes.ts';
import { MatchList } from './match-list.tsx';
import { EmptyState, PageIntro, QueryStates } from './matching-states.tsx';
import { MatchesScreenView } from './screen-tracking.tsx';
import { useMatchesVisit } from './use-matches-visit.ts';
import { useMatchingEvent } from './use-matching-event.ts';
import styles from './matching.module.css';

/** `/events/{id}/newMatches`: the matches made since the viewer last looked at this event's matches. */
export default function NewMatchesPage() {
  const { id: eventId = '' } = useParams();
  // Another event's matches are another visit, recorded on its own.
  return <NewMatches key={eventId} eventId={eventId} />;
}

function NewMatches({ eventId }: { eventId: string }) {
  const { user } = useSession();
  const event = useMatchingEvent(eventId, 'New matches');
  const visit = useMatchesVisit(eventId);

  return (
    <div className={styles.page}>
      {event.context && <MatchesScreenView openedFrom="page" context={event.context} />}
      <PageIntro
        title={event.name ? `New matches at ${event.name}` : 'New matches'}
        lead="The people who said yes to you too since your last visit."
        back={{ to: prospectMatchesRoute(eventId), label: 'All your matches' }}
      />
      <QueryStates
        data={visit.list}
        error={visit.error}
        onRetry={visit.retry}
        retrying={visit.retrying}
        loadingText="Loading your new matches…"
        failedTitle="Your matches could not be loaded"
      >
        {(visited) => (
          <MatchList
            matches={visited.matches.filter((match) => match.isNew)}
            label="New matches"
            empty={
              <EmptyState
                level={3}
                title="Nothing new since your last visit"
                actions={
                  <>
                    {visited.matches.length > 0 && <ButtonLink to={prospectMatchesRoute(eventId)}>All your matches</ButtonLink>}
                    <ButtonLink to={user ? connectionIntelligenceRoute(user.id, eventId) : prospectsRoute} variant="secondary">
                      People to meet
                    </ButtonLink>
                  </>
                }
              >
                {visited.matches.length > 0
                  ? 'Your earlier matches are all on your matches page.'
                  : 'When someone you said yes to says yes too, they show up here.'}
              </EmptyState>
            }
          />
        )}
      </QueryStates>
    </div>
  );
}
