import { useEffect, useRef } from 'react';
import { PencilLine } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { TurnFixForm } from './turn-fix-form.tsx';
import type { TurnFixControls } from './use-concierge-call.ts';
import styles from './concierge-call.module.css';

/**
 * What was heard of one of the guest's spoken turns. On the turn they may fix now, a "Fix" button
 * opens the fix in place of the words; when it closes (saved or not), the button has the focus
 * back, so a keyboard user is where they were.
 */
export function HeardTurn({ messageId, heard, fix }: { messageId: string; heard: string; fix: TurnFixControls }) {
  const editing = fix.fixingId === messageId;
  const fixButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) fixButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return <TurnFixForm heard={heard} onSave={(transcript) => fix.save(messageId, transcript)} onCancel={fix.cancel} />;
  }
  return (
    <>
      <span>{heard}</span>
      {fix.fixableId === messageId && (
        <Button ref={fixButton} variant="secondary" size="small" className={styles.fixButton} onClick={() => fix.open(messageId)}>
          <PencilLine size={16} aria-hidden="true" />
          Fix<span className="visually-hidden"> what was heard</span>
        </Button>
      )}
    </>
  );
}
