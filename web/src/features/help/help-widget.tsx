import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { MessageCircleQuestionMark, X } from 'lucide-react';
import { useSession } from '../../platform/session/use-session.ts';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useHelpUnread } from './api/help-unread.ts';
import countStyles from '../../ui/count-badge.module.css';
import styles from './help-widget.module.css';

export interface HelpWidgetProps {
  /** Inside the signed-in layout, where the tab's socket brings the team's replies; elsewhere the widget polls while open. */
  live?: boolean;
  /**
   * `after-page`: a row of its own after the page, so it covers nothing; on screens wide enough
   * that the page's column leaves the corner empty, it floats there. `inline`: one of the page's
   * own controls, where the page puts it (the call's control bar, which fills the screen's foot).
   */
  placement?: 'after-page' | 'inline';
}

/** The chat itself (its requests, the FAQ, the API's schemas) loads the first time the panel opens. */
const HelpConversation = lazy(() => import('./help-conversation.tsx'));

/** A floating "Help" button that opens a chat with the Tandem team, for signed-in people and signed-out visitors alike. */
export function HelpWidget({ live = false, placement = 'after-page' }: HelpWidgetProps) {
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { user, status } = useSession();
  // An admin is a member of every help thread they answered: theirs is the inbox, not this count.
  const unread = useHelpUnread(live && user !== null && user.role !== 'ADMIN' && !open);

  function close() {
    setOpen(false);
    launcher.current?.focus();
  }

  // Escape closes it wherever the focus is (a sent message's button goes disabled, and the focus with it).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      launcher.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <div className={placement === 'inline' ? styles.inline : styles.afterPage}>
        {open && (
          <section id={panelId} className={styles.panel} role="dialog" aria-labelledby={titleId}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                Help
              </h2>
              <button type="button" className={styles.close} onClick={close} aria-label="Close help">
                <X size={20} aria-hidden="true" />
              </button>
            </div>
            {status === 'loading' ? null : (
              <Suspense fallback={<LoadingState>Loading help…</LoadingState>}>
                <HelpConversation userId={user?.id ?? null} live={live} />
              </Suspense>
            )}
          </section>
        )}
        <button
          ref={launcher}
          type="button"
          className={styles.launcher}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <MessageCircleQuestionMark size={20} aria-hidden="true" />
          Help
          {unread > 0 && (
            <>
              <span className={`${countStyles.count} ${styles.launcherCount}`} aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className="visually-hidden">{`, ${unread} unread ${unread === 1 ? 'reply' : 'replies'}`}</span>
            </>
          )}
        </button>
      </div>
    </>
  );
}
