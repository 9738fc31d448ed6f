import type { Block, BlockKind } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { useBlocks, useRemoveBlock } from './api/blocks.ts';
import { useCardRemoval } from './use-card-removal.ts';
import styles from './matching.module.css';

/** How each kind reads: its state, the button that undoes it, and what is said once undone. */
const kindWords = {
  hide: { state: 'Hidden', undo: 'Unhide', undone: (name: string) => `${name} unhidden: they can be suggested to you again.` },
  block: { state: 'Blocked', undo: 'Unblock', undone: (name: string) => `${name} unblocked.` },
} as const satisfies Record<BlockKind, unknown>;

/**
 * The people the viewer hid or blocked, each to let back; nothing at all while there are none,
 * except after letting the last one back here (the heading keeps focus and says so).
 */
export function HiddenPeople() {
  const blocks = useBlocks();
  const removeBlock = useRemoveBlock();
  const list = blocks.data?.blocks ?? [];
  const { announcement, headingRef, cardRef, removed } = useCardRemoval(list.map((block) => block.user.id));
  if (list.length === 0 && !announcement) return null;

  function letBack({ user, kind }: Block) {
    removeBlock.mutate(user.id, { onSuccess: () => removed(user.id, kindWords[kind].undone(displayName(user))) });
  }

  return (
    <section aria-labelledby="hidden-people-title" className={styles.section}>
      <h2 id="hidden-people-title" ref={headingRef} tabIndex={-1}>
        Hidden and blocked
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {list.length === 0 ? (
        <p className={styles.muted}>Nobody is hidden or blocked now.</p>
      ) : (
        <>
          <p className={styles.muted}>They aren't suggested to you at any event. Blocked people can't message you either.</p>
          <ul className={styles.people}>
            {list.map((block) => (
              <li key={block.user.id} className={styles.personRow}>
                <Avatar name={block.user.name} pictureId={block.user.pictureId} size="small" />
                <span className={styles.personText}>
                  <span className={styles.personName}>{displayName(block.user)}</span>
                  <span className={styles.personDetail}>{kindWords[block.kind].state}</span>
                </span>
                <Button
                  ref={cardRef(block.user.id)}
                  variant="secondary"
                  size="small"
                  aria-label={`${kindWords[block.kind].undo} ${displayName(block.user)}`}
                  loading={removeBlock.isPending && removeBlock.variables === block.user.id}
                  onClick={() => letBack(block)}
                >
                  {kindWords[block.kind].undo}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {removeBlock.isError && <Alert tone="error">{errorText(removeBlock.error)}</Alert>}
    </section>
  );
}
