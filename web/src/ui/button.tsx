import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'medium' | 'small';

type ButtonLookProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container, as on phone forms. */
  fullWidth?: boolean;
};

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonLookProps & {
    /** Shows a spinner in place of the label, sets aria-busy and ignores clicks. */
    loading?: boolean;
  };

export type ButtonLinkProps = LinkProps & ButtonLookProps & { ref?: ComponentPropsWithRef<'a'>['ref'] };

function buttonClassName({ variant = 'primary', size = 'medium', fullWidth = false }: ButtonLookProps, extra?: string) {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/**
 * The one button of the app; `type` defaults to "button" so forms only submit on purpose.
 * `aria-disabled`, unlike `disabled`, keeps the button focusable while it ignores clicks: for a
 * control unavailable only for a moment, such as while something saves.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <ButtonLabel loading={loading}>{children}</ButtonLabel>
    </button>
  );
}

/** A link that looks like a button, for navigation (react-router `Link`). */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {children}
    </Link>
  );
}

export type ButtonAnchorProps = ComponentPropsWithRef<'a'> & ButtonLookProps;

/** A plain link that looks like a button, for what the router does not serve (a file to download). */
export function ButtonAnchor({ variant, size, fullWidth, className, children, ...rest }: ButtonAnchorProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {children}
    </a>
  );
}

function ButtonLabel({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (!loading) return <span className={styles.label}>{children}</span>;
  return (
    <>
      <span className={`${styles.label} ${styles.loadingLabel}`}>{children}</span>
      <span className={styles.spinnerSlot}>
        <Spinner label={null} />
      </span>
    </>
  );
}
