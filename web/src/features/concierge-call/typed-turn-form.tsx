import { useState, type FormEvent } from 'react';
import { limits } from '../../../../shared/limits.ts';
import { Button } from '../../ui/button.tsx';
import styles from './concierge-call.module.css';

/** Without a recognizer, the guest writes down the answer they just gave aloud. */
export function TypedTurnForm({ onSubmit }: { onSubmit(text: string): void }) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  }
  return (
    <form className={styles.typedTurn} onSubmit={submit}>
      <label htmlFor="typed-turn" className={styles.typedLabel}>
        What you said
      </label>
      <textarea
        id="typed-turn"
        className={styles.typedInput}
        value={text}
        maxLength={limits.messageMaxLength}
        rows={3}
        // The form appears when the turn ends: the guest writes at once.
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={!trimmed}>
        Send answer
      </Button>
    </form>
  );
}
