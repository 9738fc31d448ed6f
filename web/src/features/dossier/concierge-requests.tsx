import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CircleAlert, MessageCircle, PencilLine, Sparkles } from 'lucide-react';
import { conciergeReplies } from '../../../../shared/api/concierge.ts';
import { messageTextSchema } from '../../../../shared/api/conversations.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import fieldStyles from '../../ui/text-field.module.css';
import { chatPath } from '../conversations/api/conversation-keys.ts';
import { useSendToConcierge } from './api/send-to-concierge.ts';
import styles from './dossier-page.module.css';

/**
 * The ways to change the dossier through the concierge: each sends an ordinary message to the
 * concierge conversation and opens the chat, where the concierge answers with a summary to confirm.
 */
export function ConciergeRequests({ textConversationId }: { textConversationId: string }) {
  const navigate = useNavigate();
  const sender = useSendToConcierge();
  const [asking, setAsking] = useState(false);
  const [deepening, setDeepening] = useState(false);
  const conciergeChat = chatPath(textConversationId);

  async function tellMeMore() {
    setDeepening(true);
    try {
      await sender.send(textConversationId, conciergeReplies.deepen);
      void navigate(conciergeChat);
    } catch {
      // Shown below the buttons.
    } finally {
      setDeepening(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="dossier-concierge-title" className={styles.stack}>
      <h2 id="dossier-concierge-title">Work on it with the concierge</h2>
      <p className={styles.muted}>
        Tell the concierge what to change, or let it ask you more to deepen your dossier. It shows you the new version in the chat to
        confirm before anything changes.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={deepening}>
          <PencilLine size={18} aria-hidden="true" />
          Ask the concierge to change…
        </Button>
        <Button variant="secondary" onClick={() => void tellMeMore()} loading={deepening}>
          <Sparkles size={18} aria-hidden="true" />
          {conciergeReplies.deepen}
        </Button>
        <ButtonLink to={conciergeChat} variant="ghost">
          <MessageCircle size={18} aria-hidden="true" />
          Continue with the concierge
        </ButtonLink>
      </div>
      {!asking && sender.error && (
        <Alert tone="error" title="The concierge did not get your message">
          {errorText(sender.error)}
        </Alert>
      )}
      <AskToChangeDialog
        open={asking}
        onClose={() => {
          setAsking(false);
          sender.reset();
        }}
        onSend={async (text) => {
          await sender.send(textConversationId, text);
          void navigate(conciergeChat);
        }}
      />
    </Card>
  );
}

const formId = 'ask-concierge-form';

function AskToChangeDialog({ open, onClose, onSend }: { open: boolean; onClose: () => void; onSend: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(text.trim() === '' ? 'Write what you would like to change.' : (parsed.error.issues[0]?.message ?? null));
      return;
    }
    setProblem(null);
    setSendError(null);
    setSending(true);
    try {
      await onSend(parsed.data);
    } catch (error) {
      setSendError(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Ask the concierge to change…"
      description="Say it in your own words, for example “I’m not hiring any more” or “Add that I mentor first-time founders”. The concierge shows you the new version in the chat to confirm."
      actions={
        <>
          <Button type="submit" form={formId} loading={sending}>
            Send to the concierge
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={`${fieldStyles.field} ${styles.requestText}`}>
          <label className={fieldStyles.label} htmlFor="ask-concierge-text">
            What should change?
          </label>
          <textarea
            id="ask-concierge-text"
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={text}
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'ask-concierge-problem' : undefined}
            onChange={(event) => {
              setText(event.target.value);
              // The complaint goes once there is something to send; the next send checks again.
              if (event.target.value.trim() !== '') setProblem(null);
            }}
          />
          {problem && (
            <p className={fieldStyles.error} id="ask-concierge-problem">
              <CircleAlert className={fieldStyles.errorIcon} size={16} aria-hidden="true" />
              <span>{problem}</span>
            </p>
          )}
        </div>
        {sendError !== null && (
          <Alert tone="error" title="Your message was not sent">
            {errorText(sendError)} Your words are still here: try again.
          </Alert>
        )}
      </form>
    </Dialog>
  );
}
