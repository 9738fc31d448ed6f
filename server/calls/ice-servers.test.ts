import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredentialSeconds } from './ice-servers.ts';

describe('ICE servers', () => {
  it('hands out STUN alone by default', () => {
    expect(iceServersFor('user-1', { stunUrls: ['stun:stun.example.com'], turn: undefined }, 0)).toEqual([
      { urls: ['stun:stun.example.com'] },
    ]);
  });

  it('adds TURN with coturn time-limited credentials', () => {
    const now = 1_700_000_000_000;
    const [, turn] = iceServersFor(
      'user-1',
      { stunUrls: ['stun:stun.example.com'], turn: { urls: ['turn:turn.example.com'], secret: 'shared-secret-123' } },
      now,
    );
    const username = `${now / 1000 + turnCredentialSeconds}:user-1`;
    expect(turn).toEqual({
      urls: ['turn:turn.example.com'],
      username,
      credential: createHmac('sha1', 'shared-secret-123').update(username).digest('base64'),
    });
  });
});
