import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Access tokens are short-lived and self-contained: `payload.signature`, HMAC-SHA256 over a
 * base64url JSON payload. Checking one costs no database read; the user read that follows is the
 * only one. Refresh tokens are random and stored only as a SHA-256 hash.
 */
export interface AccessTokenPayload {
  /** Session (refresh-token family) id. */
  sid: string;
  /** User id. */
  uid: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export function signAccessToken(payload: AccessTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

export function verifyAccessToken(token: string, secret: string, now: number): AccessTokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessTokenPayload>;
    if (typeof payload.sid !== 'string' || typeof payload.uid !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    return payload.exp > now ? { sid: payload.sid, uid: payload.uid, exp: payload.exp } : null;
  } catch {
    return null;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
