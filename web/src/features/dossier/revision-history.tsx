import { useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { DossierRevisionSummary } from '../../../../shared/api/dossier.ts';
import { Card } from '../../ui/card.tsx';
import styles from './dossier-page.module.css';
import { RevisionChanges } from './revision-changes.tsx';
import { revisionLine, type DossierOwner } from './revision-wording.ts';

/** Every revision, newest first; opening one shows what it changed. */
export function RevisionHistory({
  userId,
  revisions,
  whose = 'your',
}: {
  userId: string;
  revisions: DossierRevisionSummary[];
  /** Whose dossier the page shows: the person's own, or (to an admin) someone else's. */
  whose?: DossierOwner;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  // One "now" per render of the list is enough to decide whether a date needs its year.
  const [now] = useState(() => Date.now());

  return (
    <Card as="section" aria-labelledby="dossier-history-title" className={styles.stack}>
      <h2 id="dossier-history-title">History</h2>
      {revisions.length === 0 ? (
        <p className={styles.muted}>No versions yet.</p>
      ) : (
        <>
          <p className={styles.muted}>Every version of {whose} dossier, newest first. Open one to see what changed.</p>
          <ol className={styles.revisions}>
            {revisions.map((revision) => {
              const open = openId === revision.id;
              const detailsId = `revision-${revision.id}`;
              return (
                <li key={revision.id}>
                  <button
                    type="button"
                    className={styles.revisionToggle}
                    aria-expanded={open}
                    aria-controls={detailsId}
                    onClick={() => setOpenId(open ? null : revision.id)}
                  >
                    <ChevronRight size={18} aria-hidden="true" />
                    <span>{revisionLine(revision, now, undefined, whose)}</span>
                  </button>
                  {open && (
                    <div id={detailsId} className={styles.revisionDetails}>
                      <RevisionChanges userId={userId} revisionId={revision.id} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Card>
  );
}
