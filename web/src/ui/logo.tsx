import styles from './logo.module.css';

export type TandemLogoProps = {
  size?: 'small' | 'medium' | 'large';
  /** 'full' shows the mark and the word; 'mark' only the two rings. */
  variant?: 'full' | 'mark';
  className?: string;
};

/** Tandem's wordmark: two linked rings — two people meeting — and the name. */
export function TandemLogo({ size = 'medium', variant = 'full', className }: TandemLogoProps) {
  const classes = [styles.logo, styles[size], className ?? ''].filter(Boolean).join(' ');
  const mark = (
    <svg
      className={styles.mark}
      viewBox="0 0 32 32"
      {...(variant === 'mark' ? { role: 'img', 'aria-label': 'Tandem' } : { 'aria-hidden': true })}
      focusable="false"
    >
      <circle className={styles.markBack} cx="12" cy="16" r="8.5" />
      <circle className={styles.markFront} cx="20" cy="16" r="8.5" />
    </svg>
  );
  if (variant === 'mark') return <span className={classes}>{mark}</span>;
  return (
    <span className={classes}>
      {mark}
      <span>Tandem</span>
    </span>
  );
}
