import { ArrowRight, Heart } from 'lucide-react';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { prospectMatchesRoute, prospectsRoute } from '../matching/api/matching-routes.ts';
import { useProspectsAcrossEvents } from '../matching/api/prospects.ts';
import { peopleToMeetText } from './home-people.ts';
import styles from './home-page.module.css';

/** The people worth meeting at the guest's events, and their matches; nothing before they have joined one. */
export function HomePeopleCard() {
  const acrossEvents = useProspectsAcrossEvents();
  const events = acrossEvents.data?.events ?? [];
  if (events.length === 0) return null;

  const withMatches = events.filter((group) => group.matchCount > 0);
  // One event with matches opens them; several go through the list, where each event has its own.
  const matchesTo = withMatches.length === 1 ? prospectMatchesRoute(withMatches[0]!.event.id) : prospectsRoute;
  return (
    <section aria-labelledby="home-people-title" className={styles.section}>
      <h2 id="home-people-title">People to meet</h2>
      <Card className={styles.empty}>
        <p className={styles.dossierHeadline}>{peopleToMeetText(events)}</p>
        <p className={styles.muted}>Say who interests you. When you both say yes, you're matched and your chat opens.</p>
        <div className={styles.noticeActions}>
          <ButtonLink to={prospectsRoute}>
            <Heart size={18} aria-hidden="true" />
            Your prospects
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
          {withMatches.length > 0 && (
            <ButtonLink to={matchesTo} variant="secondary">
              Your matches
            </ButtonLink>
          )}
        </div>
      </Card>
    </section>
  );
}
