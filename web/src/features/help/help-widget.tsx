import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MessageCircleQuestionMark, X } from 'lucide-react';
import { useSession } from '../../platform/session/use-session.ts';
import { helpDeviceId } from './api/device-id.ts';
import { useHelpConversation, useSendHelpMessage } from './api/help-conversation.ts';
import { useReadMarking } from '../conversations/api/use-read-marking.ts';
import { useHelpUnread } from './api/help-unread.ts';
import { useLiveHelp } from './api/live-help.ts';
import { useSendVisitorMessage, useVisitorThread } from './api/visitor-thread.ts';
import { HelpChat } from './help-chat.tsx';
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

const newClientId = () => crypto.randomUUID();

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
            {status === 'loading' ? null : user ? <SignedInHelp userId={user.id} live={live} /> : <VisitorHelp />}
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

function SignedInHelp({ userId, live }: { userId: string; live: boolean }) {
  const { pathname } = useLocation();
  const { conversationId, messages } = useHelpConversation(userId, !live);
  const sendMessage = useSendHelpMessage(conversationId);
  return (
    <>
      {live && <LiveHelp conversationId={conversationId} newestSequence={messages.data?.at(-1)?.sequence ?? 0} />}
      <HelpChat
        messages={messages.data ?? []}
        loading={messages.isPending}
        askPhone={false}
        visitor={false}
        send={(text) => sendMessage.mutateAsync({ clientId: newClientId(), text, path: pathname })}
      />
    </>
  );
}

/**
 * Only where the tab's socket is open: it brings the team's replies (`useLiveHelp`), and the read
 * mark moves to the newest message the open chat shows, so the unread counts fall.
 */
function LiveHelp({ conversationId, newestSequence }: { conversationId: string | undefined; newestSequence: number }) {
  useLiveHelp(conversationId);
  useReadMarking({
    conversationId: conversationId ?? '',
    enabled: conversationId !== undefined,
    newestSequence,
    readMark: 0,
    newestOnScreen: true,
  });
  return null;
}

function VisitorHelp() {
  const { pathname } = useLocation();
  const [deviceId] = useState(helpDeviceId);
  const thread = useVisitorThread(deviceId, true);
  const sendMessage = useSendVisitorMessage(deviceId);
  return (
    <HelpChat
      messages={thread.data?.messages ?? []}
      loading={thread.isPending}
      askPhone={!thread.data?.phoneNumber}
      visitor
      send={(text, phoneNumber) =>
        sendMessage.mutateAsync({ clientId: newClientId(), text, path: pathname, ...(phoneNumber ? { phoneNumber } : {}) })
      }
    />
  );
}
