import { useEffect, useRef } from 'react';
import type { Message } from '../../../../shared/api/conversations.ts';
import type { DossierDocument } from '../../../../shared/api/dossier.ts';
import styles from './concierge-call.module.css';

type Line = { speaker: 'concierge' | 'guest'; text: string; proposal?: DossierDocument | null };

/** One line of the transcript: the concierge's words (with the dossier it proposes), or what the guest said (once transcribed). */
function lineOf(message: Message): Line | null {
  if (message.senderKind === 'concierge' && message.text) {
    return {
      speaker: 'concierge',
      text: message.text,
      proposal: message.concierge?.step === 'summary' ? message.concierge.proposal : null,
    };
  }
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
              {line.proposal && <ProposalLines proposal={line.proposal} />}
            </li>
          ))}
          <li ref={end} aria-hidden="true" className={styles.lineEnd} />
        </ol>
      )}
    </section>
  );
}

const proposalSections = [
  ['lookingFor', 'Looking for'],
  ['canOffer', 'Can offer'],
  ['topics', 'Topics'],
] as const;

/** The dossier a summary proposes, as the guest hears it read: what "Looks right" would save. */
function ProposalLines({ proposal }: { proposal: DossierDocument }) {
  return (
    <div className={styles.proposal} aria-label="The dossier the concierge proposes">
      {proposal.headline && <strong>{proposal.headline}</strong>}
      {proposal.about && <span>{proposal.about}</span>}
      {proposalSections.map(([section, title]) =>
        proposal[section].length > 0 ? (
          <span key={section}>
            <span className={styles.speaker}>{title}: </span>
            {proposal[section].map((item) => item.text).join(' · ')}
          </span>
        ) : null,
      )}
      <span className={styles.speaker}>Say “looks right” to save it, or say what to change.</span>
    </div>
  );
}
