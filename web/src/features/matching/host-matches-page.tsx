import { useParams } from 'react-router';
import type { HostMatch, Introduction } from '../../../../shared/api/matching.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Card } from '../../ui/card.tsx';
import { eventPagePath } from '../events/api/event-keys.ts';
import { useHostMatches } from './api/host-matches.ts';
import { introductionOutcome, pairText } from './host-guests.ts';
import { IntroduceForm } from './introduce-form.tsx';
import { MatchingLoading, PageIntro, QueryStates, SomeoneElsesPage } from './matching-states.tsx';
import { useMatchingEvent } from './use-matching-event.ts';
import styles from './matching.module.css';

const when = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** `/users/{userId}/events/{eventId}/hostMatches`: for the event's hosts, every match among the guests, and introductions. */
export default function HostMatchesPage() {
  const { userId = '', eventId = '' } = useParams();
  const { user } = useSession();
  if (!user) return <MatchingLoading text="Loading…" />;
  if (user.id !== userId) return <SomeoneElsesPage />;
  return <HostMatches key={eventId} eventId={eventId} />;
}

function HostMatches({ eventId }: { eventId: string }) {
  const event = useMatchingEvent(eventId, 'Matches and introductions');
  const hostMatches = useHostMatches(eventId);

  return (
    <div className={styles.page}>
      <PageIntro
        title={event.name ? `Matches at ${event.name}` : 'Matches and introductions'}
        lead="Who matched at your event, and the people you introduced. Guests see only their own prospects and matches."
        back={{ to: eventPagePath(eventId), label: 'Back to the event' }}
      />
      <QueryStates
        data={hostMatches.data}
        error={hostMatches.error}
        onRetry={() => void hostMatches.refetch()}
        retrying={hostMatches.isFetching}
        loadingText="Loading the event's matches…"
        failedTitle="The event's matches could not be loaded"
      >
        {({ matches, introductions }) => (
          <>
            {/* What happened first (on a phone the form would push it out of sight), then the way to add to it. */}
            <PairSection
              id="host-matches-title"
              title={`Matches (${matches.length})`}
              empty="No matches yet. They appear here as guests say yes to each other."
              pairs={matches.map((match) => ({ ...match, detail: matchDetail(match) }))}
            />
            <PairSection
              id="host-introductions-title"
              title={`Introductions (${introductions.length})`}
              empty="No introductions yet."
              pairs={introductions.map((introduction) => ({
                ...introduction,
                detail: introductionDetail(introduction, matches),
                note: introduction.note,
              }))}
            />
            <Card as="section" aria-labelledby="introduce-title" className={styles.stack}>
              <h2 id="introduce-title">Introduce two guests</h2>
              <p className={styles.muted}>
                Know two people who should meet? Each will see the other among their people to meet, marked as introduced by you. If both
                say yes, they're matched.
              </p>
              <IntroduceForm eventId={eventId} />
            </Card>
          </>
        )}
      </QueryStates>
    </div>
  );
}

function matchDetail(match: HostMatch): string {
  return `${match.source === 'introduction' ? 'From an introduction' : 'Both said yes'} · ${when.format(match.createdAt)}`;
}

function introductionDetail(introduction: Introduction, matches: readonly HostMatch[]): string {
  const outcome = introductionOutcome(introduction, matches) === 'matched' ? 'They matched' : 'No match yet';
  return `By ${introduction.introducedBy.name?.trim() || 'a host'} · ${when.format(introduction.createdAt)} · ${outcome}`;
}

type Pair = { id: string; users: HostMatch['users']; detail: string; note?: string | null };

function PairSection({ id, title, empty, pairs }: { id: string; title: string; empty: string; pairs: readonly Pair[] }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {pairs.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <Card padding="compact">
          <ul className={styles.people}>
            {pairs.map((pair) => (
              <li key={pair.id} className={styles.personRow}>
                <span className={styles.pairAvatars} aria-hidden="true">
                  <Avatar name={pair.users[0].name} pictureId={pair.users[0].pictureId} size="small" />
                  <Avatar name={pair.users[1].name} pictureId={pair.users[1].pictureId} size="small" tone="accent" />
                </span>
                <span className={styles.personText}>
                  <span className={styles.personName}>{pairText(pair.users)}</span>
                  <span className={styles.personDetail}>{pair.detail}</span>
                  {pair.note && <span className={styles.personDetail}>“{pair.note}”</span>}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
