import { useEffect, useId, useRef, useState, type RefCallback } from 'react';
import { Check } from 'lucide-react';
import type { BlockKind, Match, Prospect, ProspectActionSource } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { errorText } from '../../lib/error-text.ts';
import type { EventContextProperties } from '../../platform/analytics/track.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { prospectMatchesRoute } from './api/matching-routes.ts';
import { useSetInterest } from './api/prospects.ts';
import { BlockDialog } from './block-dialog.tsx';
import { IntroducedTag, LooseFitTag, PersonCardHeader, WhyYouTwo } from './person-card-parts.tsx';
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
  /** The card itself, for the list to move focus to. */
  cardRef?: RefCallback<HTMLElement>;
  /** The viewer hid or blocked this person: the card leaves the list. */
  onRemoved: (kind: BlockKind) => void;
};

/** Where focus goes once the card has changed (an answer saved, the reasons opened or closed), so a keyboard user stays on the card. */
type FocusTarget = 'undo' | 'interested' | 'notInterested' | 'firstReason' | 'match';

/** One person worth meeting: who, why, and the guest's answer (yes, no with an optional why, undo). */
export function ProspectCard({ prospect, eventId, actionSource, trackingContext, onMatch, cardRef, onRemoved }: ProspectCardProps) {
  const nameId = useId();
  const setInterest = useSetInterest();
  const [choosingReason, setChoosingReason] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const name = displayName(prospect.user);
  const introduced = introducedByText(prospect.introducedBy);

  const focusNext = useRef<FocusTarget | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const interestedButton = useRef<HTMLButtonElement>(null);
  const notInterestedButton = useRef<HTMLButtonElement>(null);
  const firstReasonButton = useRef<HTMLButtonElement>(null);
  const matchLink = useRef<HTMLAnchorElement>(null);
  // After every render: the target shows once the card has changed (a reloaded list may take a moment).
  useEffect(() => {
    if (focusNext.current === null) return;
    const targets = {
      undo: undoButton,
      interested: interestedButton,
      notInterested: notInterestedButton,
      firstReason: firstReasonButton,
      match: matchLink,
    };
    const element = targets[focusNext.current].current;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  function chooseReason(choosing: boolean) {
    focusNext.current = choosing ? 'firstReason' : 'notInterested';
    setChoosingReason(choosing);
  }

  function answer(given: InterestAnswer) {
    setInterest.mutate(
      {
        eventId,
        prospectId: prospect.id,
        body: interestRequest(given, actionSource),
        tracked: interestTrackingProperties(prospect, given, actionSource, trackingContext),
      },
      {
        onSuccess: ({ match }) => {
          focusNext.current = given.interest === null ? 'interested' : match ? 'match' : 'undo';
          setChoosingReason(false);
          if (match) onMatch(match);
        },
      },
    );
  }

  const pending = setInterest.isPending ? setInterest.variables.body : null;
  // One answer at a time: the others stay focusable but do nothing until it is saved. Each
  // answer names whose card it is on (aria-describedby), as "Interested" alone does not.
  const busy = pending !== null;
  const status = answerText(prospect);
  // A match is ended by a block; hiding someone you are matched with would leave the chat open.
  const blockChoices = prospect.matched ? 'block' : 'hide-or-block';
  const blockLabel = prospect.matched ? 'Block' : 'Hide or block';
  return (
    <Card
      as="article"
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={prospect.interest === 'NOT_INTERESTED' ? `${styles.card} ${styles.passed}` : styles.card}
    >
      <PersonCardHeader user={prospect.user} nameId={nameId}>
        {introduced ? <IntroducedTag text={introduced} /> : prospect.fit === 'modest' && <LooseFitTag />}
      </PersonCardHeader>
      <WhyYouTwo reason={prospect.reason} />

      <div className={styles.answer}>
        <p aria-live="polite" className={prospect.matched ? `${styles.answerText} ${styles.matchedText}` : styles.answerText}>
          {status}
        </p>
        {prospect.matched ? (
          <div>
            <ButtonLink ref={matchLink} to={prospectMatchesRoute(eventId)} size="small" aria-describedby={nameId}>
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
              aria-disabled={busy}
              aria-describedby={nameId}
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
                  aria-disabled={busy}
                  aria-describedby={nameId}
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
                aria-disabled={busy}
                aria-describedby={nameId}
                onClick={() => answer({ interest: 'NOT_INTERESTED' })}
              >
                Skip, just not interested
              </Button>
              <Button variant="ghost" size="small" aria-disabled={busy} aria-describedby={nameId} onClick={() => chooseReason(false)}>
                Cancel
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className={styles.choices}>
            <Button
              ref={interestedButton}
              loading={pending?.interest === 'INTERESTED'}
              aria-disabled={busy}
              aria-describedby={nameId}
              onClick={() => answer({ interest: 'INTERESTED' })}
            >
              <Check size={18} aria-hidden="true" />
              Interested
            </Button>
            <Button
              ref={notInterestedButton}
              variant="secondary"
              aria-disabled={busy}
              aria-describedby={nameId}
              onClick={() => chooseReason(true)}
            >
              Not interested
            </Button>
          </div>
        )}
        {setInterest.isError && <Alert tone="error">{errorText(setInterest.error)}</Alert>}
      </div>

      <div className={`${styles.footer} ${styles.footerEnd}`}>
        <Button variant="ghost" size="small" aria-label={`${blockLabel} ${name}`} onClick={() => setBlocking(true)}>
          {blockLabel}
        </Button>
      </div>
      <BlockDialog person={blocking ? prospect.user : null} choices={blockChoices} onClose={() => setBlocking(false)} onDone={onRemoved} />
    </Card>
  );
}
