import { z } from 'zod';

/**
 * The checks of `config.ts`, the one place that reads the environment: the shapes of its values,
 * and the rules between variables.
 */

export const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +12025550123');

/** `a, b,c` → `['a', 'b', 'c']`. */
export const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

export const optionalUrl = (protocols: string[]) =>
  z
    .url({ message: `must be a URL (${protocols.join(', ')})` })
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must use ${protocols.join(' or ')}`,
    })
    .optional();

/** A comma-separated list of ICE server URLs such as `stun:stun.example.com:3478`. */
export const urlList = (schemes: string[]) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((url) => schemes.some((scheme) => url.startsWith(scheme)) && /^[a-z]+:[^\s/]+/.test(url), {
          message: `must be comma-separated ${schemes.join(' or ')} URLs`,
        }),
      ),
    );

/** The S3 variables other than the bucket: setting one of them without S3_BUCKET is a mistake. */
const s3SettingNames = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** The LLM variables other than the endpoint: setting one of them without LLM_BASE_URL is a mistake. */
const llmSettingNames = ['LLM_API_KEY', 'LLM_MODEL', 'LLM_EMBEDDING_MODEL', 'LLM_TIMEOUT_MS'] as const;

/** The speech-synthesis variables other than the endpoint: setting one of them without TTS_BASE_URL is a mistake. */
const ttsSettingNames = ['TTS_API_KEY', 'TTS_MODEL', 'TTS_VOICE', 'TTS_TIMEOUT_MS'] as const;

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Rules between variables. They read the raw strings, so they are reported together with every
 * other bad variable even when some variable fails its own check.
 */
export function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const devOutbox = env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true';
  if (devOutbox && env.NODE_ENV === 'production') {
    problems.push('DEV_OUTBOX is never allowed with NODE_ENV=production');
  }
  // The outbox shows every sign-in code to whoever asks, so only this machine may ask.
  const host = env.HOST || '0.0.0.0';
  if (devOutbox && !loopbackHosts.has(host)) {
    problems.push(`DEV_OUTBOX needs the server to listen on loopback only: set HOST to 127.0.0.1 or ::1 (it is ${host})`);
  }
  if (env.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) {
      if (!env[name]) problems.push(`${name} is required when SMS_PROVIDER=twilio`);
    }
  }
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push('MAIL_FROM is required when SMTP_URL is set');
  if (env.MAIL_FROM && !env.SMTP_URL) problems.push('SMTP_URL is required when MAIL_FROM is set (without it emails go to the log)');
  if (env.TURN_URLS && !env.TURN_SECRET) problems.push('TURN_SECRET is required when TURN_URLS is set');
  // S3_BUCKET is what chooses S3; without it media stay on the disk, so a half-made S3 setup
  // would quietly store files where nobody expects them.
  if (!env.S3_BUCKET) {
    for (const name of s3SettingNames)
      if (env[name]) problems.push(`S3_BUCKET is required when ${name} is set (without it media stay under DATA_DIR)`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  // Without LLM_BASE_URL the concierge runs offline, so a model or key set alone would be quietly ignored.
  if (env.LLM_BASE_URL && !env.LLM_MODEL) problems.push('LLM_MODEL is required when LLM_BASE_URL is set');
  if (!env.LLM_BASE_URL) {
    for (const name of llmSettingNames) if (env[name]) problems.push(`LLM_BASE_URL is required when ${name} is set`);
  }
  // Without TTS_BASE_URL the concierge speaks with the built-in synthesizer, so these would be quietly ignored.
  if (!env.TTS_BASE_URL) {
    for (const name of ttsSettingNames) if (env[name]) problems.push(`TTS_BASE_URL is required when ${name} is set`);
  }
  return problems;
}

/**
 * Where passkeys are bound. WebAuthn ties each passkey to a relying-party id (the site's domain)
 * and has the browser report the page's origin, which the server checks. Browsers allow it only in
 * a secure context (https, or http on localhost) and at a domain name, never an IP address: a
 * PUBLIC_URL that breaks either rule leaves passkeys off (the rest of Tandem works there), and
 * says why. Without PUBLIC_URL, the server's own `http://localhost:{PORT}`.
 */
export type PasskeyRelyingParty = { rpId: string; origin: string } | { unavailable: string };

const localhostName = /(^|\.)localhost$/;
const ipAddress = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export function passkeyRelyingParty(publicUrl: URL | undefined, port: number): PasskeyRelyingParty {
  const url = publicUrl ?? new URL(`http://localhost:${port}`);
  const named = publicUrl ? `PUBLIC_URL (${url.origin})` : `the default address ${url.origin}`;
  if (ipAddress.test(url.hostname)) {
    return { unavailable: `Passkeys need Tandem at a domain name, and ${named} is an IP address.` };
  }
  if (url.protocol !== 'https:' && !localhostName.test(url.hostname)) {
    return { unavailable: `Passkeys need Tandem served over https, and ${named} is not.` };
  }
  return { rpId: url.hostname, origin: url.origin };
}
