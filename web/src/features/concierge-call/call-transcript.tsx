import { useEffect, useRef } from 'react';
import type { Message } from '../../../../shared/api/conversations.ts';
import type { DossierDocument, DossierListSection } from '../../../../shared/api/dossier.ts';
import { documentDiff, documentDiffText, type ItemDiff } from '../../../../shared/dossier-diff.ts';
import { Added, DiffParts, Removed } from '../../ui/diff-text.tsx';
import { isSuperseded } from './concierge-lines.ts';
import { HeardTurn } from './heard-turn.tsx';
import type { TurnFixControls } from './use-concierge-call.ts';
import styles from './concierge-call.module.css';

type Line =
  | { speaker: 'concierge'; text: string; superseded: boolean; proposal: DossierDocument | null; changedFrom: DossierDocument | null }
  | { speaker: 'guest'; text: string; heard: boolean };

/**
 * One line of the transcript: the concierge's words (with the dossier it proposes, unless a fix
 * set the line aside), or what the guest said (`heard`: the words recognised of a spoken turn). A
 * spoken turn without words is being transcribed until the concierge has answered it (its reply
 * carries the turn's id): then no words were made out of it, and the line says so.
 */
function lineOf(message: Message, answeredIds: ReadonlySet<string>): Line | null {
  if (message.senderKind === 'concierge' && message.text) {
    const summary = message.concierge?.step === 'summary' && !isSuperseded(message) ? message.concierge : null;
    return {
      speaker: 'concierge',
      text: message.text,
      superseded: isSuperseded(message),
      proposal: summary?.proposal ?? null,
      changedFrom: summary?.changedFrom ?? null,
    };
  }
  if (message.senderKind !== 'user') return null;
  if (message.kind === 'voice_note') {
    const heard = message.voiceNote?.transcript;
    if (heard) return { speaker: 'guest', text: heard, heard: true };
    const text = answeredIds.has(message.id) ? 'No words could be made out of this answer.' : 'Transcribing what you said…';
    return { speaker: 'guest', text, heard: false };
  }
  return message.text ? { speaker: 'guest', text: message.text, heard: false } : null;
}

/** No fix on offer: a transcript drawn outside a call, or in a test. */
const noFix: TurnFixControls = { fixableId: null, fixingId: null, open: () => {}, cancel: () => {}, save: async () => {} };

/**
 * Both sides of the call as text, newest at the bottom, kept in view as the call goes on. The
 * guest's newest spoken turn offers a fix of what was heard; a concierge line that a fix set aside
 * stays in its place, dimmed and labelled.
 */
export function CallTranscript({ messages, fix = noFix }: { messages: readonly Message[]; fix?: TurnFixControls }) {
  const end = useRef<HTMLLIElement>(null);
  const answeredIds = new Set(
    messages.flatMap((message) => (message.senderKind === 'concierge' && message.clientId ? [message.clientId] : [])),
  );
  const lines = messages.flatMap((message) => {
    const line = lineOf(message, answeredIds);
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
          {lines.map((line) =>
            line.speaker === 'concierge' ? (
              <li key={line.id} className={line.superseded ? `${styles.conciergeLine} ${styles.supersededLine}` : styles.conciergeLine}>
                <span className={styles.speaker}>
                  Concierge (AI){line.superseded && <span className={styles.supersededMark}> · replaced after your fix</span>}
                </span>
                <span>{line.text}</span>
                {line.proposal && <ProposalLines proposal={line.proposal} changedFrom={line.changedFrom} />}
              </li>
            ) : (
              <li key={line.id} className={line.id === fix.fixingId ? `${styles.guestLine} ${styles.fixingLine}` : styles.guestLine}>
                <span className={styles.speaker}>You</span>
                {line.heard ? <HeardTurn messageId={line.id} heard={line.text} fix={fix} /> : <span>{line.text}</span>}
              </li>
            ),
          )}
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
