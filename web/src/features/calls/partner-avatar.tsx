import { initialsOf } from '../conversations/members.ts';
import type { CallPartner } from './use-call-partner.ts';
import styles from './calls.module.css';

/** The other person's picture, or their initials; the name is always written beside it. */
export function PartnerAvatar({ partner, size }: { partner: CallPartner; size: 'medium' | 'large' }) {
  const className = `${styles.avatar} ${size === 'large' ? styles.avatarLarge : ''}`;
  if (partner.pictureId) {
    return <img className={className} src={`/api/pictures/${encodeURIComponent(partner.pictureId)}`} alt="" />;
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initialsOf(partner.name)}
    </span>
  );
}
