import type { ConversationKind, Role } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { createConversationAccessCache, type CachedConversation } from './conversation-access-cache.ts';
import type { ConversationsRepository } from './conversations.repository.ts';

export interface Viewer {
  id: string;
  role: Role;
}

/** What a viewer may do with one conversation, and who is in it. */
export interface ConversationAccess {
  conversationId: string;
  kind: ConversationKind;
  memberIds: string[];
  /** An admin reading a conversation they are not part of: they may read, never write. */
  readOnly: boolean;
}

export const conversationNotFound = () => notFound('That conversation');
export const notAMember = () => new ApiError(403, 'not_a_member', 'Only the people in this conversation can do this.');

export interface ConversationAccessDependencies {
  conversations: Pick<ConversationsRepository, 'kindsAndMembers'>;
  /** Whether either of two users blocked the other: then neither may write to or call the other in their direct conversation. */
  isBlockedBetween: ((userId: string, otherUserId: string) => Promise<boolean>) | undefined;
  bus: RealtimeBus;
  now: () => number;
}

/**
 * Who may read, write to and reach whom in a conversation. Sends ask from what is kept in memory
 * (`sendAccess`: a message then costs no query before its insert); everything else reads the
 * database.
 */
export function createConversationAccess({ conversations, isBlockedBetween, bus, now }: ConversationAccessDependencies) {
  const accessCache = createConversationAccessCache({ conversations, isBlockedBetween, bus, now });

  /** Members and admins may read; a stranger learns nothing, not even that the conversation exists. */
  function accessOf(viewer: Viewer, conversationId: string, conversation: CachedConversation | undefined): ConversationAccess {
    if (!conversation) throw conversationNotFound();
    const { kind, memberIds } = conversation;
    if (memberIds.includes(viewer.id)) return { conversationId, kind, memberIds, readOnly: false };
    if (viewer.role === 'ADMIN') return { conversationId, kind, memberIds, readOnly: true };
    throw conversationNotFound();
  }

  async function readAccess(viewer: Viewer, conversationId: string): Promise<ConversationAccess> {
    return accessOf(viewer, conversationId, (await conversations.kindsAndMembers([conversationId])).get(conversationId));
  }

  function writable(access: ConversationAccess): ConversationAccess {
    if (access.readOnly) throw notAMember();
    return access;
  }

  async function writeAccess(viewer: Viewer, conversationId: string): Promise<ConversationAccess> {
    return writable(await readAccess(viewer, conversationId));
  }

  /** Refused in a direct conversation where either blocked the other. */
  async function checkNotBlocked(
    viewer: Viewer,
    access: ConversationAccess,
    blockedBetween: (userId: string, otherUserId: string) => Promise<boolean>,
  ) {
    const otherId = access.kind === 'direct' ? access.memberIds.find((id) => id !== viewer.id) : undefined;
    if (otherId && (await blockedBetween(viewer.id, otherId))) {
      throw new ApiError(403, 'blocked', 'You can no longer write to or call each other here.');
    }
    return access;
  }

  /** Write access that also reaches the other person: refused in a direct conversation where either blocked the other. */
  async function reachAccess(viewer: Viewer, conversationId: string): Promise<ConversationAccess> {
    return checkNotBlocked(viewer, await writeAccess(viewer, conversationId), isBlockedBetween ?? (async () => false));
  }

  /** `reachAccess` from what is cached: only a refusal is read again from the database. */
  async function sendAccess(viewer: Viewer, conversationId: string): Promise<ConversationAccess> {
    const conversation = await accessCache.conversation(conversationId, (cached) => cached.memberIds.includes(viewer.id));
    return checkNotBlocked(viewer, writable(accessOf(viewer, conversationId, conversation)), accessCache.blockedBetween);
  }

  return {
    readAccess,
    writeAccess,
    reachAccess,
    sendAccess,
    /** Rights were taken away from these conversations or pairs: every instance forgets what it kept of them. */
    changed: accessCache.changed,
  };
}
