import { useState } from 'react';
import { Ban, Users } from 'lucide-react';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { displayName } from '../../lib/display-name.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useBlocks, useRemoveBlock } from './api/blocks.ts';
import { useMatchOfConversation } from './api/conversation-match.ts';
import { prospectMatchesRoute } from './api/matching-routes.ts';
import { BlockDialog } from './block-dialog.tsx';
import styles from './chat-match-actions.module.css';

/**
 * In the header of a direct chat: "Matches" (the event's matches, when this chat is a match's)
 * and "Block", or "Unblock" once blocked. Other chats get nothing.
 */
export function ChatMatchActions({ conversation, viewerId }: { conversation: ConversationSummary; viewerId: string }) {
  const others = conversation.members.filter((member) => member.userId !== viewerId);
  const direct = conversation.kind === 'direct' && !conversation.readOnly && others.length === 1;
  const other = direct ? others[0] : undefined;
  const match = useMatchOfConversation(conversation.id, direct);
  const blocks = useBlocks(direct);
  const removeBlock = useRemoveBlock();
  const [blocking, setBlocking] = useState(false);
  if (!other) return null;

  const name = displayName(other);
  const blocked = blocks.data?.blocks.some((block) => block.user.id === other.userId && block.kind === 'block') ?? false;
  return (
    <>
      {match && (
        <ButtonLink to={prospectMatchesRoute(match.eventId, 'chat')} variant="secondary" size="small" aria-label="Matches">
          <Users size={16} aria-hidden="true" />
          <span className={styles.label}>Matches</span>
        </ButtonLink>
      )}
      {blocked ? (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Unblock ${name}`}
          loading={removeBlock.isPending}
          onClick={() => removeBlock.mutate(other.userId)}
        >
          <Ban size={16} aria-hidden="true" />
          <span className={styles.label}>Unblock</span>
        </Button>
      ) : (
        <Button variant="secondary" size="small" aria-label={`Block ${name}`} onClick={() => setBlocking(true)}>
          <Ban size={16} aria-hidden="true" />
          <span className={styles.label}>Block</span>
        </Button>
      )}
      <BlockDialog person={blocking ? { id: other.userId, name: other.name } : null} choices="block" onClose={() => setBlocking(false)} />
    </>
  );
}
