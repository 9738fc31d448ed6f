import { useEffect, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import styles from './update-banner.module.css';
import { startVersionCheck } from './version-check.ts';

/** Offers a reload when a newer build of the app is out (pinned by session.e2e.test.ts). */
export function UpdateBanner() {
  const [newVersion, setNewVersion] = useState<string | null>(null);
  const [dismissedVersion, setDismissedVersion] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => startVersionCheck({ fetch: (input, init) => window.fetch(input, init), onUpdateAvailable: setNewVersion }), []);

  if (newVersion === null || newVersion === dismissedVersion) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      {/* Announced when it appears; the buttons stay outside the live region. */}
      <div className={styles.message} role="status">
        <h2 className={styles.title} id={titleId}>
          Update Available
        </h2>
        <p className={styles.text}>A new version is available. Reload to get the latest features.</p>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" size="small" onClick={() => setDismissedVersion(newVersion)}>
          Dismiss
        </Button>
        <Button size="small" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </section>
  );
}
