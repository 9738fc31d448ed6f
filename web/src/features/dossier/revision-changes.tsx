import { Minus, PenLine, Plus } from 'lucide-react';
import type { DossierChange } from '../../../../shared/api/dossier.ts';
import type { DiffPart } from '../../../../shared/dossier-diff.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Added, Removed } from '../../ui/diff-text.tsx';
import { useDossierRevision } from './api/dossier-revision.ts';
import { DossierLoading } from './dossier-states.tsx';
import styles from './dossier-page.module.css';
import { changeCountText, changeGroups, type ChangeRow } from './revision-diff.ts';

const markerIcons = { added: Plus, removed: Minus, changed: PenLine } as const;

/** What one revision changed since the one before it, section by section. */
export function RevisionChanges({ userId, revisionId }: { userId: string; revisionId: string }) {
  const revision = useDossierRevision(userId, revisionId);
  if (revision.isPending) return <DossierLoading text="Loading the changes…" />;
  if (revision.isError) {
    return (
      <Alert tone="error" title="The changes could not be loaded">
        <p>{errorText(revision.error)}</p>
        <Button size="small" variant="secondary" onClick={() => void revision.refetch()} loading={revision.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { changes, previous } = revision.data;
  const groups = changeGroups(changes);
  return (
    <>
      <p className={styles.muted}>
        {previous ? 'Since the version before: ' : 'The first version: '}
        {changeCountText(changes).toLowerCase()}.
      </p>
      {groups.map((group) => (
        <div key={group.section} className={styles.changeGroup}>
          <h3 className={styles.changeGroupTitle}>{group.label}</h3>
          <ul className={styles.changes}>
            {group.rows.map((row, index) => (
              <ChangeLine key={index} row={row} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function ChangeLine({ row }: { row: ChangeRow }) {
  const Icon = markerIcons[row.change];
  return (
    <li className={`${styles.change} ${changeClass[row.change]}`}>
      <span className={styles.marker}>
        <Icon size={14} aria-hidden="true" />
        {row.marker}
      </span>
      <span>
        {row.parts.map((part, index) => (
          <Part key={index} part={part} inChange={row.change === 'changed'} />
        ))}
      </span>
    </li>
  );
}

const changeClass: Record<DossierChange['change'], string | undefined> = {
  added: styles.change_added,
  removed: styles.change_removed,
  changed: styles.change_changed,
};

/** Inside a change, removed words are struck through and added ones underlined, and each says so to a screen reader. */
function Part({ part, inChange }: { part: DiffPart; inChange: boolean }) {
  if (part.kind === 'same') return <>{part.text}</>;
  return part.kind === 'removed' ? <Removed spoken={inChange}>{part.text}</Removed> : <Added spoken={inChange}>{part.text}</Added>;
}
