import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../../shared/api/conversations.ts';
import { chatsTarget, navSectionOf } from './primary-nav.ts';

describe('navSectionOf', () => {
  it('marks home for the home page, events and the dossier', () => {
    for (const path of ['/home', '/dossier', '/events/e1', '/events/new', '/viewEvent/e1', '/users/u1/events/e1/profile'])
      expect(navSectionOf(path), path).toBe('home');
  });

  it('marks people for prospects and matches', () => {
    for (const path of ['/prospects', '/users/u1/events/e1/connection-intelligence', '/events/e1/prospectMatches', '/events/e1/newMatches'])
      expect(navSectionOf(path), path).toBe('people');
  });

  it('marks chats for a chat, and admin for the admin pages and the event table', () => {
    expect(navSectionOf('/chat/c1')).toBe('chats');
    expect(navSectionOf('/viewChat/c1')).toBe('chats');
    expect(navSectionOf('/admin')).toBe('admin');
    expect(navSectionOf('/admin/users/u1')).toBe('admin');
    expect(navSectionOf('/events/e1/table')).toBe('admin');
  });

  it('marks nothing elsewhere', () => {
    expect(navSectionOf('/somewhere')).toBeNull();
    expect(navSectionOf('/administrator')).toBeNull();
  });
});

const conversation = (id: string, lastAt: number | null) =>
  ({ id, lastMessage: lastAt === null ? null : { createdAt: lastAt } }) as unknown as ConversationSummary;

describe('chatsTarget', () => {
  it('leads to the conversation with the newest message', () => {
    expect(chatsTarget([conversation('a', 5), conversation('b', 9), conversation('c', null)], 'concierge')).toBe('/chat/b');
  });

  it('takes the newest conversation when none has a message, else the concierge chat, else nothing', () => {
    expect(chatsTarget([conversation('a', null), conversation('b', null)], 'concierge')).toBe('/chat/b');
    expect(chatsTarget([], 'concierge')).toBe('/chat/concierge');
    expect(chatsTarget(undefined, null)).toBeNull();
  });
});
