import { useId, useState, type RefCallback } from 'react';
import { MessageCircle } from 'lucide-react';
import type { BlockKind, Match } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { BlockDialog } from './block-dialog.tsx';
import { IntroducedTag, PersonCardHeader, WhyYouTwo } from './person-card-parts.tsx';
import { contactLinks } from './contact-links.ts';
import { firstNameOf } from './prospect-text.ts';
import styles from './person-card.module.css';

/** Someone the viewer matched with: why, how to reach them (what they chose to share), and their chat. */
export function MatchCard({
  match,
  cardRef,
  onRemoved,
}: {
  match: Match;
  /** The card itself, for the list to move focus to. */
  cardRef?: RefCallback<HTMLElement>;
  /** The viewer blocked this person: their match ends and the card leaves the list. */
  onRemoved: (kind: BlockKind) => void;
}) {
  const nameId = useId();
  const [blocking, setBlocking] = useState(false);
  const name = displayName(match.user);
  const contact = contactLinks(match.user.contact);

  return (
    <Card as="article" ref={cardRef} tabIndex={-1} aria-labelledby={nameId} className={styles.card}>
      <PersonCardHeader user={match.user} nameId={nameId} tone="accent">
        {match.isNew && <p className={`${styles.tag} ${styles.newTag}`}>New match</p>}
        {match.source === 'introduction' && <IntroducedTag text="Introduced by a host" />}
      </PersonCardHeader>
      <WhyYouTwo reason={match.reason} />
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
      <BlockDialog person={blocking ? match.user : null} choices="block" onClose={() => setBlocking(false)} onDone={onRemoved} />
    </Card>
  );
}
