import type { ReactNode } from 'react';
import type { Match } from '../../../../shared/api/matching.ts';
import { displayName } from '../../lib/display-name.ts';
import { MatchCard } from './match-card.tsx';
import { blockedText } from './prospect-text.ts';
import { useCardRemoval } from './use-card-removal.ts';
import styles from './matching.module.css';

/**
 * Matches, newest first, as the server sends them, under a heading that stays when the last one
 * leaves (blocked): `empty` shows then, and focus has somewhere to go.
 */
export function MatchList({ matches, label, empty }: { matches: readonly Match[]; label: string; empty: ReactNode }) {
  const { announcement, headingRef, cardRef, removed } = useCardRemoval(matches.map((match) => match.id));
  return (
    <section aria-labelledby="match-list-title" className={styles.section}>
      <h2 id="match-list-title" ref={headingRef} tabIndex={-1} className="visually-hidden">
        {label}
      </h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {matches.length === 0 ? (
        empty
      ) : (
        <ul className={styles.list}>
          {matches.map((match) => (
            <li key={match.id}>
              <MatchCard
                match={match}
                cardRef={cardRef(match.id)}
                onRemoved={(kind) => removed(match.id, blockedText(displayName(match.user), kind))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
