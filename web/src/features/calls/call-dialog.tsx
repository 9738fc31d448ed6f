import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

type CallDialogProps = {
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy: string;
  className: string | undefined;
  /** Focused when the dialog opens: Accept on an incoming call, Hang up in a call. */
  initialFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A modal <dialog> for the call screens (focus kept inside, the page behind inert) that only its
 * own buttons close: Escape must not decline or hang up a call without the user saying so.
 */
export function CallDialog({ role, labelledBy, describedBy, className, initialFocus, children }: CallDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    return () => dialog.close();
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        // Chromium closes a dialog on a repeated Escape even when cancel is refused: while the
        // call screen is still meant to show, it comes straight back, focus where it was put.
        if (!event.currentTarget.isConnected) return;
        event.currentTarget.showModal();
        initialFocus.current?.focus();
      }}
    >
      {children}
    </dialog>
  );
}
