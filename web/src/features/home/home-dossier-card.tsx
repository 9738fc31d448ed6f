import { ArrowRight, MessageCircle, Phone } from 'lucide-react';
import type { GeneralDossierRef } from '../../../../shared/api/dossier.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { useGeneralDossier } from '../dossier/api/general-dossier.ts';
import { dossierCardTitle, dossierHoldsText } from './home-dossier.ts';
import styles from './home-page.module.css';

/**
 * Where the guest's dossier stands, and the way back to the concierge who writes it. While the
 * interview is not finished, the card continues it (by text or on a call, the same interview:
 * what was said in one is not asked again in the other) and home shows it first.
 */
export function HomeDossierCard({ userId, dossierRef }: { userId: string; dossierRef: GeneralDossierRef }) {
  const dossier = useGeneralDossier(userId);
  const conciergeChat = chatPath(dossierRef.textConversationId);
  const conciergeCall = (label: string) => (
    <ButtonLink to={`${chatPath(dossierRef.voiceConversationId)}?startCall=true`} variant="secondary">
      <Phone size={18} aria-hidden="true" />
      {label}
    </ButtonLink>
  );
  const title = dossier.data ? dossierCardTitle(dossier.data.status) : 'Your dossier';

  return (
    <section aria-labelledby="home-dossier-title" className={styles.section}>
      <h2 id="home-dossier-title">{title}</h2>
      {dossier.isPending && <LoadingState>Loading your dossier…</LoadingState>}
      {dossier.isError && (
        <Alert tone="error" title="Your dossier could not be loaded">
          {errorText(dossier.error)}{' '}
          <Button variant="ghost" size="small" onClick={() => void dossier.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {dossier.data && (
        <Card className={styles.summary}>
          {dossier.data.document ? (
            <>
              <p className={styles.summaryHeadline}>{dossier.data.document.headline || 'Your dossier is written'}</p>
              <p className={styles.muted}>{dossierHoldsText(dossier.data.document)}</p>
              <div className={styles.noticeActions}>
                <ButtonLink to="/dossier?from=home">
                  View your dossier
                  <ArrowRight size={18} aria-hidden="true" />
                </ButtonLink>
                <ButtonLink to={conciergeChat} variant="secondary">
                  <MessageCircle size={18} aria-hidden="true" />
                  Continue with the concierge
                </ButtonLink>
              </div>
            </>
          ) : dossier.data.status === 'in_progress' ? (
            <>
              <p>
                You started telling Tandem’s concierge, an AI, about yourself. It picks up where you left off: a few more answers, and it
                shows you your dossier to confirm, so matching can find the people worth meeting.
              </p>
              <div className={styles.noticeActions}>
                <ButtonLink to={conciergeChat}>
                  <MessageCircle size={18} aria-hidden="true" />
                  Continue the interview
                </ButtonLink>
                {conciergeCall('Continue on a call')}
              </div>
            </>
          ) : (
            <>
              <p>
                Tandem’s concierge, an AI, asks you a few questions and writes who you are, so matching can find the people worth meeting.
                It takes a few minutes.
              </p>
              <div className={styles.noticeActions}>
                <ButtonLink to={conciergeChat}>
                  <MessageCircle size={18} aria-hidden="true" />
                  Tell the concierge about yourself
                </ButtonLink>
                {conciergeCall('Start with a call')}
              </div>
            </>
          )}
        </Card>
      )}
    </section>
  );
}
