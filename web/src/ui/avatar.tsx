import { initialsOf } from './initials.ts';
import styles from './avatar.module.css';

export type AvatarProps = {
  name: string | null;
  pictureId: string | null;
  /** small 2 rem (header, lists), medium 2.5 rem, large 3.5 rem, xlarge 7 rem (a call). */
  size: 'small' | 'medium' | 'large' | 'xlarge';
  /** `accent` for the person a call is with; `muted` everywhere else. */
  tone?: 'muted' | 'accent';
};

/** Someone's picture, or their initials on a disc; decorative, as their name is always written beside it. */
export function Avatar({ name, pictureId, size, tone = 'muted' }: AvatarProps) {
  const className = `${styles.avatar} ${styles[size]} ${styles[tone]}`;
  if (pictureId) return <img className={className} src={`/api/pictures/${encodeURIComponent(pictureId)}`} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
