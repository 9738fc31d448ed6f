import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { limits } from '../../../../shared/limits.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './concierge-call.module.css';

type FixStatus = { kind: 'editing' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/**
 * The fix of what was heard of the guest's turn, in place of its words: the words heard, ready to
 * correct, then Save, or Cancel (Escape too). While it saves it says so; a refusal or a lost
 * connection says why, and what the guest wrote stays for another try.
 */
export function TurnFixForm({ heard, onSave, onCancel }: { heard: string; onSave(transcript: string): Promise<void>; onCancel(): void }) {
  const [text, setText] = useState(heard);
  const [status, setStatus] = useState<FixStatus>({ kind: 'editing' });
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const problemId = useId();
  const trimmed = text.trim();
  const saving = status.kind === 'saving';

  // The guest fixes a word or two, often at the end: the caret waits there, and the whole fix is in view.
  useEffect(() => {
    const input = field.current;
    input?.focus({ preventScroll: true });
    input?.setSelectionRange(input.value.length, input.value.length);
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || saving) return;
    // The words heard, unchanged: nothing to fix.
    if (trimmed === heard.trim()) return onCancel();
    setStatus({ kind: 'saving' });
    try {
      await onSave(trimmed);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Your fix could not be saved. Check your connection, then try again.';
      setStatus({ kind: 'failed', message });
    }
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || saving) return;
    event.preventDefault();
    onCancel();
  }

  return (
    <form ref={form} className={styles.fixForm} aria-label="Fix what was heard" onSubmit={save} onKeyDown={cancelOnEscape}>
      <label htmlFor={fieldId} className={styles.typedLabel}>
        What you said
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className={styles.typedInput}
        value={text}
        maxLength={limits.messageMaxLength}
        rows={3}
        readOnly={saving}
        aria-invalid={status.kind === 'failed' || undefined}
        aria-describedby={status.kind === 'failed' ? problemId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {status.kind === 'failed' && (
        <Alert tone="error" id={problemId}>
          {status.message}
        </Alert>
      )}
      <div className={styles.fixActions}>
        <Button type="submit" size="small" loading={saving} disabled={!trimmed}>
          Save
        </Button>
        <Button variant="secondary" size="small" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
        <span role="status" className={styles.fixStatus}>
          {saving ? 'Saving your fix…' : ''}
        </span>
      </div>
    </form>
  );
}
