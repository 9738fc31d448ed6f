import type { ReactNode } from 'react';
import type { DiffPart } from '../../../shared/dossier-diff.ts';
import styles from './diff-text.module.css';

/**
 * Words a change took out or put in, as the guest checks a correction before it is saved: struck
 * through or marked, with colour only repeating what the words and, for a screen reader, the
 * spoken "removed:" / "added:" say. `spoken={false}` where the text after them already says it.
 */
export function Removed({ children, spoken = true }: { children: ReactNode; spoken?: boolean }) {
  return (
    <del className={styles.removed}>
      {spoken && <span className="visually-hidden">removed: </span>}
      {children}
    </del>
  );
}

export function Added({ children, spoken = true }: { children: ReactNode; spoken?: boolean }) {
  return (
    <ins className={styles.added}>
      {spoken && <span className="visually-hidden">added: </span>}
      {children}
    </ins>
  );
}

/** A text word by word: removed words struck, added ones marked, the rest as it was. */
export function DiffParts({ parts }: { parts: readonly DiffPart[] }) {
  return parts.map((part, index) =>
    part.kind === 'removed' ? (
      <Removed key={index}>{part.text}</Removed>
    ) : part.kind === 'added' ? (
      <Added key={index}>{part.text}</Added>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
