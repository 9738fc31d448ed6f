import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('unsubscribe tokens', () => {
  it('carry the user and the channel', () => {
    const token = signUnsubscribeToken({ userId: 'u1', channel: 'EMAIL' }, secret);
    expect(verifyUnsubscribeToken(token, secret)).toEqual({ userId: 'u1', channel: 'EMAIL' });
  });

  it('refuse a token signed with another secret, or changed', () => {
    const token = signUnsubscribeToken({ userId: 'u1', channel: 'EMAIL' }, secret);
    expect(verifyUnsubscribeToken(token, 'another-secret-of-thirty-two-characters!')).toBeNull();
    const [, signature] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ uid: 'u2', ch: 'EMAIL' })).toString('base64url');
    expect(verifyUnsubscribeToken(`${otherBody}.${signature}`, secret)).toBeNull();
    expect(verifyUnsubscribeToken('garbage', secret)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.extra`, secret)).toBeNull();
  });
});
