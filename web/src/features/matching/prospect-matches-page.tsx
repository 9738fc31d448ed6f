import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../platform/session/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { connectionIntelligenceRoute, prospectsRoute } from './api/matching-routes.ts';
import { ContactSharingControl } from './contact-sharing-control.tsx';
import { MatchList } from './match-list.tsx';
import { EmptyState, PageIntro, QueryStates } from './matching-states.tsx';
import { matchesOpenedFrom } from './opened-from.ts';
import { MatchesScreenView } from './screen-tracking.tsx';
import { useMatchesVisit } from './use-matches-visit.ts';
import { useMatchingEvent } from './use-matching-event.ts';
import styles from './matching.module.css';

/** `/events/{id}/prospectMatches`: the viewer's matches at an event, how to reach them, and what they see of the viewer. */
export default function ProspectMatchesPage() {
  const { id: eventId = '' } = useParams();
  // Another event's matches are another visit, recorded on its own.
  return <ProspectMatches key={eventId} eventId={eventId} />;
}

function ProspectMatches({ eventId }: { eventId: string }) {
  const [searchParams] = useSearchParams();
  const openedFrom = matchesOpenedFrom(searchParams.get('from'));
  const { user } = useSession();
  const event = useMatchingEvent(eventId, 'Your matches');
  const visit = useMatchesVisit(eventId);
  const peopleToMeet = user ? connectionIntelligenceRoute(user.id, eventId) : prospectsRoute;

  return (
    <div className={styles.page}>
      {event.context && <MatchesScreenView openedFrom={openedFrom} context={event.context} />}
      <PageIntro
        title={event.name ? `Your matches at ${event.name}` : 'Your matches'}
        lead="You both said yes. Say hello, and find each other at the event."
        back={{ to: peopleToMeet, label: 'People to meet' }}
      />
      <QueryStates
        data={visit.list}
        error={visit.error}
        onRetry={visit.retry}
        retrying={visit.retrying}
        loadingText="Loading your matches…"
        failedTitle="Your matches could not be loaded"
      >
        {(visited) => (
          <MatchList
            matches={visited.matches}
            label="Your matches"
            empty={
              <EmptyState level={3} title="No matches yet" actions={<ButtonLink to={peopleToMeet}>See people to meet</ButtonLink>}>
                When someone you said yes to says yes too, they show up here with their contact details, and your chat opens.
              </EmptyState>
            }
          />
        )}
      </QueryStates>
      {user && !visit.error && <ContactSharingControl viewer={user} />}
    </div>
  );
}
