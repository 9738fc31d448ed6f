import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationChannelSchema, type NotificationChannel } from '../../shared/api/users.ts';

/** What an unsubscribe link stops: one channel of one user. */
export interface UnsubscribeRequest {
  userId: string;
  channel: NotificationChannel;
}

/**
 * Unsubscribe links work without signing in, so the link carries its own proof: `payload.signature`,
 * an HMAC with the app secret. The purpose is part of what is signed, so no other token of the app
 * (a session's) can pass for one. They do not expire: an old email's link must still work.
 */
export function signUnsubscribeToken(request: UnsubscribeRequest, secret: string): string {
  const body = Buffer.from(JSON.stringify({ uid: request.userId, ch: request.channel })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The request a token carries, or null for a forged or damaged one. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeRequest | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { uid?: unknown; ch?: unknown };
    const channel = notificationChannelSchema.safeParse(payload.ch);
    if (typeof payload.uid !== 'string' || !channel.success) return null;
    return { userId: payload.uid, channel: channel.data };
  } catch {
    return null;
  }
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');
}
