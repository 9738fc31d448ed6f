import { useEffect, useRef } from 'react';
import type { Message } from '../../../../shared/api/conversations.ts';
import type { DossierDocument, DossierListSection } from '../../../../shared/api/dossier.ts';
import { documentDiff, documentDiffText, type ItemDiff } from '../../../../shared/dossier-diff.ts';
import { Added, DiffParts, Removed } from '../../ui/diff-text.tsx';
import styles from './concierge-call.module.css';

type Line = { speaker: 'concierge' | 'guest'; text: string; proposal?: DossierDocument | null; changedFrom?: DossierDocument | null };

/** One line of the transcript: the concierge's words (with the dossier it proposes), or what the guest said (once transcribed). */
function lineOf(message: Message): Line | null {
  if (message.senderKind === 'concierge' && message.text) {
    return {
      speaker: 'concierge',
      text: message.text,
      proposal: message.concierge?.step === 'summary' ? message.concierge.proposal : null,
      changedFrom: message.concierge?.step === 'summary' ? (message.concierge.changedFrom ?? null) : null,
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
              {line.proposal && <ProposalLines proposal={line.proposal} changedFrom={line.changedFrom ?? null} />}
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

const sectionTitles = Object.fromEntries(proposalSections) as Record<DossierListSection, string>;

/**
 * The dossier a summary proposes, as the guest hears it read: what "Looks right" would save. On a
 * correction, compactly, what it changes: each changed item says how in words after it.
 */
function ProposalLines({ proposal, changedFrom }: { proposal: DossierDocument; changedFrom: DossierDocument | null }) {
  const diff = changedFrom ? documentDiff(changedFrom, proposal) : null;
  return (
    <div className={styles.proposal} aria-label="The dossier the concierge proposes">
      {diff && <span className={styles.speaker}>Changes: {documentDiffText(diff).toLowerCase()}</span>}
      {diff && diff.headline.kind !== 'same' ? (
        <strong>
          {diff.headline.before && <Removed spoken={false}>{diff.headline.before}</Removed>}
          {diff.headline.before && diff.headline.after && <Arrow />}
          {diff.headline.after}
          <span className={styles.changeMark}> (headline {diff.headline.kind})</span>
        </strong>
      ) : (
        proposal.headline && <strong>{proposal.headline}</strong>
      )}
      {diff && diff.about.kind !== 'same' ? (
        <span>
          {diff.about.kind === 'removed' ? <Removed spoken={false}>{diff.about.before}</Removed> : diff.about.after}
          <span className={styles.changeMark}> (about {diff.about.kind})</span>
        </span>
      ) : (
        proposal.about && <span>{proposal.about}</span>
      )}
      {proposalSections.map(([section, title]) => {
        const rows: ItemDiff[] = diff ? diff[section] : proposal[section].map((item) => ({ kind: 'same', text: item.text }));
        return rows.length > 0 ? (
          <span key={section}>
            <span className={styles.speaker}>{title}: </span>
            {rows.map((row, index) => (
              <span key={index}>
                {index > 0 && ' · '}
                <ItemWords row={row} />
              </span>
            ))}
          </span>
        ) : null;
      })}
      <span className={styles.speaker}>Say “looks right” to save it, or say what to change.</span>
    </div>
  );
}

/** One item, and after a change what it was: "Sailing (added)", "~~Chess~~ (removed)", "Mentoring (moved from Can offer)". */
function ItemWords({ row }: { row: ItemDiff }) {
  switch (row.kind) {
    case 'same':
      return <>{row.text}</>;
    case 'added':
      return (
        <>
          <Added spoken={false}>{row.text}</Added>
          <span className={styles.changeMark}> (added)</span>
        </>
      );
    case 'removed':
      return (
        <>
          <Removed spoken={false}>{row.text}</Removed>
          <span className={styles.changeMark}> (removed)</span>
        </>
      );
    case 'moved':
      return (
        <>
          {row.text}
          <span className={styles.changeMark}> (moved from {sectionTitles[row.from]})</span>
        </>
      );
    case 'reworded':
      return (
        <>
          <DiffParts parts={row.parts} />
          <span className={styles.changeMark}> (reworded)</span>
        </>
      );
  }
}

/** "→" for the eye, "became" for a screen reader. */
function Arrow() {
  return (
    <>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden"> became </span>
    </>
  );
}
