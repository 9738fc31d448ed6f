import { createHmac } from 'node:crypto';

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export interface IceSettings {
  stunUrls: string[];
  turn: { urls: string[]; secret: string } | undefined;
}

/** How long TURN credentials handed to a browser stay valid: long enough for a long call. */
export const turnCredentialSeconds = 12 * 60 * 60;

/**
 * ICE servers for one user. TURN credentials follow coturn's `use-auth-secret` scheme (the
 * "TURN REST API"): the username is `expiry:userId` and the password its HMAC-SHA1 under the
 * shared secret, so the TURN server checks them without asking Tandem and they expire alone.
 */
export function iceServersFor(userId: string, config: IceSettings, now: number): IceServer[] {
  const servers: IceServer[] = config.stunUrls.length > 0 ? [{ urls: config.stunUrls }] : [];
  if (config.turn) {
    const username = `${Math.floor(now / 1000) + turnCredentialSeconds}:${userId}`;
    const credential = createHmac('sha1', config.turn.secret).update(username).digest('base64');
    servers.push({ urls: config.turn.urls, username, credential });
  }
  return servers;
}
