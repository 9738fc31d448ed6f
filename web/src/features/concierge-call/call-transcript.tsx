import { useEffect, useRef } from 'react';
import type { Message } from '../../../../shared/api/conversations.ts';
import styles from './concierge-call.module.css';

/** One line of the transcript: the concierge's words, or what the guest said (once transcribed). */
function lineOf(message: Message): { speaker: 'concierge' | 'guest'; text: string } | null {
  if (message.senderKind === 'concierge' && message.text) return { speaker: 'concierge', text: message.text };
  if (message.senderKind !== 'user') return null;
  if (message.kind === 'voice_note') return { speaker: 'guest', text: message.voiceNote?.transcript ?? 'Transcribing what you said…' };
  return message.text ? { speaker: 'guest', text: message.text } : null;
}

/** Both sides of the call as text, newest at the bottom, kept in view as the call goes on. */
export function CallTranscript({ messages }: { messages: readonly Message[] }) {
  const end = useRef<HTMLLIElement>(null);
  const lines = messages.flatMap((message) => {
    const line = lineOf(message);
    return line ? [{ id: message.id, ...line }] : [];
  });
  const count = lines.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <section className={styles.transcript} aria-labelledby="call-transcript-title" tabIndex={0}>
      <h2 id="call-transcript-title" className={styles.transcriptTitle}>
        Transcript
      </h2>
      {count === 0 ? (
        <p className={styles.transcriptEmpty}>What you and the concierge say appears here.</p>
      ) : (
        <ol className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={line.speaker === 'concierge' ? styles.conciergeLine : styles.guestLine}>
              <span className={styles.speaker}>{line.speaker === 'concierge' ? 'Concierge (AI)' : 'You'}</span>
              <span>{line.text}</span>
            </li>
          ))}
          <li ref={end} aria-hidden="true" className={styles.lineEnd} />
        </ol>
      )}
    </section>
  );
}
