import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Phone } from 'lucide-react';
import type { ConversationMember } from '../../../../shared/api/conversations.ts';
import { displayName } from '../../lib/display-name.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './chat-header.module.css';

export interface ChatHeaderProps {
  title: string;
  /** The people shown beside the title (the other member, or both for an admin). */
  people: ConversationMember[];
  /** Online/offline of the one other person; null when unknown or not a one-to-one chat. */
  online: boolean | null;
  typingNames: string[];
  /** Shown only where a call can start. */
  onCall: (() => void) | null;
  /** Buttons another feature adds before the call button (matching's "Matches" and "Block"). */
  actions?: ReactNode;
}

function typingText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are typing…`;
}

export function ChatHeader({ title, people, online, typingNames, onCall, actions }: ChatHeaderProps) {
  const typing = typingText(typingNames);
  const presence = online === null ? null : online ? 'Online' : 'Offline';
  return (
    <header className={styles.header}>
      <Link to="/home" className={styles.back} aria-label="Back to home">
        <ArrowLeft size={22} aria-hidden="true" />
      </Link>
      <div className={styles.avatars}>
        {people.slice(0, 2).map((member) => (
          <Avatar
            key={member.userId}
            name={displayName(member)}
            pictureId={member.pictureId}
            size={people.length > 1 ? 'small' : 'medium'}
          />
        ))}
      </div>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {(typing || presence) && (
          <p className={styles.subtitle}>
            {typing ? (
              <span className={styles.typing}>{typing}</span>
            ) : (
              <>
                <span className={online ? styles.onlineDot : styles.offlineDot} aria-hidden="true" />
                {presence}
              </>
            )}
          </p>
        )}
      </div>
      {actions}
      {onCall && (
        <Button variant="secondary" size="small" onClick={onCall} aria-label={`Call ${people.map(displayName).join(', ')}`}>
          <Phone size={16} aria-hidden="true" />
          <span className={styles.callLabel}>Call</span>
        </Button>
      )}
    </header>
  );
}
