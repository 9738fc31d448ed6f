import { Check, Pencil } from 'lucide-react';
import { conciergeReplies } from '../../../../../shared/api/concierge.ts';
import type { DossierDocument, DossierItem } from '../../../../../shared/api/dossier.ts';
import { Button } from '../../../ui/button.tsx';
import styles from './concierge.module.css';

export interface SummaryCardProps {
  proposal: DossierDocument;
  /** Only the newest summary, while unanswered, can be confirmed or changed. */
  actionable: boolean;
  onReply(text: string): void;
}

const listSections = [
  ['lookingFor', 'Looking for'],
  ['canOffer', 'Can offer'],
  ['topics', 'Topics'],
] as const;

/** The dossier the concierge proposes, as others would read it, with "Looks right" and "Change something". */
export function SummaryCard({ proposal, actionable, onReply }: SummaryCardProps) {
  return (
    <section className={styles.summary} aria-label="Your dossier, as the concierge summed it up">
      <h2 className={styles.summaryLabel}>Your dossier</h2>
      {proposal.headline && <p className={styles.headline}>{proposal.headline}</p>}
      {proposal.about && <p className={styles.about}>{proposal.about}</p>}
      {listSections.map(([section, title]) => (
        <SummarySection key={section} title={title} items={proposal[section]} />
      ))}
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
    </section>
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
