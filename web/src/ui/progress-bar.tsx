import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  /** Done so far, from 0 to 1 (clamped). */
  value: number;
  /** Accessible name, also shown above the bar. */
  label: string;
  /** Hide the visible label and percentage (the accessible name stays). */
  hideLabel?: boolean;
  className?: string;
};

/** A determinate progress bar, e.g. for an upload. */
export function ProgressBar({ value, label, hideLabel = false, className }: ProgressBarProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const percent = Math.round(fraction * 100);
  return (
    <div className={[styles.wrapper, className ?? ''].filter(Boolean).join(' ')}>
      {!hideLabel && (
        <div className={styles.label} aria-hidden="true">
          <span>{label}</span>
          <span>{percent}%</span>
        </div>
      )}
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        {/* A transform rather than a width: it animates without relayout. */}
        <div className={styles.fill} style={{ transform: `scaleX(${fraction})` }} />
      </div>
    </div>
  );
}
