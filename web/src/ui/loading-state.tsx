import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import styles from './loading-state.module.css';

/** What a page, or a part of one, shows while its data comes: a spinner and a line that says what is loading. */
export function LoadingState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `${styles.loading} ${className}` : styles.loading}>
      <Spinner label={null} />
      <p role="status">{children}</p>
    </div>
  );
}
