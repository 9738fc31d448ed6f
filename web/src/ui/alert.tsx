import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'error' | 'success';

export type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
};

const icons = { info: Info, error: CircleAlert, success: CircleCheck } as const;

/**
 * A message about the page or the last action. Errors are announced at once (role="alert");
 * other tones politely (role="status").
 */
export function Alert({ tone = 'info', title, className, children, ...rest }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      {...rest}
      className={[styles.alert, styles[tone], className ?? ''].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
