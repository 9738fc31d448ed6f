import { CalendarDays, MapPin } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ReceivedHostInvitation } from '../../../../shared/api/events.ts';
import { errorText } from '../../lib/error-text.ts';
import { formatEventDates } from '../../lib/event-dates.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { eventPagePath } from '../events/api/event-keys.ts';
import { useAnswerHostInvitation, useReceivedHostInvitations } from '../events/api/hosts.ts';
import styles from './home-page.module.css';

/**
 * Co-host invitations waiting for the user's answer. Accepting makes them a co-host and opens the
 * event; declining is not shown to the hosts (the invitation only stays unanswered for them).
 */
export function HomeHostInvitationsCard() {
  const received = useReceivedHostInvitations();
  const answer = useAnswerHostInvitation();
  const navigate = useNavigate();
  const invitations = received.data?.invitations ?? [];
  if (invitations.length === 0) return null;

  function respond(invitation: ReceivedHostInvitation, choice: 'accept' | 'decline') {
    answer.mutate(
      { invitationId: invitation.id, answer: choice },
      { onSuccess: (result) => result.state === 'accepted' && void navigate(eventPagePath(result.eventId)) },
    );
  }

  return (
    <section aria-labelledby="home-host-invitations-title" className={styles.section}>
      <h2 id="home-host-invitations-title">Invitations to co-host</h2>
      {answer.error && <Alert tone="error">{errorText(answer.error)}</Alert>}
      {invitations.map((invitation) => (
        <Card key={invitation.id} as="article" className={styles.summary} aria-label={`Co-host ${invitation.event.name}`}>
          <p className={styles.summaryHeadline}>
            {invitation.invitedByName ?? 'A host'} invited you to co-host {invitation.event.name}
          </p>
          <p className={styles.eventFact}>
            <CalendarDays size={16} aria-hidden="true" />
            {formatEventDates(invitation.event)}
          </p>
          {invitation.event.place && (
            <p className={styles.eventFact}>
              <MapPin size={16} aria-hidden="true" />
              {invitation.event.place}
            </p>
          )}
          <p className={styles.muted}>
            Co-hosts edit the event, invite and remove guests, and see the contact details guests share with the hosts. Your name and photo
            show as a host.
          </p>
          <div className={styles.noticeActions}>
            <Button
              size="small"
              loading={answer.isPending && answer.variables?.invitationId === invitation.id && answer.variables.answer === 'accept'}
              onClick={() => respond(invitation, 'accept')}
            >
              Accept
            </Button>
            <Button
              variant="ghost"
              size="small"
              loading={answer.isPending && answer.variables?.invitationId === invitation.id && answer.variables.answer === 'decline'}
              onClick={() => respond(invitation, 'decline')}
            >
              Decline
            </Button>
          </div>
        </Card>
      ))}
    </section>
  );
}
