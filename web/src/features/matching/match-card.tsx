import { useId, useState } from 'react';
import { MessageCircle, Sparkles } from 'lucide-react';
import type { Match } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { BlockDialog } from './block-dialog.tsx';
import { contactLinks } from './contact-links.ts';
import { firstNameOf } from './prospect-text.ts';
import styles from './person-card.module.css';

/** Someone the viewer matched with: why, how to reach them (what they chose to share), and their chat. */
export function MatchCard({ match }: { match: Match }) {
  const nameId = useId();
  const [blocking, setBlocking] = useState(false);
  const name = displayName(match.user);
  const contact = contactLinks(match.user.contact);

  return (
    <Card as="article" aria-labelledby={nameId} className={styles.card}>
      <div className={styles.header}>
        <Avatar name={match.user.name} pictureId={match.user.pictureId} size="large" tone="accent" />
        <div className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            {name}
          </h3>
          {match.user.headline && <p className={styles.headline}>{match.user.headline}</p>}
          {match.isNew && <p className={`${styles.tag} ${styles.newTag}`}>New match</p>}
          {match.source === 'introduction' && (
            <p className={styles.tag}>
              <Sparkles size={14} aria-hidden="true" />
              Introduced by a host
            </p>
          )}
        </div>
      </div>
      <p className={styles.reason}>
        <span className={styles.reasonLabel}>Why you two</span>
        {match.reason}
      </p>
      {contact.length > 0 ? (
        <dl className={styles.contact} aria-label={`How to reach ${name}`}>
          {contact.map((item) => (
            <div key={item.kind} className={styles.contactRow}>
              <dt>{item.label}</dt>
              <dd>
                {item.href ? (
                  <a href={item.href} {...(item.kind === 'linkedin' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {item.text}
                  </a>
                ) : (
                  item.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.headline}>{name} hasn't shared contact details. Your chat is the way to reach them.</p>
      )}
      <div className={styles.footer}>
        <ButtonLink to={chatPath(match.conversationId)}>
          <MessageCircle size={18} aria-hidden="true" />
          Message {firstNameOf(match.user)}
        </ButtonLink>
        <Button variant="ghost" size="small" aria-label={`Block ${name}`} onClick={() => setBlocking(true)}>
          Block
        </Button>
      </div>
      <BlockDialog person={blocking ? match.user : null} choices="block" onClose={() => setBlocking(false)} />
    </Card>
  );
}
