import { describe, expect, it } from 'vitest';
import { defaultContactSharing, parseContactSharing } from './matching-views.ts';

describe('parseContactSharing', () => {
  it('reads the stored choice, and falls back to the default when there is none or it cannot be read', () => {
    const chosen = { email: false, phoneNumber: true, linkedin: false };
    expect(parseContactSharing(JSON.stringify(chosen))).toEqual(chosen);
    for (const stored of [null, '', '{not json', '{"email":true}', '[]']) {
      expect(parseContactSharing(stored), String(stored)).toEqual(defaultContactSharing);
    }
  });
});
