import { ArrowRight, Heart } from 'lucide-react';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useNewMatchCounts } from '../matching/api/matches.ts';
import { newMatchesText } from '../matching/api/matching-counts.ts';
import { newMatchesRoute, prospectMatchesRoute, prospectsRoute } from '../matching/api/matching-routes.ts';
import { useProspectsAcrossEvents } from '../matching/api/prospects.ts';
import { peopleToMeetText } from './home-people.ts';
import styles from './home-page.module.css';

/** The people worth meeting at the guest's events, and their matches; nothing before they have joined one. */
export function HomePeopleCard() {
  const acrossEvents = useProspectsAcrossEvents();
  const events = acrossEvents.data?.events ?? [];
  const withMatches = events.filter((group) => group.matchCount > 0);
  const newCounts = useNewMatchCounts(withMatches.map((group) => group.event.id));
  if (events.length === 0) return null;

  const withNew = withMatches.flatMap((group) => {
    const count = newCounts.get(group.event.id) ?? 0;
    return count > 0 ? [{ event: group.event, count }] : [];
  });
  // One event with matches opens them; several go through the list, where each event has its own.
  const matchesTo = withMatches.length === 1 ? prospectMatchesRoute(withMatches[0]!.event.id) : prospectsRoute;
  return (
    <section aria-labelledby="home-people-title" className={styles.section}>
      <h2 id="home-people-title">People to meet</h2>
      <Card className={styles.summary}>
        <p className={styles.summaryHeadline}>{peopleToMeetText(events)}</p>
        <p className={styles.muted}>Say who interests you. When you both say yes, you're matched and your chat opens.</p>
        <div className={styles.noticeActions}>
          {withNew.map(({ event, count }) => (
            <ButtonLink key={event.id} to={newMatchesRoute(event.id)}>
              {events.length > 1 ? `${newMatchesText(count)} at ${event.name}` : newMatchesText(count)}
            </ButtonLink>
          ))}
          <ButtonLink to={prospectsRoute} variant={withNew.length > 0 ? 'secondary' : 'primary'}>
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
