import type { ConversationMember, Message } from '../../../../../shared/api/conversations.ts';
import type { Match, Prospect } from '../../../../../shared/api/matching.ts';

/**
 * The prospects still to meet: not matched (those count as matches) and not passed on. What every
 * "N people to meet" counts.
 */
export function peopleToMeet<T extends Pick<Prospect, 'interest' | 'matched'>>(prospects: readonly T[]): T[] {
  return prospects.filter((prospect) => !prospect.matched && prospect.interest !== 'NOT_INTERESTED');
}

/** "1 new match", "3 new matches". */
export function newMatchesText(count: number): string {
  return count === 1 ? '1 new match' : `${count} new matches`;
}

/**
 * The matches to tell the viewer about: new (made since their last look at the event's matches)
 * and not yet taken up, that is the viewer has neither opened the chat with that person (their
 * read mark is still at 0) nor written in it. A match whose chat is not in `conversations` is
 * counted as not taken up.
 */
export function matchesToTellAbout<T extends Pick<Match, 'isNew' | 'conversationId'>>(
  matches: readonly T[],
  conversations: readonly {
    id: string;
    members: readonly Pick<ConversationMember, 'userId' | 'lastReadSequence'>[];
    lastMessage: Pick<Message, 'senderId'> | null;
  }[],
  viewerId: string,
): T[] {
  const taken = new Set(
    conversations
      .filter(
        (conversation) =>
          conversation.lastMessage?.senderId === viewerId ||
          conversation.members.some((member) => member.userId === viewerId && member.lastReadSequence > 0),
      )
      .map((conversation) => conversation.id),
  );
  return matches.filter((match) => match.isNew && !taken.has(match.conversationId));
}
