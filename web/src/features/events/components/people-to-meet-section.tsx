import { Heart, Sparkles } from 'lucide-react';
import type { EventDetails } from '../../../../../shared/api/events.ts';
import { useSession } from '../../../platform/session/use-session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import styles from './events.module.css';

// Matching's pages. Matching builds on events (it reads the event and its participants), so events
// cannot import matching's route helpers: these paths are the router's, written out.
const segment = encodeURIComponent;

/** The way from an event to its matchmaking: a guest's prospects and matches, a host's view of every match. */
export function PeopleToMeetSection({ event }: { event: EventDetails }) {
  const { user } = useSession();
  const { isMember, canEdit } = event.viewer;
  if (!user || (!isMember && !canEdit)) return null;
  const userEvent = `/users/${segment(user.id)}/events/${segment(event.id)}`;

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
            <ButtonLink to={`${userEvent}/connection-intelligence`}>
              <Heart size={18} aria-hidden="true" />
              Your prospects
            </ButtonLink>
            <ButtonLink to={`/events/${segment(event.id)}/prospectMatches`} variant="secondary">
              Your matches
            </ButtonLink>
          </>
        )}
        {canEdit && (
          <ButtonLink to={`${userEvent}/hostMatches`} variant={isMember ? 'ghost' : 'secondary'}>
            <Sparkles size={18} aria-hidden="true" />
            Matches and introductions
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
