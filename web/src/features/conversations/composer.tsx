import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import type { Message } from '../../../../shared/api/conversations.ts';
import { limits } from '../../../../shared/limits.ts';
import { Button } from '../../ui/button.tsx';
import { isSendKey, lengthCounter, messageToSend } from './composer-text.ts';
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
 * the text up to a few lines, and a counter appears near the length limit. The voice note
 * recorder sits beside it.
 */
export function Composer({ conversationId, recipient, onSend, onTyping, onVoiceNoteSent }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const textArea = useRef<HTMLTextAreaElement>(null);
  const text = messageToSend(draft);
  const counter = lengthCounter(draft);

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
    setDraft('');
    textArea.current?.focus();
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
            maxLength={limits.messageMaxLength}
            placeholder={`Message ${recipient}`}
            enterKeyHint="send"
            aria-describedby={counter ? 'composer-counter' : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              onTyping(event.target.value);
            }}
            onKeyDown={handleKeyDown}
          />
          {counter && (
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
