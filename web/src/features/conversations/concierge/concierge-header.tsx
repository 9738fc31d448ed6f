import { Link } from 'react-router';
import { ArrowLeft, Bot, FileText, Phone } from 'lucide-react';
import { useSession } from '../../../platform/session/use-session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { chatPath } from '../api/conversation-keys.ts';
import headerStyles from '../chat-header.module.css';
import styles from './concierge.module.css';

/** The concierge chat's header: who the guest talks to (an AI, said plainly), the call with it, and the dossier it writes. */
export function ConciergeHeader() {
  const voiceConversationId = useSession().user?.generalDossier?.voiceConversationId;
  return (
    <header className={headerStyles.header}>
      <Link to="/home" className={headerStyles.back} aria-label="Back to home">
        <ArrowLeft size={22} aria-hidden="true" />
      </Link>
      <ConciergeAvatar />
      <div className={headerStyles.titles}>
        <h1 className={`${headerStyles.title} ${styles.title}`}>
          Concierge<span className="visually-hidden"> · </span>
          <AiBadge />
        </h1>
        <p className={`${headerStyles.subtitle} ${styles.subtitle}`}>Writes your dossier with you</p>
      </div>
      {voiceConversationId && (
        // The same interview, spoken: what was written here is not asked again.
        <ButtonLink to={`${chatPath(voiceConversationId)}?startCall=true`} variant="secondary" size="small" aria-label="Call the concierge">
          <Phone size={16} aria-hidden="true" />
          <span className={styles.buttonLabel}>Call</span>
        </ButtonLink>
      )}
      <ButtonLink to="/dossier?from=chat" variant="secondary" size="small" aria-label="Your dossier">
        <FileText size={16} aria-hidden="true" />
        <span className={styles.buttonLabel}>Your dossier</span>
      </ButtonLink>
    </header>
  );
}

export function ConciergeAvatar({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return (
    <span className={`${styles.avatar} ${size === 'small' ? styles.avatarSmall : ''}`} aria-hidden="true">
      <Bot size={size === 'small' ? 14 : 20} />
    </span>
  );
}

/** "AI", beside the concierge's name wherever it speaks. */
export function AiBadge() {
  return <span className={styles.aiBadge}>AI</span>;
}
