import { displayName } from '../../lib/display-name.ts';
import { useConversation } from '../conversations/api/get-conversation.ts';

export type CallPartner = { name: string; pictureId: string | null };

/** The other person of a call, from its conversation's members (cached with the chat's own query). */
export function useCallPartner(conversationId: string, viewerId: string | null): CallPartner {
  const { data } = useConversation(conversationId);
  const partner = data?.members.find((member) => member.userId !== viewerId);
  return { name: displayName(partner), pictureId: partner?.pictureId ?? null };
}
