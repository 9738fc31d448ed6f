import { describe, expect, it } from 'vitest';
import { appPath } from './notifications.ts';

describe('appPath', () => {
  it("turns a notification's link into a path of the app's router", () => {
    expect(appPath('/p/chat/c1')).toBe('/chat/c1');
    expect(appPath('/p/events/e1/newMatches')).toBe('/events/e1/newMatches');
  });

  it('keeps a path already below /p as it is', () => {
    expect(appPath('/settings')).toBe('/settings');
  });
});
