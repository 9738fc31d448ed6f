import { useEffect, useId, useRef } from 'react';
import { Mic, MicOff, PhoneOff } from 'lucide-react';
import { formatDuration } from '../../lib/duration.ts';
import { useClock } from '../../platform/clock/use-clock.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import type { CallSnapshot } from './call-controller.ts';
import { CallDialog } from './call-dialog.tsx';
import { callStatusText, elapsedSeconds } from './call-labels.ts';
import type { CallPartner } from './use-call-partner.ts';
import styles from './calls.module.css';

type CallPanelProps = {
  call: CallSnapshot;
  partner: CallPartner;
  onToggleMute: () => void;
  onHangUp: () => void;
  /** Closes an ended call's panel before it goes by itself. */
  onClose: () => void;
};

/** The call itself: who, how it stands (with a timer once connected), Mute and Hang up; once ended, why, and Close. */
export function CallPanel({ call, partner, onToggleMute, onHangUp, onClose }: CallPanelProps) {
  const titleId = useId();
  const statusId = useId();
  const hangUpRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const connectedAt = call.stage === 'connected' ? call.connectedAt : null;
  const elapsed = useClock((now) => (connectedAt === null ? null : elapsedSeconds(connectedAt, now)), {
    everyMs: connectedAt === null ? null : 1000,
  });
  const ended = call.stage === 'ended';
  // Hang up is gone once the call ends: focus moves to Close rather than to nothing.
  useEffect(() => {
    if (ended) closeRef.current?.focus();
  }, [ended]);

  return (
    <CallDialog role="dialog" labelledBy={titleId} describedBy={statusId} className={styles.panel} initialFocus={hangUpRef}>
      <div className={styles.panelPerson}>
        <Avatar name={partner.name} pictureId={partner.pictureId} size="xlarge" tone="accent" />
        <h2 className={styles.name} id={titleId}>
          {partner.name}
        </h2>
        <p className={ended ? `${styles.status} ${styles.ended}` : styles.status} id={statusId} role="status">
          {callStatusText(call)}
        </p>
        {elapsed !== null && (
          <p className={styles.timer} role="timer">
            {formatDuration(elapsed)}
          </p>
        )}
      </div>
      {ended ? (
        <div className={styles.closeRow}>
          <Button ref={closeRef} variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-pressed={call.muted} onClick={onToggleMute}>
            <span className={call.muted ? `${styles.controlIcon} ${styles.muted}` : styles.controlIcon}>
              {call.muted ? <MicOff size={24} aria-hidden="true" /> : <Mic size={24} aria-hidden="true" />}
            </span>
            Mute
          </button>
          <button ref={hangUpRef} type="button" className={styles.control} onClick={onHangUp}>
            <span className={`${styles.controlIcon} ${styles.hangUp}`}>
              <PhoneOff size={24} aria-hidden="true" />
            </span>
            Hang up
          </button>
        </div>
      )}
    </CallDialog>
  );
}
