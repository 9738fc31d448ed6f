import type { ReactNode } from 'react';
import styles from './login.module.css';

/** The title and one-line explanation at the top of each sign-in step. */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.description}>{children}</p>}
    </div>
  );
}
