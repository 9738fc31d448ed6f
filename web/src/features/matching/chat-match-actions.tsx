import { useState } from 'react';
import { Ban, CalendarClock, EllipsisVertical, Users } from 'lucide-react';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { displayName } from '../../lib/display-name.ts';
import { errorText } from '../../lib/error-text.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useBlocks, useRemoveBlock } from './api/blocks.ts';
import { useMatchOfConversation } from './api/conversation-match.ts';
import { prospectMatchesRoute } from './api/matching-routes.ts';
import { BlockDialog } from './block-dialog.tsx';
import { MeetDialog } from './meetings/meet-dialog.tsx';
import styles from './chat-match-actions.module.css';

/**
 * In the header of a direct chat: "Meet" (arrange a time at the event) and "Matches" (the event's
 * matches), when this chat is a match's, and "Block", or "Unblock" once blocked. On a phone, where
 * the header is the other person's name, Meet stays in sight (it is what two matches come to the
 * chat for) and the rest sit behind one "More" button. Other chats get nothing.
 */
export function ChatMatchActions({ conversation, viewerId }: { conversation: ConversationSummary; viewerId: string }) {
  const others = conversation.members.filter((member) => member.userId !== viewerId);
  const direct = conversation.kind === 'direct' && !conversation.readOnly && others.length === 1;
  const other = direct ? others[0] : undefined;
  const match = useMatchOfConversation(conversation.id, direct);
  const blocks = useBlocks(direct);
  const removeBlock = useRemoveBlock();
  const [moreOpen, setMoreOpen] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [meeting, setMeeting] = useState(false);
  if (!other) return null;

  const name = displayName(other);
  // Block or Unblock only once the list says which (null before): a guess could offer the wrong one.
  const blocked = blocks.data ? blocks.data.blocks.some((block) => block.user.id === other.userId && block.kind === 'block') : null;
  const unblockFailed = removeBlock.isError ? errorText(removeBlock.error) : null;
  const matchesRoute = match ? prospectMatchesRoute(match.eventId, 'chat') : null;
  const unblock = () => removeBlock.mutate(other.userId);
  const askToBlock = () => {
    setMoreOpen(false);
    setBlocking(true);
  };

  const openMeet = () => setMeeting(true);

  // Matches arrange to meet; a block stops that.
  const canMeet = Boolean(match) && blocked === false;
  const actions = {
    matchesRoute,
    blocked,
    name,
    unblocking: removeBlock.isPending,
    onUnblock: unblock,
    onBlock: askToBlock,
  };

  return (
    <>
      {canMeet && (
        <Button variant="secondary" size="small" onClick={openMeet}>
          <CalendarClock size={16} aria-hidden="true" />
          Meet
        </Button>
      )}
      <span className={styles.inline}>
        <MatchActionButtons layout="header" {...actions} />
      </span>
      <span className={styles.more}>
        <Button variant="secondary" size="small" aria-label={`More about ${name}`} onClick={() => setMoreOpen(true)}>
          <EllipsisVertical size={18} aria-hidden="true" />
        </Button>
      </span>
      <Dialog open={moreOpen} onClose={() => setMoreOpen(false)} title={name}>
        <div className={styles.sheet}>
          <MatchActionButtons layout="sheet" {...actions} />
          {unblockFailed && <Alert tone="error">{unblockFailed}</Alert>}
        </div>
      </Dialog>
      {/* From the header (not the sheet, which shows it itself): why Unblock did not work. */}
      <Dialog
        open={unblockFailed !== null && !moreOpen}
        onClose={() => removeBlock.reset()}
        title={`${name} is still blocked`}
        actions={
          <>
            <Button variant="secondary" onClick={() => removeBlock.reset()}>
              Close
            </Button>
            <Button loading={removeBlock.isPending} onClick={unblock}>
              Try again
            </Button>
          </>
        }
      >
        <Alert tone="error">{unblockFailed}</Alert>
      </Dialog>
      <MeetDialog open={meeting} onClose={() => setMeeting(false)} conversationId={conversation.id} viewerId={viewerId} otherName={name} />
      <BlockDialog person={blocking ? { id: other.userId, name: other.name } : null} choices="block" onClose={() => setBlocking(false)} />
    </>
  );
}

type MatchActionButtonsProps = {
  layout: 'header' | 'sheet';
  /** The event's matches, when this chat is a match's. */
  matchesRoute: string | null;
  /** Null until the blocks have loaded: neither Block nor Unblock is offered before. */
  blocked: boolean | null;
  name: string;
  unblocking: boolean;
  onUnblock: () => void;
  onBlock: () => void;
};

/** Matches, and Block or Unblock: small in a wide header, full-width in the phone's sheet. */
function MatchActionButtons({ layout, matchesRoute, blocked, name, unblocking, onUnblock, onBlock }: MatchActionButtonsProps) {
  const look = layout === 'header' ? ({ size: 'small' } as const) : ({ fullWidth: true } as const);
  const iconSize = layout === 'header' ? 16 : 18;
  return (
    <>
      {matchesRoute && (
        <ButtonLink to={matchesRoute} variant="secondary" {...look}>
          <Users size={iconSize} aria-hidden="true" />
          Matches
        </ButtonLink>
      )}
      {blocked === null ? null : blocked ? (
        <Button variant="secondary" {...look} aria-label={`Unblock ${name}`} loading={unblocking} onClick={onUnblock}>
          Unblock
        </Button>
      ) : (
        // In the sheet, where it is one of two big buttons, Block shows what it does.
        <Button variant={layout === 'sheet' ? 'danger' : 'secondary'} {...look} aria-label={`Block ${name}`} onClick={onBlock}>
          <Ban size={iconSize} aria-hidden="true" />
          Block
        </Button>
      )}
    </>
  );
}
