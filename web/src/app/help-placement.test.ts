import { describe, expect, it } from 'vitest';
import { showsHelp } from './help-placement.ts';

describe('showsHelp', () => {
  it('shows on the login page, its join links, about and manifesto', () => {
    for (const path of ['/', '/joinEvent/abc', '/join-event/abc', '/about', '/manifesto']) expect(showsHelp(path, 'public')).toBe(true);
  });

  it('shows on home and prospects among the signed-in pages', () => {
    expect(showsHelp('/home', 'signed-in')).toBe(true);
    expect(showsHelp('/prospects', 'signed-in')).toBe(true);
  });

  it('never shows over a chat, nor on pages it was not asked for', () => {
    for (const path of ['/chat/abc', '/settings', '/admin', '/privacy-policy', '/joinEvent/abc/member-hash/x']) {
      expect(showsHelp(path, 'signed-in')).toBe(false);
      expect(showsHelp(path, 'public')).toBe(false);
    }
  });
});
