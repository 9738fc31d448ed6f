import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { helpLimits, type HelpThread } from '../../../../shared/api/help.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useFormatPhoneNumber } from '../../platform/phone-numbers/use-phone-numbers.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useArchiveHelp, useHelpInbox, useHelpThread, useReplyToHelp, type HelpInboxView } from './api/admin-help.ts';
import bubbles from './help-bubbles.module.css';
import styles from './admin-help-page.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** Who wrote: their name, or "Visitor" with the number they left, as people read numbers. */
function threadTitle(thread: HelpThread, formatPhone: (e164: string) => string): string {
  if (thread.name) return thread.name;
  return thread.phoneNumber ? `Visitor · ${formatPhone(thread.phoneNumber)}` : 'Visitor';
}

const views: { view: HelpInboxView; label: string }[] = [
  { view: 'open', label: 'Open' },
  { view: 'archived', label: 'Archived' },
];

/**
 * `/admin/help`: every help thread, those waiting for an answer first; the admin reads one,
 * answers it, and archives it when done (`?view=archived` lists those until the person writes again).
 */
export default function AdminHelpPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: HelpInboxView = searchParams.get('view') === 'archived' ? 'archived' : 'open';
  const inbox = useHelpInbox(view);
  const formatPhone = useFormatPhoneNumber();
  const selectedId = searchParams.get('thread');
  const [notice, setNotice] = useState('');
  const inView = (params: Record<string, string>) => (view === 'archived' ? { view, ...params } : params);

  useEffect(() => {
    document.title = 'Help inbox · Tandem';
  }, []);

  return (
    <div className={styles.page}>
      <div>
        <h1>Help inbox</h1>
        <p className={styles.lead}>What people asked from the help chat. Your answer reaches them in the chat.</p>
      </div>
      <nav aria-label="Inbox views" className={styles.views}>
        {views.map((each) => (
          <Link
            key={each.view}
            to={each.view === 'archived' ? '?view=archived' : '?'}
            className={styles.view}
            aria-current={each.view === view ? 'page' : undefined}
          >
            {each.label}
          </Link>
        ))}
      </nav>
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      {inbox.isPending && <LoadingState>Loading the inbox…</LoadingState>}
      {inbox.error && (
        <Alert tone="error" title="The inbox could not be loaded">
          {inbox.error.message}
        </Alert>
      )}
      {inbox.data && (
        <div className={styles.columns}>
          <nav aria-label="Help threads">
            {inbox.data.threads.length === 0 ? (
              <p>{view === 'archived' ? 'No archived threads.' : 'Nobody is waiting: no open threads.'}</p>
            ) : (
              <ul className={styles.threads}>
                {inbox.data.threads.map((thread) => (
                  <li key={thread.id}>
                    <Link
                      to={`?${new URLSearchParams(inView({ thread: thread.id })).toString()}`}
                      className={`${styles.thread} ${thread.id === selectedId ? styles.selected : ''}`}
                      aria-current={thread.id === selectedId ? 'true' : undefined}
                    >
                      <span className={styles.threadTitle}>
                        {threadTitle(thread, formatPhone)}
                        {thread.unread && <span className={styles.unread}>Waiting</span>}
                      </span>
                      <span className={styles.meta}>
                        {thread.event ? thread.event.name : 'No event'} · {thread.lastPath ?? '–'} · {timeFormat.format(thread.lastAt)}
                      </span>
                      <span className={styles.preview}>{thread.lastText}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          {selectedId ? (
            <ThreadView
              key={selectedId}
              id={selectedId}
              onGone={() => setSearchParams(inView({}))}
              onArchived={(archived) => {
                setNotice(archived ? 'Archived: it comes back to the inbox when they write again.' : 'Back in the inbox.');
                setSearchParams(inView({}));
              }}
            />
          ) : (
            <p className={styles.hint}>Choose a thread to read and answer it.</p>
          )}
        </div>
      )}
    </div>
  );
}

function ThreadView({ id, onGone, onArchived }: { id: string; onGone: () => void; onArchived: (archived: boolean) => void }) {
  const thread = useHelpThread(id);
  const reply = useReplyToHelp(id);
  const archive = useArchiveHelp(id);
  const formatPhone = useFormatPhoneNumber();
  const [text, setText] = useState('');
  const replyId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    await reply.mutateAsync({ clientId: crypto.randomUUID(), text: text.trim() });
    setText('');
  }

  if (thread.isPending) return <LoadingState>Loading the thread…</LoadingState>;
  if (thread.error) {
    return (
      <Alert tone="error" title="This thread could not be loaded">
        {thread.error.message}{' '}
        <Button variant="ghost" size="small" onClick={onGone}>
          Back to the inbox
        </Button>
      </Alert>
    );
  }
  const { thread: info, messages } = thread.data;
  return (
    <section className={styles.threadView} aria-labelledby={`${replyId}-title`}>
      <div className={styles.threadHeader}>
        <h2 id={`${replyId}-title`}>{threadTitle(info, formatPhone)}</h2>
        <Button
          variant="secondary"
          size="small"
          loading={archive.isPending}
          onClick={() =>
            void archive.mutateAsync(!info.archived).then(
              () => onArchived(!info.archived),
              () => undefined,
            )
          }
        >
          {info.archived ? 'Move to inbox' : 'Archive'}
        </Button>
      </div>
      {archive.error && (
        <p role="alert" className={styles.error}>
          The thread could not be {info.archived ? 'moved' : 'archived'}. Try again.
        </p>
      )}
      <p className={styles.meta}>
        {info.userId ? <Link to={`/admin/users/${info.userId}`}>Their account</Link> : 'Not signed in'}
        {info.event && (
          <>
            {' · '}
            <Link to={`/admin/events/${info.event.id}`}>{info.event.name}</Link>
          </>
        )}
        {' · last on '}
        {info.lastPath ?? '–'}
      </p>
      <ol className={styles.messages} aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id} className={`${bubbles.bubble} ${message.from === 'team' ? bubbles.own : bubbles.other}`}>
            <span className={bubbles.sender}>
              {message.from === 'team' ? 'Tandem team' : threadTitle(info, formatPhone)} · {timeFormat.format(message.createdAt)}
            </span>
            <span>{message.text}</span>
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event).catch(() => undefined)}>
        <label htmlFor={replyId} className={styles.label}>
          Your answer
        </label>
        <textarea
          id={replyId}
          className={styles.textarea}
          rows={3}
          maxLength={helpLimits.messageMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {reply.error && (
          <p role="alert" className={styles.error}>
            {reply.error instanceof ApiError ? reply.error.message : 'The answer could not be sent. Try again.'}
          </p>
        )}
        <Button type="submit" loading={reply.isPending} disabled={text.trim() === ''}>
          Send answer
        </Button>
      </form>
    </section>
  );
}
