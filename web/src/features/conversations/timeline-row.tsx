import { Check, CheckCheck, Clock, Phone, PhoneMissed, RotateCcw } from 'lucide-react';
import type { ConversationSummary, Message } from '../../../../shared/api/conversations.ts';
import { Button } from '../../ui/button.tsx';
import { summaryProposal } from './concierge/concierge-choices.ts';
import { AiBadge, ConciergeAvatar } from './concierge/concierge-header.tsx';
import { SummaryCard } from './concierge/summary-card.tsx';
import { splitLinks } from './linkify.ts';
import { senderName } from './members.ts';
import { callRecordText, isUnsuccessfulCall, timeLabel } from './message-format.ts';
import type { OutboxEntry } from './outbox.ts';
import type { DeliveryStatus, TimelineRow } from './timeline-rows.ts';
import { VoiceNotePlayer } from './voice-notes/voice-note-player.tsx';
import styles from './timeline-row.module.css';

export interface TimelineRowContext {
  summary: ConversationSummary;
  viewerId: string;
  title: string;
  onRetry(clientId: string): void;
  /** In the guest's own concierge chat: which summary can still be answered, and how to answer it. */
  concierge: { actionableSummaryId: string | null; onReply(text: string): void } | null;
}

/** One row of the message list: a bubble, a call or system line, another feature's card, a day separator or a divider. */
export function TimelineRowView({ row, context }: { row: TimelineRow; context: TimelineRowContext }) {
  switch (row.kind) {
    case 'start':
      return (
        <p className={styles.start}>
          {context.summary.readOnly
            ? 'This is the start of the conversation.'
            : context.concierge
              ? "This is the start of your conversation with Tandem's concierge, an AI."
              : `This is the start of your conversation with ${context.title}.`}
        </p>
      );
    case 'day':
      return (
        <h2 className={styles.day}>
          <span>{row.label}</span>
        </h2>
      );
    case 'unread':
      return (
        <p className={styles.unreadDivider}>
          <span>New messages</span>
        </p>
      );
    case 'message':
      return <StoredMessage row={row} context={context} />;
    case 'pending':
      return <PendingMessage entry={row.entry} status={row.status} onRetry={context.onRetry} />;
    case 'card':
      return <div className={styles.cardRow}>{row.card.render()}</div>;
  }
}

function StoredMessage({ row, context }: { row: Extract<TimelineRow, { kind: 'message' }>; context: TimelineRowContext }) {
  const { message, mine } = row;
  if (message.kind === 'call_record' && message.call) {
    const missed = isUnsuccessfulCall(message.call);
    const Icon = missed ? PhoneMissed : Phone;
    return (
      <p className={`${styles.centredLine} ${missed ? styles.unsuccessfulCall : ''}`}>
        <Icon size={16} aria-hidden="true" />
        <span>{callRecordText(message.call, context.viewerId)}</span>
        <MessageTime time={message.createdAt} />
      </p>
    );
  }
  if (message.kind === 'system' || message.kind === 'call_record') {
    return (
      <p className={`${styles.centredLine} ${styles.systemLine}`}>
        <span>{message.text ?? ''}</span>
      </p>
    );
  }
  const name = senderName(message, context.summary);
  const fromConcierge = message.senderKind === 'concierge';
  const proposal = summaryProposal(message);
  return (
    <div className={`${styles.bubbleRow} ${mine ? styles.mine : styles.theirs} ${fromConcierge ? styles.concierge : ''}`}>
      {row.showSender &&
        (fromConcierge ? (
          <p className={`${styles.sender} ${styles.conciergeSender}`}>
            <ConciergeAvatar size="small" />
            {name}
            <span className="visually-hidden"> · </span>
            <AiBadge />
          </p>
        ) : (
          <p className={styles.sender}>{name}</p>
        ))}
      <div className={styles.bubble}>
        {/* Who said it, for screen readers where the side of the bubble says it for the eye. */}
        {!row.showSender && <span className="visually-hidden">{mine ? 'You' : fromConcierge ? `${name} (AI)` : name}: </span>}
        <MessageBody message={message} conversationId={context.summary.id} />
        <span className={styles.meta}>
          <MessageTime time={message.createdAt} />
          {row.status && <StatusMark status={row.status} />}
        </span>
      </div>
      {proposal && (
        <SummaryCard
          proposal={proposal}
          changedFrom={message.concierge?.changedFrom ?? null}
          actionable={context.concierge?.actionableSummaryId === message.id}
          onReply={(text) => context.concierge?.onReply(text)}
        />
      )}
    </div>
  );
}

function MessageBody({ message, conversationId }: { message: Message; conversationId: string }) {
  if (message.kind === 'voice_note') return <VoiceNotePlayer conversationId={conversationId} message={message} />;
  return <MessageText text={message.text ?? ''} />;
}

function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function PendingMessage({ entry, status, onRetry }: { entry: OutboxEntry; status: DeliveryStatus; onRetry(clientId: string): void }) {
  return (
    <div className={`${styles.bubbleRow} ${styles.mine}`}>
      <div className={`${styles.bubble} ${status === 'failed' ? styles.failedBubble : ''}`}>
        <span className="visually-hidden">You: </span>
        <MessageText text={entry.text} />
        <span className={styles.meta}>
          <MessageTime time={entry.createdAt} />
          <StatusMark status={status} />
        </span>
      </div>
      {status === 'failed' && (
        <div className={styles.failure}>
          <span>{entry.failure ?? 'Not sent.'}</span>
          <Button variant="ghost" size="small" onClick={() => onRetry(entry.clientId)}>
            <RotateCcw size={14} aria-hidden="true" />
            Retry
          </Button>
        </div>
      )}
    </div>
  );
}

function MessageTime({ time }: { time: number }) {
  return <time dateTime={new Date(time).toISOString()}>{timeLabel(time)}</time>;
}

const statusMarks = {
  sending: { Icon: Clock, label: 'Sending' },
  sent: { Icon: Check, label: 'Sent' },
  read: { Icon: CheckCheck, label: 'Read' },
} as const;

/** The clock, ✓ or ✓✓ after the time; a failed send says so in words instead. */
function StatusMark({ status }: { status: DeliveryStatus }) {
  if (status === 'failed') return null;
  const { Icon, label } = statusMarks[status];
  return (
    <span className={`${styles.status} ${status === 'read' ? styles.read : ''}`} title={label}>
      <Icon size={14} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
