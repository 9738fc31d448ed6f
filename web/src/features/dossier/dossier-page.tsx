import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { GeneralDossier } from '../../../../shared/api/dossier.ts';
import { track, type DossierViewSource } from '../../platform/analytics/track.ts';
import { useScreenViewed } from '../../platform/analytics/use-screen-viewed.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { useGeneralDossier } from './api/general-dossier.ts';
import { ConciergeRequests } from './concierge-requests.tsx';
import { DossierDocumentView } from './dossier-document.tsx';
import styles from './dossier-page.module.css';
import { DossierInProgress, DossierLoadFailed, DossierLoading, DossierNotStarted } from './dossier-states.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { dossierViewSource } from './view-source.ts';

/**
 * `/dossier?from=chat|home`: the signed-in guest's general dossier as others see it, to edit by
 * hand or to change with the concierge, with its revision history.
 */
export default function DossierPage() {
  const [searchParams] = useSearchParams();
  const viewSource = dossierViewSource(searchParams.get('from'));
  const { user } = useSession();
  const dossierRef = user?.generalDossier ?? null;
  const dossier = useGeneralDossier(user && dossierRef ? user.id : null);
  useScreenViewed('Dossier', { view_source: viewSource });

  useEffect(() => {
    track.dossierOpened({ view_source: viewSource });
  }, [viewSource]);

  useEffect(() => {
    document.title = 'Your dossier · Tandem';
  }, []);

  const backTo = viewSource === 'chat' && dossierRef ? chatPath(dossierRef.textConversationId) : '/home';
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Link to={backTo} className={styles.backLink}>
          <ArrowLeft size={18} aria-hidden="true" />
          {viewSource === 'chat' ? 'Back to the chat' : 'Back to home'}
        </Link>
        <h1>Your dossier</h1>
        <p className={styles.lead}>What others at your events see about you, and what matching reads to find the people worth meeting.</p>
      </div>
      {!user || !dossierRef || dossier.isPending ? (
        <DossierLoading text={dossierRef ? 'Loading your dossier…' : 'Setting up your dossier…'} />
      ) : dossier.isError ? (
        <DossierLoadFailed error={dossier.error} onRetry={() => void dossier.refetch()} retrying={dossier.isFetching} />
      ) : (
        <DossierContent userId={user.id} dossier={dossier.data} viewSource={viewSource} />
      )}
    </div>
  );
}

function DossierContent({ userId, dossier, viewSource }: { userId: string; dossier: GeneralDossier; viewSource: DossierViewSource }) {
  if (dossier.document === null) {
    return dossier.status === 'in_progress' ? (
      <DossierInProgress textConversationId={dossier.textConversationId} />
    ) : (
      <DossierNotStarted textConversationId={dossier.textConversationId} />
    );
  }
  return (
    <>
      <DossierDocumentView userId={userId} document={dossier.document} viewSource={viewSource} />
      <ConciergeRequests textConversationId={dossier.textConversationId} />
      <RevisionHistory userId={userId} revisions={dossier.revisions} />
    </>
  );
}
