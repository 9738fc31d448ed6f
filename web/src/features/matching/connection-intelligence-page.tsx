import { useParams } from 'react-router';
import { Heart, MessageCircle } from 'lucide-react';
import type { CurrentUser } from '../../../../shared/api/users.ts';
import type { ProspectsResponse } from '../../../../shared/api/matching.ts';
import type { EventContextProperties } from '../../platform/analytics/track.ts';
import { displayName } from '../../lib/display-name.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { hostMatchesRoute, prospectMatchesRoute, prospectsRoute } from './api/matching-routes.ts';
import { useEventProspects } from './api/prospects.ts';
import { MatchCelebration, useMatchCelebration } from './match-celebration.tsx';
import { EmptyState, MatchingLoading, PageIntro, QueryStates, SomeoneElsesPage } from './matching-states.tsx';
import { ProspectCard, type ProspectCardProps } from './prospect-card.tsx';
import { blockedText } from './prospect-text.ts';
import { ProspectsScreenView } from './screen-tracking.tsx';
import { useCardRemoval } from './use-card-removal.ts';
import { useCelebrateLiveMatch } from './use-celebrate-live-match.ts';
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
  const { match, celebrate, dismiss } = useMatchCelebration();
  useCelebrateLiveMatch(eventId, celebrate);

  // What the page says above the list depends on the list: nothing is claimed before it has loaded.
  const people = prospects.data?.status === 'no_dossier' ? [] : (prospects.data?.prospects ?? []);
  const matched = people.some((prospect) => prospect.matched);
  return (
    <div className={styles.page}>
      {event.context && <ProspectsScreenView context={event.context} />}
      <PageIntro
        title={event.name ? `People to meet at ${event.name}` : 'People to meet'}
        lead={
          prospects.data?.status === 'no_dossier'
            ? 'Tandem suggests the guests worth meeting here once it knows what you are looking for.'
            : people.length > 0
              ? 'Tandem read your dossier and theirs. Here is who is worth your time, and why.'
              : 'The guests worth meeting at this event, each with the reason why.'
        }
        back={{ to: prospectsRoute, label: 'Your prospects' }}
      />
      {people.length > 0 && (
        <p className={styles.howItWorks}>
          <Heart size={18} aria-hidden="true" />
          <span>
            Say who interests you. Nobody is told about your answer: a match happens only when you both say yes, and then your chat opens.
          </span>
        </p>
      )}
      {(matched || event.canHost) && (
        <div className={styles.actions}>
          {matched && (
            <ButtonLink to={prospectMatchesRoute(eventId)} variant="secondary" size="small">
              Your matches
            </ButtonLink>
          )}
          {event.canHost && (
            <ButtonLink to={hostMatchesRoute(viewer.id, eventId)} variant="ghost" size="small">
              Host view: all matches
            </ButtonLink>
          )}
        </div>
      )}
      <QueryStates
        data={prospects.data}
        error={prospects.error}
        onRetry={() => void prospects.refetch()}
        retrying={prospects.isFetching}
        loadingText="Loading the people to meet…"
        failedTitle="The people to meet could not be loaded"
      >
        {(data) => (
          <ProspectList
            data={data}
            eventId={eventId}
            viewer={viewer}
            trackingContext={event.context ?? { event_id: eventId }}
            onMatch={celebrate}
          />
        )}
      </QueryStates>
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
  onMatch: ProspectCardProps['onMatch'];
}) {
  const { announcement, headingRef, cardRef, removed } = useCardRemoval(data.prospects.map((prospect) => prospect.id));
  if (data.status === 'no_dossier') return <FinishDossierFirst textConversationId={viewer.generalDossier?.textConversationId ?? null} />;
  return (
    <section aria-labelledby="prospects-title" className={styles.section}>
      <h2 id="prospects-title" ref={headingRef} tabIndex={-1} className="visually-hidden">
        People to meet
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
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
          <EmptyState level={3} title="Nobody to suggest yet — we'll add people as they join">
            As more guests join the event and tell the concierge about themselves, the people worth meeting show up here. We'll refresh this
            list on its own.
          </EmptyState>
        )
      ) : (
        <>
          {data.prospects.every((prospect) => prospect.fit === 'modest') && (
            <Alert title="No strong match here yet">
              <p>
                Nobody here yet has what you look for and looks for what you offer. These are the people closest to you; the reason on each
                card says how. Better fits show up here as more guests join.
              </p>
            </Alert>
          )}
          <ul className={styles.list}>
            {data.prospects.map((prospect) => (
              <li key={prospect.id}>
                <ProspectCard
                  prospect={prospect}
                  eventId={eventId}
                  actionSource="connection_intelligence"
                  trackingContext={trackingContext}
                  onMatch={onMatch}
                  cardRef={cardRef(prospect.id)}
                  onRemoved={(kind) => removed(prospect.id, blockedText(displayName(prospect.user), kind))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Matching reads the dossier: without one there is nobody to suggest, and the concierge is the way to write it. */
function FinishDossierFirst({ textConversationId }: { textConversationId: string | null }) {
  return (
    <EmptyState
      title="First, tell the concierge about yourself"
      actions={
        <ButtonLink to={textConversationId ? chatPath(textConversationId) : '/dossier'}>
          <MessageCircle size={18} aria-hidden="true" />
          Finish your dossier
        </ButtonLink>
      }
    >
      Tandem suggests people from what you tell its concierge, an AI: who you are, whom you want to meet and what you can offer. A few
      minutes of chat, and the people worth meeting here show up on this page.
    </EmptyState>
  );
}
