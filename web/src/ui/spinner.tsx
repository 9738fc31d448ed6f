import styles from './spinner.module.css';

export type SpinnerProps = {
  /** What is loading, read by screen readers. Pass `null` when a parent already says it (e.g. aria-busy). */
  label?: string | null;
  size?: 'small' | 'large';
  className?: string;
};

/** A small rotating ring that says something is in progress. */
export function Spinner({ label = 'Loading', size = 'small', className }: SpinnerProps) {
  const classes = [styles.spinner, size === 'large' ? styles.large : '', className ?? ''].join(' ').trim();
  if (label === null) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={label} />;
}
