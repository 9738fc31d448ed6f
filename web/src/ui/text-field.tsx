import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  /** Always visible; it is the input's accessible name. */
  label: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** Shown under the input; marks it aria-invalid. */
  error?: ReactNode;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Class of the wrapper, for layout. */
  className?: string;
  /** Class of the input itself. */
  inputClassName?: string;
};

/** A labelled text input with optional hint and error text, both wired to assistive tech. */
export function TextField({
  label,
  hint,
  error,
  optional = false,
  className,
  inputClassName,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean);

  return (
    <div className={[styles.field, className ?? ''].join(' ').trim()}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {/* Seen, not read: the accessible name stays exactly the label (tests and screen readers rely on it). */}
        {optional && (
          <span className={styles.optional} aria-hidden="true">
            {' '}
            (optional)
          </span>
        )}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        id={inputId}
        className={[styles.input, inputClassName ?? ''].join(' ').trim()}
        aria-invalid={hasError || undefined}
        aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
      />
      {hasError && (
        <p className={styles.error} id={errorId}>
          <CircleAlert className={styles.errorIcon} size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
