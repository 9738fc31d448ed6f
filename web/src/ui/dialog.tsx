import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; on phones they stack with the first one lowest. */
  actions?: ReactNode;
  /** Hide the × button, e.g. when the actions already offer a way out. */
  hideCloseButton?: boolean;
  className?: string;
};

/**
 * A modal dialog on the native <dialog> element, which gives focus trapping, Escape handling
 * and an inert page behind it for free.
 */
export function Dialog({ open, onClose, title, description, children, actions, hideCloseButton = false, className }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Let React own the open state: Escape asks the parent to close.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the ::backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.header}>
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
            {!hideCloseButton && (
              <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
                <X size={20} aria-hidden="true" />
              </button>
            )}
          </div>
          {description && (
            <p className={styles.description} id={descriptionId}>
              {description}
            </p>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
