import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { ProspectUser } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { Avatar } from '../../ui/avatar.tsx';
import styles from './person-card.module.css';

/** The top of a prospect's or a match's card: picture, name (the card's label, `nameId`), headline and tags. */
export function PersonCardHeader({
  user,
  nameId,
  tone = 'muted',
  children,
}: {
  user: Pick<ProspectUser, 'name' | 'pictureId' | 'headline'>;
  nameId: string;
  /** A match's picture stands out in the accent colour. */
  tone?: 'muted' | 'accent';
  /** Tags under the headline. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <Avatar name={user.name} pictureId={user.pictureId} size="large" tone={tone} />
      <div className={styles.who}>
        <h3 id={nameId} className={styles.name}>
          {displayName(user)}
        </h3>
        {user.headline && <p className={styles.headline}>{user.headline}</p>}
        {children}
      </div>
    </div>
  );
}

/** "Introduced by Ada Host", as a tag. */
export function IntroducedTag({ text }: { text: string }) {
  return (
    <p className={styles.tag}>
      <Sparkles size={14} aria-hidden="true" />
      {text}
    </p>
  );
}

/** A prospect who gives and gets less than a strong fit (the reason says what little there is). */
export function LooseFitTag() {
  return <p className={`${styles.tag} ${styles.looseTag}`}>Loose fit</p>;
}

/** The reason written for the viewer, quoting both dossiers. */
export function WhyYouTwo({ reason }: { reason: string }) {
  return (
    <p className={styles.reason}>
      <span className={styles.reasonLabel}>Why you two</span>
      {reason}
    </p>
  );
}
