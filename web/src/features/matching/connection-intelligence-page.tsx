import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Heart, MessageCircle } from 'lucide-react';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import type { ProspectsResponse } from '../../../../shared/api/matching.ts';
import type { EventContextProperties } from '../../platform/analytics/track.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { eventMatchesQueryOptions } from './api/matches.ts';
import { hostMatchesRoute, prospectMatchesRoute, prospectsRoute } from './api/matching-routes.ts';
import { useEventProspects } from './api/prospects.ts';
import { MatchCelebration, useMatchCelebration } from './match-celebration.tsx';
import { MatchingLoadFailed, MatchingLoading, PageIntro, SomeoneElsesPage } from './matching-states.tsx';
import { ProspectCard } from './prospect-card.tsx';
import { ProspectsScreenView } from './screen-tracking.tsx';
import { useLiveMatching } from './use-live-matching.ts';
import { useMatchingEvent } from './use-matching-event.ts';
import styles from './matching.module.css';

/** `/users/{userId}/events/{eventId}/connection-intelligence`: the people the viewer should meet at an event, and why. */
export default function ConnectionIntelligencePage() {
  const { userId = '', eventId = '' } = useParams();
  const { user } = useSession();
  if (!user) return <MatchingLoading text="Loading…" />;
  // The server answers only for the viewer: another user's address must not show the viewer's list as theirs.
  if (user.id !== userId) return <SomeoneElsesPage />;
  return <ConnectionIntelligence key={eventId} viewer={user} eventId={eventId} />;
}

function ConnectionIntelligence({ viewer, eventId }: { viewer: CurrentUser; eventId: string }) {
  const event = useMatchingEvent(eventId, 'People to meet');
  const prospects = useEventProspects(eventId);
  const queryClient = useQueryClient();
  const { match, celebrate, dismiss } = useMatchCelebration();

  useLiveMatching(eventId, (created) => {
    // The other person's yes arrived while this page was open: the match list names them.
    void queryClient.fetchQuery({ ...eventMatchesQueryOptions(eventId), staleTime: 0 }).then(
      ({ matches }) => {
        const made = matches.find((each) => each.id === created.matchId);
        if (made) celebrate(made);
      },
      () => undefined,
    );
  });

  return (
    <div className={styles.page}>
      {event.context && <ProspectsScreenView context={event.context} />}
      <PageIntro
        title={event.name ? `People to meet at ${event.name}` : 'People to meet'}
        lead={
          prospects.data?.status === 'no_dossier'
            ? 'Tandem suggests the guests worth meeting here once it knows what you are looking for.'
            : 'Tandem read your dossier and theirs. Here is who is worth your time, and why.'
        }
        back={{ to: prospectsRoute, label: 'All your prospects' }}
      />
      {prospects.data && prospects.data.status !== 'no_dossier' && (
        <>
          <p className={styles.howItWorks}>
            <Heart size={18} aria-hidden="true" />
            <span>
              Say who interests you. Nobody is told about your answer: a match happens only when you both say yes, and then your chat opens.
            </span>
          </p>
          <div className={styles.actions}>
            <ButtonLink to={prospectMatchesRoute(eventId)} variant="secondary" size="small">
              Your matches
            </ButtonLink>
            {event.canHost && (
              <ButtonLink to={hostMatchesRoute(viewer.id, eventId)} variant="ghost" size="small">
                Host view: all matches
              </ButtonLink>
            )}
          </div>
        </>
      )}
      {prospects.isPending ? (
        <MatchingLoading text="Loading the people to meet…" />
      ) : prospects.isError ? (
        <MatchingLoadFailed
          title="Your prospects could not be loaded"
          error={prospects.error}
          onRetry={() => void prospects.refetch()}
          retrying={prospects.isFetching}
        />
      ) : (
        <ProspectList
          data={prospects.data}
          eventId={eventId}
          viewer={viewer}
          trackingContext={event.context ?? { event_id: eventId }}
          onMatch={celebrate}
        />
      )}
      <MatchCelebration match={match} viewer={{ name: viewer.name, pictureId: viewer.picture_id }} onClose={dismiss} />
    </div>
  );
}

function ProspectList({
  data,
  eventId,
  viewer,
  trackingContext,
  onMatch,
}: {
  data: ProspectsResponse;
  eventId: string;
  viewer: CurrentUser;
  trackingContext: Partial<EventContextProperties>;
  onMatch: Parameters<typeof ProspectCard>[0]['onMatch'];
}) {
  if (data.status === 'no_dossier') return <FinishDossierFirst textConversationId={viewer.generalDossier?.textConversationId ?? null} />;
  return (
    <section aria-labelledby="prospects-title" className={styles.section}>
      <h2 id="prospects-title" className="visually-hidden">
        Your prospects
      </h2>
      {/* Announced when a recompute starts or ends while the guest is here. */}
      <div aria-live="polite">
        {data.status === 'computing' && (
          <p className={styles.loading}>
            <Spinner label={null} />
            Finding people for you…
          </p>
        )}
      </div>
      {data.prospects.length === 0 ? (
        data.status === 'ready' && (
          <Card className={styles.stack}>
            <h3>Nobody to suggest yet — we'll add people as they join</h3>
            <p className={styles.lead}>
              As more guests join the event and tell the concierge about themselves, the people worth meeting show up here. We'll refresh
              this list on its own.
            </p>
          </Card>
        )
      ) : (
        <ul className={styles.list}>
          {data.prospects.map((prospect) => (
            <li key={prospect.id}>
              <ProspectCard
                prospect={prospect}
                eventId={eventId}
                actionSource="connection_intelligence"
                trackingContext={trackingContext}
                onMatch={onMatch}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Matching reads the dossier: without one there is nobody to suggest, and the concierge is the way to write it. */
function FinishDossierFirst({ textConversationId }: { textConversationId: string | null }) {
  return (
    <Card as="section" aria-labelledby="no-dossier-title" className={styles.stack}>
      <h2 id="no-dossier-title">First, tell the concierge about yourself</h2>
      <p>
        Tandem suggests people from what you tell its concierge, an AI: who you are, whom you want to meet and what you can offer. A few
        minutes of chat, and the people worth meeting here show up on this page.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={textConversationId ? chatPath(textConversationId) : '/dossier'}>
          <MessageCircle size={18} aria-hidden="true" />
          Finish your dossier
        </ButtonLink>
      </div>
    </Card>
  );
}
