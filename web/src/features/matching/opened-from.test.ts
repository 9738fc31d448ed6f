import { describe, expect, it } from 'vitest';
import { prospectMatchesRoute } from './api/matching-routes.ts';
import { matchesOpenedFrom } from './opened-from.ts';

describe('matchesOpenedFrom', () => {
  it('reads the chat from the address a chat links to, and a page from anything else', () => {
    const fromChat = new URL(prospectMatchesRoute('e 1', 'chat'), 'http://tandem.test');
    expect(fromChat.pathname).toBe('/events/e%201/prospectMatches');
    expect(matchesOpenedFrom(fromChat.searchParams.get('from'))).toBe('chat');
    expect(matchesOpenedFrom(new URL(prospectMatchesRoute('e1'), 'http://tandem.test').searchParams.get('from'))).toBe('page');
    expect(matchesOpenedFrom('home')).toBe('page');
  });
});
