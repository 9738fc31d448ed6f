import { useEffect, type ReactNode } from 'react';
import { ButtonLink } from './button.tsx';
import { Card } from './card.tsx';
import styles from './coming-soon-page.module.css';

export type ComingSoonPageProps = {
  title: string;
  /** The ids from the URL, so a link can be checked by eye: label → value. */
  ids?: Record<string, string | undefined>;
  /** What this page will do, in a sentence. */
  description: string;
  children?: ReactNode;
};

/** An honest placeholder for a page whose feature arrives in a later release: no invented content. */
export function ComingSoonPage({ title, ids = {}, description, children }: ComingSoonPageProps) {
  useEffect(() => {
    document.title = `${title} · Tandem`;
  }, [title]);

  const idEntries = Object.entries(ids);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <Card as="section" aria-label="About this page">
        <div className={styles.page}>
          <p>{description}</p>
          {idEntries.length > 0 && (
            <dl className={styles.ids}>
              {idEntries.map(([label, value]) => (
                <div key={label} className={styles.idRow}>
                  <dt>{label}</dt>
                  <dd>{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
          )}
          {children}
          <p className={styles.note}>This part of Tandem is coming soon.</p>
        </div>
      </Card>
      <div className={styles.actions}>
        <ButtonLink to="/home" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
