import { useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import type { Message } from '../../../../shared/api/conversations.ts';
import { limits } from '../../../../shared/limits.ts';
import { Button } from '../../ui/button.tsx';
import { capDraft, draftMaxLength, isSendKey, isTooLong, lengthCounter, messageToSend, splitIntoMessages } from './composer-text.ts';
import { VoiceNoteRecorder } from './voice-notes/voice-note-recorder.tsx';
import styles from './composer.module.css';

export interface ComposerProps {
  conversationId: string;
  /** Who the message goes to, for the text box's placeholder. */
  recipient: string;
  onSend(text: string): void;
  onTyping(draft: string): void;
  onVoiceNoteSent(message: Message): void;
}

/** Desktop users start typing at once; on a phone the keyboard would cover the chat they came to read. */
function hasFinePointer(): boolean {
  return window.matchMedia('(pointer: fine)').matches;
}

/**
 * The text box at the bottom of the chat: Enter sends, Shift+Enter adds a line, it grows with
 * the text up to a few lines, and a counter appears near the length limit. A text over the limit
 * is never cut to fit: the composer says so and offers to send it as several messages, or leaves
 * it in the box to shorten. The voice note recorder sits beside it.
 */
export function Composer({ conversationId, recipient, onSend, onTyping, onVoiceNoteSent }: ComposerProps) {
  const [draft, setDraft] = useState('');
  /** A paste made the draft longer than the box keeps, and its end was left out. */
  const [pasteCut, setPasteCut] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const text = messageToSend(draft);
  const counter = lengthCounter(draft);
  const tooLong = isTooLong(draft);
  const parts = useMemo(() => (tooLong ? splitIntoMessages(draft) : []), [tooLong, draft]);

  useLayoutEffect(() => {
    if (hasFinePointer()) textArea.current?.focus();
  }, []);

  // Grow with the text: measure the content at its natural height, CSS caps it.
  useLayoutEffect(() => {
    const element = textArea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [draft]);

  function send() {
    if (text === null) return;
    onSend(text);
    clear();
  }

  function sendAsSeveral() {
    for (const part of parts) onSend(part);
    clear();
  }

  function clear() {
    setDraft('');
    setPasteCut(false);
    textArea.current?.focus();
  }

  /** Back to the box, the caret where one message would end, for the person to cut it down. */
  function shorten() {
    const element = textArea.current;
    if (!element) return;
    const end = draft.length - draft.trimStart().length + limits.messageMaxLength;
    element.focus();
    element.setSelectionRange(end, end);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    send();
  }

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      {/* Said once when the draft goes over the limit; the count beside the box follows each keystroke. */}
      <p role="status" className="visually-hidden">
        {tooLong ? 'Too long for one message. Send it as several messages, or shorten it.' : ''}
      </p>
      {tooLong && (
        <div className={styles.tooLong}>
          <p id="composer-counter" className={styles.tooLongText}>
            <strong>Too long for one message</strong> ({counter}).
            {pasteCut && ` Only the first ${draftMaxLength.toLocaleString('en-US')} characters of the paste were kept.`}
          </p>
          <div className={styles.tooLongActions}>
            <Button size="small" onClick={sendAsSeveral}>
              Send as {parts.length} messages
            </Button>
            <Button size="small" variant="secondary" onClick={shorten}>
              Shorten it
            </Button>
          </div>
        </div>
      )}
      <div className={styles.row}>
        <VoiceNoteRecorder conversationId={conversationId} onSent={onVoiceNoteSent} />
        <div className={styles.field}>
          <label htmlFor="composer-text" className="visually-hidden">
            Message
          </label>
          <textarea
            ref={textArea}
            id="composer-text"
            className={styles.textArea}
            rows={1}
            value={draft}
            placeholder={`Message ${recipient}`}
            enterKeyHint="send"
            aria-describedby={counter ? 'composer-counter' : undefined}
            onChange={(event) => {
              const capped = capDraft(event.target.value);
              if (capped.cut) setPasteCut(true);
              setDraft(capped.text);
              onTyping(capped.text);
            }}
            onKeyDown={handleKeyDown}
          />
          {counter && !tooLong && (
            <span id="composer-counter" className={styles.counter}>
              {counter}
            </span>
          )}
        </div>
        <Button type="submit" className={styles.send} aria-label="Send message" disabled={text === null}>
          <SendHorizontal size={20} aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
