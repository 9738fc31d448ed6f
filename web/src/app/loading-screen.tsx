import { Spinner } from '../ui/spinner.tsx';
import styles from './status-page.module.css';

/** Shown while the session is checked or a page's code loads. */
export function LoadingScreen() {
  return (
    <div className={styles.loading} role="status">
      <Spinner size="large" label={null} />
      <p>Loading...</p>
    </div>
  );
}
