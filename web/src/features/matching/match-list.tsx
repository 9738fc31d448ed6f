import type { Match } from '../../../../shared/api/matching.ts';
import { MatchCard } from './match-card.tsx';
import styles from './matching.module.css';

/** Matches, newest first, as the server sends them. */
export function MatchList({ matches, label }: { matches: readonly Match[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {matches.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}
