import type { ReactNode } from 'react';
import { CenteredPage } from '../ui/page.tsx';
import styles from './status-page.module.css';

export type StatusPageProps = {
  /** A status code shown large above the title, e.g. 404. */
  code?: string | number;
  title: string;
  message: ReactNode;
  actions: ReactNode;
};

/** The calm full-page layout of every "this did not work" screen: not found, errors, failed sign-in. */
export function StatusPage({ code, title, message, actions }: StatusPageProps) {
  return (
    <CenteredPage documentTitle={title}>
      <div className={styles.status}>
        {code !== undefined && <p className={styles.code}>{code}</p>}
        <h1>{title}</h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </CenteredPage>
  );
}
