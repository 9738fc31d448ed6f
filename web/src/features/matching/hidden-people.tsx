import { displayName } from '../../lib/display-name.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { useBlocks, useRemoveBlock } from './api/blocks.ts';
import styles from './matching.module.css';

/** The people the viewer hid or blocked, each to let back; nothing at all while there are none. */
export function HiddenPeople() {
  const blocks = useBlocks();
  const removeBlock = useRemoveBlock();
  const list = blocks.data?.blocks ?? [];
  if (list.length === 0) return null;

  return (
    <section aria-labelledby="hidden-people-title" className={styles.section}>
      <h2 id="hidden-people-title">Hidden and blocked</h2>
      <p className={styles.muted}>They aren't suggested to you at any event. Blocked people can't message you either.</p>
      <ul className={styles.people}>
        {list.map(({ user, kind }) => (
          <li key={user.id} className={styles.personRow}>
            <Avatar name={user.name} pictureId={user.pictureId} size="small" />
            <span className={styles.personText}>
              <span className={styles.personName}>{displayName(user)}</span>
              <span className={styles.personDetail}>{kind === 'block' ? 'Blocked' : 'Hidden'}</span>
            </span>
            <Button
              variant="secondary"
              size="small"
              aria-label={`${kind === 'block' ? 'Unblock' : 'Unhide'} ${displayName(user)}`}
              loading={removeBlock.isPending && removeBlock.variables === user.id}
              onClick={() => removeBlock.mutate(user.id)}
            >
              {kind === 'block' ? 'Unblock' : 'Unhide'}
            </Button>
          </li>
        ))}
      </ul>
      {removeBlock.isError && <Alert tone="error">{errorText(removeBlock.error)}</Alert>}
    </section>
  );
}
