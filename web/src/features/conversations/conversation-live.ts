import type { ConversationMember, Message } from '../../../../shared/api/conversations.ts';
import { mergeMessages } from './merge-messages.ts';

/**
 * What an open chat learns from the real-time connection: messages, who is online, how far each
 * member has read, who is typing. A reducer, so the chat page only dispatches what arrives.
 */

export interface LiveMember {
  online: boolean;
  lastReadSequence: number;
}

export interface LiveState {
  messages: Message[];
  members: Readonly<Record<string, LiveMember>>;
  /** userId → until when (ms) the "is typing" line shows. */
  typingUntil: Readonly<Record<string, number>>;
}

export type LiveAction =
  | { type: 'messages'; messages: readonly Message[] }
  | { type: 'opened'; members: readonly { userId: string; online: boolean; lastReadSequence: number }[] }
  | { type: 'read'; userId: string; sequence: number }
  | { type: 'presence'; userId: string; online: boolean }
  | { type: 'typing'; userId: string; until: number }
  | { type: 'typing-expired'; now: number };

/** A typing event lights the line this long; the sender repeats it every few seconds while typing. */
export const typingShowsMs = 4_000;

export const emptyLiveState: LiveState = { messages: [], members: {}, typingUntil: {} };

function withoutKeys<T>(record: Readonly<Record<string, T>>, keep: (key: string, value: T) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key, value]) => keep(key, value)));
}

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'messages': {
      if (action.messages.length === 0) return state;
      // Whoever just sent a message has stopped typing it.
      const senders = new Set(action.messages.map((message) => message.senderId));
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        typingUntil: withoutKeys(state.typingUntil, (userId) => !senders.has(userId)),
      };
    }
    case 'opened': {
      const members = { ...state.members };
      for (const { userId, online, lastReadSequence } of action.members) {
        members[userId] = { online, lastReadSequence: Math.max(lastReadSequence, members[userId]?.lastReadSequence ?? 0) };
      }
      return { ...state, members };
    }
    case 'read': {
      const current = state.members[action.userId];
      if (current && current.lastReadSequence >= action.sequence) return state;
      return {
        ...state,
        members: { ...state.members, [action.userId]: { online: current?.online ?? false, lastReadSequence: action.sequence } },
      };
    }
    case 'presence': {
      const current = state.members[action.userId];
      return {
        ...state,
        members: { ...state.members, [action.userId]: { online: action.online, lastReadSequence: current?.lastReadSequence ?? 0 } },
        // Gone offline: no longer typing.
        typingUntil: action.online ? state.typingUntil : withoutKeys(state.typingUntil, (userId) => userId !== action.userId),
      };
    }
    case 'typing':
      return { ...state, typingUntil: { ...state.typingUntil, [action.userId]: action.until } };
    case 'typing-expired': {
      const typingUntil = withoutKeys(state.typingUntil, (_userId, until) => until > action.now);
      return Object.keys(typingUntil).length === Object.keys(state.typingUntil).length ? state : { ...state, typingUntil };
    }
  }
}

/** Each member's read mark: the later of what the page loaded with and what arrived since. */
export function readMarks(members: readonly ConversationMember[], live: LiveState): Map<string, number> {
  return new Map(
    members.map((member) => [member.userId, Math.max(member.lastReadSequence, live.members[member.userId]?.lastReadSequence ?? 0)]),
  );
}

/** Who is typing: the state holds only lines still lit, as `typing-expired` drops each when its time is up. */
export function typingUserIds(live: LiveState): string[] {
  return Object.keys(live.typingUntil);
}

export function nextTypingExpiry(live: LiveState): number | null {
  const times = Object.values(live.typingUntil);
  return times.length === 0 ? null : Math.min(...times);
}
