import type { DossierSection } from '../../../../shared/api/dossier.ts';
import { Card } from '../../ui/card.tsx';
import { useGeneralDossier } from './api/general-dossier.ts';
import { SectionContent } from './dossier-document.tsx';
import styles from './dossier-page.module.css';
import { sectionLabels } from './dossier-sections.ts';
import { DossierLoadFailed, DossierLoading } from './dossier-states.tsx';
import { RevisionHistory } from './revision-history.tsx';

const sections: readonly DossierSection[] = ['headline', 'about', 'lookingFor', 'canOffer', 'topics'];

/** Someone's dossier as others read it, and its history, for an admin: to read, never to edit. */
export function DossierForAdmin({ userId }: { userId: string }) {
  const dossier = useGeneralDossier(userId);
  if (dossier.isPending) return <DossierLoading text="Loading the dossier…" />;
  if (!dossier.data) {
    return <DossierLoadFailed error={dossier.error} onRetry={() => void dossier.refetch()} retrying={dossier.isFetching} />;
  }
  const { document, revisions } = dossier.data;
  return (
    <>
      <Card as="section" aria-labelledby="admin-dossier-title" className={styles.stack}>
        <h2 id="admin-dossier-title">Dossier</h2>
        {document ? (
          <article className={styles.document} aria-label="Their dossier as others see it">
            {sections.map((section) => (
              <section key={section} className={styles.section} aria-labelledby={`admin-dossier-${section}`}>
                <h3 id={`admin-dossier-${section}`} className={styles.sectionTitle}>
                  {sectionLabels[section]}
                </h3>
                <SectionContent section={section} document={document} />
              </section>
            ))}
          </article>
        ) : (
          <p className={styles.muted}>The concierge has not written it yet.</p>
        )}
      </Card>
      <RevisionHistory userId={userId} revisions={revisions} whose="their" />
    </>
  );
}
