import type { ReactNode } from 'react';
import { ArrowRightLeft, Check, Minus, Pencil, PenLine, Plus } from 'lucide-react';
import { conciergeReplies } from '../../../../../shared/api/concierge.ts';
import type { DossierDocument, DossierItem, DossierListSection } from '../../../../../shared/api/dossier.ts';
import { documentDiff, documentDiffText, type ItemDiff, type TextDiff } from '../../../../../shared/dossier-diff.ts';
import { Button } from '../../../ui/button.tsx';
import { Added, DiffParts, Removed } from '../../../ui/diff-text.tsx';
import styles from './concierge.module.css';

export interface SummaryCardProps {
  proposal: DossierDocument;
  /** On a summary that changes an earlier proposal or the saved dossier: the document before, so the card shows what changes. */
  changedFrom?: DossierDocument | null;
  /** Only the newest summary, while unanswered, can be confirmed or changed. */
  actionable: boolean;
  onReply(text: string): void;
}

const listSections = [
  ['lookingFor', 'Looking for'],
  ['canOffer', 'Can offer'],
  ['topics', 'Topics'],
] as const;

const sectionTitles = Object.fromEntries(listSections) as Record<DossierListSection, string>;

/**
 * The dossier the concierge proposes, as others would read it, with "Looks right" and "Change
 * something". On a correction (`changedFrom`), it shows the difference before anything is saved:
 * added, removed, moved and reworded items each say so in words (seen and heard), not by colour alone.
 */
export function SummaryCard({ proposal, changedFrom = null, actionable, onReply }: SummaryCardProps) {
  const diff = changedFrom ? documentDiff(changedFrom, proposal) : null;
  // The summary to answer is a landmark of the page; earlier ones (a chat may hold several) are groups, so landmarks stay unique.
  const Frame = actionable ? 'section' : 'div';
  return (
    <Frame className={styles.summary} role={actionable ? undefined : 'group'} aria-label="Your dossier, as the concierge summed it up">
      <h2 className={styles.summaryLabel}>{diff ? 'Your dossier, with the changes' : 'Your dossier'}</h2>
      {diff && <p className={styles.changeNote}>{documentDiffText(diff)}. Nothing is saved until you say it looks right.</p>}
      {diff ? (
        <>
          <HeadlineChange diff={diff.headline} />
          <AboutChange diff={diff.about} />
        </>
      ) : (
        <>
          {proposal.headline && <p className={styles.headline}>{proposal.headline}</p>}
          {proposal.about && <p className={styles.about}>{proposal.about}</p>}
        </>
      )}
      {listSections.map(([section, title]) =>
        diff ? (
          <ChangedSection key={section} title={title} rows={diff[section]} />
        ) : (
          <SummarySection key={section} title={title} items={proposal[section]} />
        ),
      )}
      {actionable && (
        <div className={styles.summaryActions}>
          <Button size="small" onClick={() => onReply(conciergeReplies.confirm)}>
            <Check size={16} aria-hidden="true" />
            {conciergeReplies.confirm}
          </Button>
          <Button size="small" variant="secondary" onClick={() => onReply(conciergeReplies.change)}>
            <Pencil size={16} aria-hidden="true" />
            {conciergeReplies.change}
          </Button>
        </div>
      )}
    </Frame>
  );
}

function SummarySection({ title, items }: { title: string; items: DossierItem[] }) {
  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.sectionEmpty}>Nothing yet</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li key={index}>{item.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ChangeKind = Exclude<ItemDiff['kind'], 'same'> | 'changed';

const tagIcons = { added: Plus, removed: Minus, moved: ArrowRightLeft, reworded: PenLine, changed: PenLine } as const;
const tagClass: Record<ChangeKind, string | undefined> = {
  added: styles.tag_added,
  removed: styles.tag_removed,
  moved: styles.tag_moved,
  reworded: styles.tag_changed,
  changed: styles.tag_changed,
};

/** What happened to a line, in words (an icon beside them): read by screen readers before the line itself. */
function ChangeTag({ kind, children }: { kind: ChangeKind; children: ReactNode }) {
  const Icon = tagIcons[kind];
  return (
    <span className={`${styles.tag} ${tagClass[kind]}`}>
      <Icon size={12} aria-hidden="true" />
      {children}
    </span>
  );
}

/** "old → new": the old words struck, the new ones after them. */
function Replaced({ before, after }: { before: string; after: string }) {
  return (
    <>
      <Removed>{before}</Removed>
      <span className={styles.arrow} aria-hidden="true">
        {' → '}
      </span>
      <Added>{after}</Added>
    </>
  );
}

function HeadlineChange({ diff }: { diff: TextDiff }) {
  if (diff.kind === 'same') return diff.after ? <p className={styles.headline}>{diff.after}</p> : null;
  const tag = { added: 'Headline added', removed: 'Headline removed', changed: 'Headline changed' }[diff.kind];
  return (
    <p className={styles.headline}>
      <ChangeTag kind={diff.kind}>{tag}</ChangeTag>
      {diff.kind === 'changed' ? (
        <Replaced before={diff.before} after={diff.after} />
      ) : diff.kind === 'added' ? (
        <Added>{diff.after}</Added>
      ) : (
        <Removed>{diff.before}</Removed>
      )}
    </p>
  );
}

function AboutChange({ diff }: { diff: TextDiff }) {
  if (diff.kind === 'same') return diff.after ? <p className={styles.about}>{diff.after}</p> : null;
  const tag = { added: 'About added', removed: 'About removed', changed: 'About changed' }[diff.kind];
  return (
    <p className={styles.about}>
      <ChangeTag kind={diff.kind}>{tag}</ChangeTag>
      <DiffParts parts={diff.parts} />
    </p>
  );
}

function ChangedSection({ title, rows }: { title: string; rows: ItemDiff[] }) {
  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.sectionEmpty}>Nothing yet</p>
      ) : (
        <ul className={`${styles.items} ${styles.changedItems}`}>
          {rows.map((row, index) => (
            <ChangedItem key={index} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ChangedItem({ row }: { row: ItemDiff }) {
  switch (row.kind) {
    case 'same':
      return <li>{row.text}</li>;
    case 'added':
      return (
        <li>
          <ChangeTag kind="added">Added</ChangeTag>
          <Added spoken={false}>{row.text}</Added>
        </li>
      );
    case 'removed':
      return (
        <li>
          <ChangeTag kind="removed">Removed</ChangeTag>
          <Removed spoken={false}>{row.text}</Removed>
        </li>
      );
    case 'moved':
      return (
        <li>
          <ChangeTag kind="moved">Moved from {sectionTitles[row.from]}</ChangeTag>
          {row.text}
        </li>
      );
    case 'reworded':
      return (
        <li>
          <ChangeTag kind="reworded">Reworded</ChangeTag>
          <DiffParts parts={row.parts} />
        </li>
      );
  }
}
