import { useId, useRef } from 'react';
import { Phone, PhoneOff } from 'lucide-react';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import type { CallSnapshot } from './call-controller.ts';
import { CallDialog } from './call-dialog.tsx';
import { callStatusText } from './call-labels.ts';
import type { CallPartner } from './use-call-partner.ts';
import styles from './calls.module.css';

type IncomingCallSheetProps = {
  call: CallSnapshot;
  partner: CallPartner;
  onAccept: () => void;
  onDecline: () => void;
};

/** The incoming call, on whatever page the callee is: who calls, Accept and Decline. */
export function IncomingCallSheet({ call, partner, onAccept, onDecline }: IncomingCallSheetProps) {
  const titleId = useId();
  const statusId = useId();
  const acceptRef = useRef<HTMLButtonElement>(null);
  const answerable = call.stage === 'ringing' || call.stage === 'accepting';

  return (
    <CallDialog role="alertdialog" labelledBy={titleId} describedBy={statusId} className={styles.sheet} initialFocus={acceptRef}>
      <div className={styles.sheetPerson}>
        <Avatar name={partner.name} pictureId={partner.pictureId} size="large" tone="accent" />
        <div className={styles.sheetText}>
          <h2 className={styles.name} id={titleId}>
            {partner.name}
          </h2>
          <p className={styles.status} id={statusId} role="status">
            {callStatusText(call)}
          </p>
        </div>
      </div>
      {answerable && (
        <div className={styles.sheetActions}>
          <Button variant="danger" aria-label="Decline call" onClick={onDecline}>
            <PhoneOff size={18} aria-hidden="true" />
            Decline
          </Button>
          <Button
            ref={acceptRef}
            className={styles.accept}
            aria-label="Accept call"
            loading={call.stage === 'accepting'}
            onClick={onAccept}
          >
            <Phone size={18} aria-hidden="true" />
            Accept
          </Button>
        </div>
      )}
    </CallDialog>
  );
}
