import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../ui/button.tsx';
import styles from './events.module.css';

export type CopyButtonProps = {
  text: string;
  /** The button's words, e.g. "Copy link". */
  label: string;
  /** What is copied, added to the button's name after its words ("Copy link: personal link of Dana"), so the name starts with what is seen. */
  what?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies to the clipboard and says so for a moment; if the browser refuses, says how to copy by hand. */
export function CopyButton({ text, label, what, variant = 'secondary', size = 'small' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const words = state === 'copied' ? 'Copied' : label;
  return (
    <>
      <Button variant={variant} size={size} onClick={() => void copy()} aria-label={what ? `${words}: ${what}` : undefined}>
        {state === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
        {words}
      </Button>
      <span role="status" className={[styles.copyFeedback, state === 'failed' ? styles.copyFailed : ''].join(' ').trim()}>
        {state === 'copied' && <span className="visually-hidden">Copied to the clipboard.</span>}
        {state === 'failed' && 'Could not copy. Select the link and copy it by hand.'}
      </span>
    </>
  );
}
