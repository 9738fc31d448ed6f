import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import fieldStyles from '../../../ui/text-field.module.css';
import styles from './events.module.css';

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  /** Shows "120 / 500" under the field when the textarea has a maxLength. */
  showCount?: boolean;
  textareaClassName?: string;
};

/** A labelled multi-line field that looks and reads like the design system's TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  optional = false,
  showCount = false,
  textareaClassName,
  id,
  ...textareaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hint ? `${fieldId}-hint` : undefined, hasError ? `${fieldId}-error` : undefined].filter(Boolean);
  const length = typeof textareaProps.value === 'string' ? textareaProps.value.length : 0;

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={fieldId}>
        {label}
        {optional && (
          <span className={fieldStyles.optional} aria-hidden="true">
            {' '}
            (optional)
          </span>
        )}
      </label>
      {hint && (
        <p className={fieldStyles.hint} id={`${fieldId}-hint`}>
          {hint}
        </p>
      )}
      <textarea
        {...textareaProps}
        id={fieldId}
        className={[fieldStyles.input, styles.textarea, textareaClassName ?? ''].join(' ').trim()}
        aria-invalid={hasError || undefined}
        aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
      />
      {showCount && textareaProps.maxLength !== undefined && (
        <p className={styles.counter} aria-hidden="true">
          {length} / {textareaProps.maxLength}
        </p>
      )}
      {hasError && (
        <p className={fieldStyles.error} id={`${fieldId}-error`}>
          <CircleAlert className={fieldStyles.errorIcon} size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
