import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { helpLimits, type HelpMessage } from '../../../../shared/api/help.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { faq } from './faq.ts';
import { matchFaq } from './faq-match.ts';
import bubbles from './help-bubbles.module.css';
import styles from './help-widget.module.css';

export interface HelpChatProps {
  messages: HelpMessage[];
  loading: boolean;
  /** Resolves once the team has the message; rejects with the server's reason. */
  send(text: string, phoneNumber: string | undefined): Promise<unknown>;
  /** A signed-out visitor who left no number yet may leave one. */
  askPhone: boolean;
  /** Signed out: the answer is read here, on this device, so the acknowledgement says so. */
  visitor: boolean;
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Your message could not be sent. Check your connection and try again.';
}

/**
 * The conversation with the team: what was said, answers from the FAQ matched to what the person
 * is typing (so many questions answer themselves before anyone has to reply), and the way to
 * write to the team anyway.
 */
export function HelpChat({ messages, loading, send, askPhone, visitor }: HelpChatProps) {
  const [text, setText] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suggestions = useMemo(() => matchFaq(text, faq), [text]);
  // Before anything is asked, the whole (short) FAQ; once they type, the entries that match.
  const browsing = text.trim() === '' && messages.length === 0;
  const shown = browsing ? faq : suggestions;
  const questionId = useId();
  // Until the team answers, the person's newest message stands acknowledged under it.
  const awaitingAnswer = messages.at(-1)?.from === 'person';
  const scroller = useRef<HTMLDivElement>(null);

  // The newest message in view, as in any chat.
  useEffect(() => {
    if (messages.length > 0) scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages.length]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      await send(text.trim(), askPhone && phoneNumber.trim() !== '' ? phoneNumber.trim() : undefined);
      setText('');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.chat} ref={scroller}>
      {messages.length === 0 ? (
        <p className={styles.intro}>
          {loading ? 'Loading…' : 'Ask us anything about Tandem: the answer may already be below, or the team will reply here.'}
        </p>
      ) : (
        <ol className={styles.messages} aria-label="Messages" aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className={`${bubbles.bubble} ${message.from === 'person' ? bubbles.own : bubbles.other}`}>
              <span className={bubbles.sender}>{message.from === 'person' ? 'You' : 'Tandem team'}</span>
              <span>{message.text}</span>
            </li>
          ))}
        </ol>
      )}
      {/* Always in the page, so the acknowledgement is read out when it appears. */}
      <p role="status" className={awaitingAnswer ? styles.sent : 'visually-hidden'}>
        {awaitingAnswer && (visitor ? 'Sent. We’ll answer here: open Help on this device to read it.' : 'Sent. We’ll answer here.')}
      </p>
      {shown.length > 0 && (
        <section className={styles.suggestions} aria-label={browsing ? 'Common questions' : 'Suggested answers'}>
          <h3 className={styles.suggestionsTitle}>{browsing ? 'Common questions' : 'Suggested answers'}</h3>
          {shown.map((entry) => (
            <details key={entry.id} className={styles.suggestion}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      )}
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)}>
        <label className={styles.label} htmlFor={questionId}>
          Your question
        </label>
        <textarea
          id={questionId}
          className={styles.textarea}
          value={text}
          maxLength={helpLimits.messageMaxLength}
          rows={3}
          onChange={(event) => setText(event.target.value)}
        />
        {askPhone && (
          <TextField
            label="Your phone number"
            optional
            hint="So the team can reach you if you leave this page."
            type="tel"
            autoComplete="tel"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
          />
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" loading={sending} disabled={text.trim() === ''} fullWidth>
          Send to the team
        </Button>
      </form>
    </div>
  );
}
