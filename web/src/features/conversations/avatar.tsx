import type { ConversationMember } from '../../../../shared/api/conversations.ts';
import { displayName, initialsOf } from './members.ts';
import styles from './avatar.module.css';

/** A member's picture, or their initials on a muted disc; decorative, as their name is always beside it. */
export function Avatar({ member, size = 'medium' }: { member: ConversationMember; size?: 'small' | 'medium' }) {
  const className = `${styles.avatar} ${size === 'small' ? styles.small : ''}`;
  if (member.pictureId) {
    return <img className={className} src={`/api/pictures/${encodeURIComponent(member.pictureId)}`} alt="" />;
  }
  return (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initialsOf(displayName(member))}
    </span>
  );
}
