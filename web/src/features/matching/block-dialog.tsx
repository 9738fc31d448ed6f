import type { BlockKind, ProspectUser } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useSetBlock } from './api/blocks.ts';
import styles from './matching.module.css';

export type BlockDialogProps = {
  person: Pick<ProspectUser, 'id' | 'name'> | null;
  /** `hide-or-block` offers both (a prospect); `block` only blocking (a match, a chat). */
  choices: 'hide-or-block' | 'block';
  onClose: () => void;
  /** Hidden or blocked: a list the person leaves moves focus on and says so. */
  onDone?: (kind: BlockKind) => void;
};

/** Asks before hiding or blocking someone: both hold at every event, for good (until undone). */
export function BlockDialog({ person, choices, onClose, onDone }: BlockDialogProps) {
  const setBlock = useSetBlock();
  const name = displayName(person ?? undefined);

  function close() {
    setBlock.reset();
    onClose();
  }

  function choose(kind: BlockKind) {
    if (!person) return;
    setBlock.mutate(
      { userId: person.id, kind },
      {
        onSuccess: () => {
          setBlock.reset();
          onClose();
          onDone?.(kind);
        },
      },
    );
  }

  const pending = setBlock.isPending ? setBlock.variables.kind : null;
  return (
    <Dialog
      open={person !== null}
      onClose={close}
      title={choices === 'block' ? `Block ${name}?` : `Hide or block ${name}?`}
      description={
        choices === 'block'
          ? `Neither of you can message the other, your match ends, and ${name} won't be suggested to you again at any event.`
          : undefined
      }
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          {choices === 'hide-or-block' && (
            <Button variant="secondary" onClick={() => choose('hide')} loading={pending === 'hide'} disabled={pending === 'block'}>
              Hide
            </Button>
          )}
          <Button variant="danger" onClick={() => choose('block')} loading={pending === 'block'} disabled={pending === 'hide'}>
            Block
          </Button>
        </>
      }
    >
      {choices === 'hide-or-block' && (
        <ul className={styles.stack}>
          <li>
            <strong>Hide:</strong> {name} won't be suggested to you again, at this event or any other.
          </li>
          <li>
            <strong>Block:</strong> the same, and neither of you can message the other.
          </li>
        </ul>
      )}
      <p className={styles.muted}>{name} isn't told. You can undo it from your prospects page.</p>
      {setBlock.isError && <Alert tone="error">{errorText(setBlock.error)}</Alert>}
    </Dialog>
  );
}
