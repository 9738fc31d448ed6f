import { useEffect, useId, useRef, useState } from 'react';
import { Check, Sparkles } from 'lucide-react';
import type { Match, Prospect, ProspectActionSource } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { errorText } from '../../lib/error-text.ts';
import { track, type EventContextProperties } from '../../platform/analytics/track.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { prospectMatchesRoute } from './api/matching-routes.ts';
import { useSetInterest } from './api/prospects.ts';
import { BlockDialog } from './block-dialog.tsx';
import { interestRequest, interestTrackingProperties, type InterestAnswer } from './interest-answer.ts';
import { answerText, introducedByText, notInterestedReasons } from './prospect-text.ts';
import styles from './person-card.module.css';

export type ProspectCardProps = {
  prospect: Prospect;
  eventId: string;
  actionSource: ProspectActionSource;
  trackingContext: Partial<EventContextProperties>;
  /** This answer completed a match. */
  onMatch: (match: Match) => void;
};

/** Where focus goes once an answer is saved, so a keyboard user stays on the card. */
type FocusAfterAnswer = 'undo' | 'answer' | null;

/** One person worth meeting: who, why, and the guest's answer (yes, no with an optional why, undo). */
export function ProspectCard({ prospect, eventId, actionSource, trackingContext, onMatch }: ProspectCardProps) {
  const nameId = useId();
  const setInterest = useSetInterest();
  const [choosingReason, setChoosingReason] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const name = displayName(prospect.user);
  const introduced = introducedByText(prospect.introducedBy);

  const focusAfterAnswer = useRef<FocusAfterAnswer>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const interestedButton = useRef<HTMLButtonElement>(null);
  const firstReasonButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusAfterAnswer.current === 'undo' ? undoButton.current : interestedButton.current;
    if (focusAfterAnswer.current !== null) target?.focus();
    focusAfterAnswer.current = null;
  }, [prospect.interest]);
  useEffect(() => {
    if (choosingReason) firstReasonButton.current?.focus();
  }, [choosingReason]);

  function answer(given: InterestAnswer) {
    setInterest.mutate(
      { eventId, prospectId: prospect.id, body: interestRequest(given, actionSource) },
      {
        onSuccess: ({ match }) => {
          track.prospectInterestMarked(interestTrackingProperties(prospect, given, actionSource, trackingContext));
          focusAfterAnswer.current = given.interest === null ? 'answer' : 'undo';
          setChoosingReason(false);
          if (match) onMatch(match);
        },
      },
    );
  }

  const pending = setInterest.isPending ? setInterest.variables.body : null;
  const status = answerText(prospect);
  return (
    <Card
      as="article"
      aria-labelledby={nameId}
      className={prospect.interest === 'NOT_INTERESTED' ? `${styles.card} ${styles.passed}` : styles.card}
    >
      <div className={styles.header}>
        <Avatar name={prospect.user.name} pictureId={prospect.user.pictureId} size="large" />
        <div className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            {name}
          </h3>
          {prospect.user.headline && <p className={styles.headline}>{prospect.user.headline}</p>}
          {introduced && (
            <p className={styles.tag}>
              <Sparkles size={14} aria-hidden="true" />
              {introduced}
            </p>
          )}
        </div>
      </div>
      <p className={styles.reason}>
        <span className={styles.reasonLabel}>Why you two</span>
        {prospect.reason}
      </p>

      <div className={styles.answer}>
        <p aria-live="polite" className={prospect.matched ? `${styles.answerText} ${styles.matchedText}` : styles.answerText}>
          {status}
        </p>
        {prospect.matched ? (
          <div>
            <ButtonLink to={prospectMatchesRoute(eventId)} size="small">
              See your match
            </ButtonLink>
          </div>
        ) : prospect.interest !== null ? (
          <div>
            <Button
              ref={undoButton}
              variant="secondary"
              size="small"
              loading={pending?.interest === null}
              onClick={() => answer({ interest: null })}
            >
              Undo
            </Button>
          </div>
        ) : choosingReason ? (
          <fieldset className={styles.reasons}>
            <legend className={styles.reasonsLegend}>Why not? Optional, it helps us suggest better people.</legend>
            <div className={styles.reasonButtons}>
              {notInterestedReasons.map(({ reason, label }, index) => (
                <Button
                  key={reason}
                  ref={index === 0 ? firstReasonButton : undefined}
                  variant="secondary"
                  size="small"
                  loading={pending?.reason === reason}
                  onClick={() => answer({ interest: 'NOT_INTERESTED', reason })}
                >
                  {label}
                </Button>
              ))}
            </div>
            <div className={styles.reasonButtons}>
              <Button
                variant="secondary"
                size="small"
                loading={pending?.interest === 'NOT_INTERESTED' && pending.reason === undefined}
                onClick={() => answer({ interest: 'NOT_INTERESTED' })}
              >
                Skip, just not interested
              </Button>
              <Button variant="ghost" size="small" onClick={() => setChoosingReason(false)}>
                Cancel
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className={styles.choices}>
            <Button ref={interestedButton} loading={pending?.interest === 'INTERESTED'} onClick={() => answer({ interest: 'INTERESTED' })}>
              <Check size={18} aria-hidden="true" />
              Interested
            </Button>
            <Button variant="secondary" onClick={() => setChoosingReason(true)}>
              Not interested
            </Button>
          </div>
        )}
        {setInterest.isError && <Alert tone="error">{errorText(setInterest.error)}</Alert>}
      </div>

      <div className={`${styles.footer} ${styles.footerEnd}`}>
        <Button variant="ghost" size="small" aria-label={`Hide or block ${name}`} onClick={() => setBlocking(true)}>
          Hide or block
        </Button>
      </div>
      <BlockDialog person={blocking ? prospect.user : null} choices="hide-or-block" onClose={() => setBlocking(false)} />
    </Card>
  );
}
