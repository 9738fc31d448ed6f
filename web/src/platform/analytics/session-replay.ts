import type { sessionReplayPlugin } from '@amplitude/plugin-session-replay-browser';

/**
 * Session replay (Amplitude mode only): which browsers record, and what a recording may show.
 * Everything typed and all text is masked; page titles lose card numbers, social security
 * numbers and e-mail addresses (pinned by session-replay.test.ts).
 */

export type ReplayPluginOptions = NonNullable<Parameters<typeof sessionReplayPlugin>[0]>;

/** The replay plugin's options once this browser is in the sample: record every session. */
export const replayPluginOptions: ReplayPluginOptions = {
  sampleRate: 1,
  privacyConfig: { defaultMaskLevel: 'conservative' },
};

export const maskedText = '*****';

// 13 to 16 digits, spaces or dashes allowed between them.
const cardNumberPattern = /\b(?:\d[ -]*?){13,16}\b/g;
const socialSecurityNumberPattern = /\b\d{3}-?\d{2}-?\d{4}\b/g;
const emailAddressPattern = /[^\s@]+@[^\s@.]+\.[^\s@]+/g;

/** A page title safe to send: card numbers, social security numbers and e-mail addresses masked. */
export function maskTitle(title: string): string {
  return title
    .replace(cardNumberPattern, maskedText)
    .replace(socialSecurityNumberPattern, maskedText)
    .replace(emailAddressPattern, maskedText);
}

/**
 * The configured share of sessions to record, read as the decimal it is (0.001 is 0.1 %).
 * The original app parsed it as a whole number, which turned replay off.
 */
export function parseSampleRate(value: number | string): number {
  const rate = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  return Math.min(rate, 1);
}

export const replaySampledCookieName = 'amp_session_sampled';
export const replaySampledCookieMaxAgeSeconds = 24 * 60 * 60;

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/**
 * Whether this browser records replays. Decided once, then remembered for a day in the
 * `amp_session_sampled` cookie (`1` or `0`), so one person's sessions are recorded together
 * or not at all. A rate of 0 means replay is switched off, whatever was remembered.
 */
export function isReplaySampled(sampleRate: number | string, cookies: CookieJar, random: () => number): boolean {
  const rate = parseSampleRate(sampleRate);
  if (rate === 0) return false;
  const remembered = cookies.get(replaySampledCookieName);
  if (remembered === '1') return true;
  if (remembered === '0') return false;
  const sampled = random() < rate;
  cookies.set(replaySampledCookieName, sampled ? '1' : '0', replaySampledCookieMaxAgeSeconds);
  return sampled;
}

/** `document.cookie` as a `CookieJar`. */
export function documentCookieJar(document: { cookie: string }, secure: boolean): CookieJar {
  return {
    get(name) {
      for (const pair of document.cookie.split(';')) {
        const separator = pair.indexOf('=');
        if (separator === -1) continue;
        if (pair.slice(0, separator).trim() === name) return decodeURIComponent(pair.slice(separator + 1).trim());
      }
      return undefined;
    },
    set(name, value, maxAgeSeconds) {
      const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
      document.cookie = [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
    },
  };
}
