import { Heart, Sparkles } from 'lucide-react';
import type { EventDetails } from '../../../../shared/api/events.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useNewMatchCounts } from './api/matches.ts';
import { connectionIntelligenceRoute, hostMatchesRoute, newMatchesRoute, prospectMatchesRoute } from './api/matching-routes.ts';
import { newMatchesText } from './api/matching-counts.ts';
import styles from './matching.module.css';

/**
 * On the event page (app/ puts it there: matching builds on events, so events cannot import it):
 * the way to the event's matchmaking, a guest's people to meet and matches (the new ones first),
 * a host's view of every match.
 */
export function PeopleToMeetSection({ event }: { event: EventDetails }) {
  const { user } = useSession();
  const { isMember, canEdit } = event.viewer;
  const newMatches = useNewMatchCounts(isMember ? [event.id] : []).get(event.id) ?? 0;
  if (!user || (!isMember && !canEdit)) return null;

  return (
    <Card as="section" aria-labelledby="event-people-title" className={styles.section}>
      <h2 id="event-people-title">People to meet</h2>
      <p className={styles.lead}>
        {isMember
          ? 'Tandem suggests the guests worth meeting here, each with the reason why. Say who interests you: when you both say yes, you’re matched.'
          : 'See who matched among your guests, and introduce people who should meet.'}
      </p>
      <div className={styles.actions}>
        {isMember && (
          <>
            {newMatches > 0 && <ButtonLink to={newMatchesRoute(event.id)}>{newMatchesText(newMatches)}</ButtonLink>}
            <ButtonLink to={connectionIntelligenceRoute(user.id, event.id)} variant={newMatches > 0 ? 'secondary' : 'primary'}>
              <Heart size={18} aria-hidden="true" />
              People to meet
            </ButtonLink>
            <ButtonLink to={prospectMatchesRoute(event.id)} variant="secondary">
              Your matches
            </ButtonLink>
          </>
        )}
        {canEdit && (
          <ButtonLink to={hostMatchesRoute(user.id, event.id)} variant={isMember ? 'ghost' : 'secondary'}>
            <Sparkles size={18} aria-hidden="true" />
            Matches and introductions
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
