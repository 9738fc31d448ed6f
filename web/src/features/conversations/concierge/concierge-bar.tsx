import { Button } from '../../../ui/button.tsx';
import { conciergeReplies } from '../../../../../shared/api/concierge.ts';
import type { ConciergeChoice } from './concierge-choices.ts';
import { ConciergeAvatar } from './concierge-header.tsx';
import styles from './concierge.module.css';

export interface ConciergeBarProps {
  writing: boolean;
  choice: ConciergeChoice | null;
  onReply(text: string): void;
}

/**
 * Above the text box: "writing…" while the concierge writes, else the newest question's quick
 * answers and "Skip" (a summary's buttons are on its card). Each answer is sent as a message.
 */
export function ConciergeBar({ writing, choice, onReply }: ConciergeBarProps) {
  const answers = !writing && choice && choice.step !== 'summary' ? choice.answers : [];
  return (
    <>
      {/* Always in the page, so the change to "writing…" is announced. */}
      <div role="status" className={writing ? styles.writing : 'visually-hidden'}>
        {writing && (
          <>
            <ConciergeAvatar size="small" />
            <span>
              Concierge is writing
              <span className={styles.dots} aria-hidden="true" />
            </span>
          </>
        )}
      </div>
      {answers.length > 0 && (
        <div role="group" aria-label="Quick answers" className={styles.quickAnswers}>
          {answers.map((answer) => (
            <Button
              key={answer}
              variant={answer === conciergeReplies.skip ? 'ghost' : 'secondary'}
              size="small"
              onClick={() => onReply(answer)}
            >
              {answer}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
