import { useState } from 'react';
import { Ban, EllipsisVertical, Users } from 'lucide-react';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { displayName } from '../../lib/display-name.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useBlocks, useRemoveBlock } from './api/blocks.ts';
import { useMatchOfConversation } from './api/conversation-match.ts';
import { prospectMatchesRoute } from './api/matching-routes.ts';
import { BlockDialog } from './block-dialog.tsx';
import styles from './chat-match-actions.module.css';

/**
 * In the header of a direct chat: "Matches" (the event's matches, when this chat is a match's)
 * and "Block", or "Unblock" once blocked. On a phone, where the header is the other person's
 * name, both sit behind one "More" button. Other chats get nothing.
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
  if (!other) return null;

  const name = displayName(other);
  const blocked = blocks.data?.blocks.some((block) => block.user.id === other.userId && block.kind === 'block') ?? false;
  const matchesRoute = match ? prospectMatchesRoute(match.eventId, 'chat') : null;
  const unblock = () => removeBlock.mutate(other.userId);
  const askToBlock = () => {
    setMoreOpen(false);
    setBlocking(true);
  };

  return (
    <>
      <span className={styles.inline}>
        {matchesRoute && (
          <ButtonLink to={matchesRoute} variant="secondary" size="small">
            <Users size={16} aria-hidden="true" />
            Matches
          </ButtonLink>
        )}
        {blocked ? (
          <Button variant="secondary" size="small" aria-label={`Unblock ${name}`} loading={removeBlock.isPending} onClick={unblock}>
            Unblock
          </Button>
        ) : (
          <Button variant="secondary" size="small" aria-label={`Block ${name}`} onClick={askToBlock}>
            <Ban size={16} aria-hidden="true" />
            Block
          </Button>
        )}
      </span>
      <span className={styles.more}>
        <Button variant="secondary" size="small" aria-label={`More about ${name}`} onClick={() => setMoreOpen(true)}>
          <EllipsisVertical size={18} aria-hidden="true" />
        </Button>
      </span>
      <Dialog open={moreOpen} onClose={() => setMoreOpen(false)} title={name}>
        <div className={styles.sheet}>
          {matchesRoute && (
            <ButtonLink to={matchesRoute} variant="secondary" fullWidth>
              <Users size={18} aria-hidden="true" />
              Matches
            </ButtonLink>
          )}
          {blocked ? (
            <Button variant="secondary" fullWidth aria-label={`Unblock ${name}`} loading={removeBlock.isPending} onClick={unblock}>
              Unblock
            </Button>
          ) : (
            <Button variant="danger" fullWidth aria-label={`Block ${name}`} onClick={askToBlock}>
              <Ban size={18} aria-hidden="true" />
              Block
            </Button>
          )}
        </div>
      </Dialog>
      <BlockDialog person={blocking ? { id: other.userId, name: other.name } : null} choices="block" onClose={() => setBlocking(false)} />
    </>
  );
}
