import path from 'node:path';
import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { limits } from '../shared/limits.ts';
import {
  commaList,
  crossVariableProblems,
  e164,
  flag,
  optionalUrl,
  passkeyRelyingParty,
  urlList,
  type PasskeyRelyingParty,
} from './config-checks.ts';

/**
 * The one place that reads the environment. Every variable is validated at start, and a bad
 * value stops the server with a message naming the variable, so a misconfiguration is never
 * discovered later by a user.
 */

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['log', 'outbox', 'twilio']).default('log'),
  DEV_OUTBOX: flag.default(false),
  ADMIN_PHONES: commaList.default([]).pipe(z.array(e164)),
  DEFAULT_PHONE_REGION: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
    .default('US'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // How many proxies in front of Tandem append to X-Forwarded-For: the client is the entry that many
  // hops from the right, never the leftmost one a client may write. `true`/`1` is one proxy.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be the number of trusted proxy hops (0, 1, 2, …) or true/false (one hop/none)')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .default(0),
  SMS_ALLOWED_COUNTRIES: commaList
    .pipe(z.array(z.string().toUpperCase().refine(isSupportedCountry, 'must be comma-separated two-letter country codes such as US,GB,FR')))
    .optional(),
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).default(600),
  SMS_CODES_PER_DAY: z.coerce.number().int().min(1).default(3000),
  SMS_CODES_PER_COUNTRY_PER_HOUR: z.coerce.number().int().min(1).default(200),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+(:\d+)?\/?$/, 'must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address such as "Tandem <hello@example.com>"')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  AMPLITUDE_API_KEY: z.string().min(1).optional(),
  AMPLITUDE_SERVER_ZONE: z.enum(['US', 'EU']).default('US'),
  AMPLITUDE_REPLAY_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.001),
  // Under these a full batch (2,000 events, a 1 MB body) could never pass, and the SDK would retry it until it drops it.
  ANALYTICS_SENDER_EVENTS_PER_HOUR: z.coerce.number().int().min(2000, 'must be at least 2000 (one full batch)').default(2000),
  ANALYTICS_SENDER_MB_PER_HOUR: z.coerce.number().min(1, 'must be at least 1 (one full batch)').default(2),
  ANALYTICS_EVENTS_PER_HOUR: z.coerce.number().int().min(2000, 'must be at least 2000 (one full batch)').default(100_000),
  ANALYTICS_MB_PER_HOUR: z.coerce.number().min(1, 'must be at least 1 (one full batch)').default(100),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(7, 'must be at least 7').max(3650).default(400),
  STUN_URLS: urlList(['stun:', 'stuns:']).default(['stun:stun.l.google.com:19302']),
  TURN_URLS: urlList(['turn:', 'turns:']).optional(),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters (coturn static-auth-secret)').optional(),
  CALL_RING_SECONDS: z.coerce.number().int().min(5).max(120).default(limits.callRingSeconds),
  TRANSCRIPTION_BASE_URL: optionalUrl(['http:', 'https:']),
  TRANSCRIPTION_API_KEY: z.string().min(1).optional(),
  TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  TTS_BASE_URL: optionalUrl(['http:', 'https:']),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  TTS_VOICE: z.string().min(1).default('alloy'),
  TTS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  LLM_BASE_URL: optionalUrl(['http:', 'https:']),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_EMBEDDING_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, "." or "-"')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(300).default(20),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(600).default(72),
  HTTP_BODY_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  HTTP_BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

const megabyte = 1024 * 1024;

export type Environment = z.infer<typeof environmentSchema>;

/** An S3-compatible bucket for media; `endpoint` is absent for AWS itself. */
export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the SDK's own credential chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, which most self-hosted stores need. */
  forcePathStyle: boolean;
}

export interface LlmConfig {
  /** e.g. `https://api.openai.com/v1` or a local server's `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** Absent for a local server that needs none. */
  apiKey: string | undefined;
  model: string;
  /**
   * The model of the endpoint's `/embeddings`, which adds semantic similarity to matching when
   * set; absent, matching compares words and concepts only.
   */
  embeddingModel?: string;
  /**
   * How long one request waits for the endpoint: a concierge turn before the built-in interviewer
   * answers instead, a prospect's reason before the built-in one is kept, a batch of embeddings.
   */
  timeoutMs: number;
}

/** An OpenAI-compatible text-to-speech endpoint (`POST {baseUrl}/audio/speech`). */
export interface TtsConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  voice: string;
  /** How long one part waits for the endpoint before the built-in synthesizer speaks it instead. */
  timeoutMs: number;
}

export interface Config {
  nodeEnv: Environment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The origin browsers use to reach Tandem, when known; it decides Secure cookies and HSTS. */
  publicUrl: URL | undefined;
  /** Passkeys' relying-party id and origin, from PUBLIC_URL (else localhost), or why passkeys are off. */
  passkeys: PasskeyRelyingParty;
  logLevel: Environment['LOG_LEVEL'];
  sms:
    | { provider: 'log' }
    | { provider: 'outbox' }
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };
  /** Notification emails go through this SMTP server when SMTP_URL is set, else to the server log. */
  mail: { smtpUrl: string; from: string } | undefined;
  devOutbox: boolean;
  adminPhones: string[];
  defaultPhoneRegion: string;
  sessionSecret: string | undefined;
  /** Proxy hops in front of Tandem whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
  /**
   * What sign-in texts may cost: the countries codes go to (absent: those of the hosts' events and
   * `defaultPhoneRegion`), and how many go out across Tandem an hour, a day, and to one country an hour.
   */
  signInSms: { allowedCountries: string[] | undefined; perHour: number; perDay: number; perCountryPerHour: number };
  webDistDir: string;
  /**
   * Product analytics: with an Amplitude key the browser sends to Amplitude (and may record
   * replays); without one it sends to Tandem's own ingestion endpoint.
   */
  analytics: {
    amplitudeApiKey: string | undefined;
    serverZone: 'US' | 'EU';
    replaySampleRate: number;
    /** What the self-hosted endpoint stores per hour: per sender (account, else network) and in all, in events and bytes. */
    budgets: { sender: { events: number; bytes: number }; total: { events: number; bytes: number } };
    /** Stored events older than this (by their receipt) are deleted within the hour. */
    retentionDays: number;
  };
  /** ICE servers for WebRTC calls: STUN always, TURN with time-limited credentials when configured. */
  calls: { stunUrls: string[]; turn: { urls: string[]; secret: string } | undefined; ringMs: number };
  /** An OpenAI-compatible speech-to-text endpoint for voice note transcripts, when configured. */
  transcription: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** The concierge's voice, when configured; else the built-in synthesizer (espeak-ng) speaks. */
  tts: TtsConfig | undefined;
  /**
   * An OpenAI-compatible endpoint, when configured: its chat completions lead the concierge's
   * interview and write prospects' reasons, its embeddings (with `embeddingModel`) add semantic
   * similarity to matching; the built-in interviewer, reasons and word matching serve whenever it fails.
   */
  llm: LlmConfig | undefined;
  /** Media go to this bucket when S3_BUCKET is set, else to files under `dataDir/media`. */
  s3: S3Config | undefined;
  /** What one client may hold of the HTTP server: `server/http/connection-limits.ts`. */
  connections: ConnectionLimitsConfig;
}

export interface ConnectionLimitsConfig {
  /** A new connection must have sent a request's headers within this (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** A kept-alive connection with no request in progress is closed after this. */
  keepAliveTimeoutMs: number;
  /** A request body may take this long, plus a second for every `bodyMinBytesPerSecond` bytes that came. */
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  /** Open sockets one remote address may hold; 0 for no cap. */
  maxConnectionsPerAddress: number;
}

/**
 * Sockets one address may hold by default. A venue's Wi-Fi puts every guest of an event behind one
 * address, each phone holding a WebSocket and a few short-lived requests: 500 leaves room for a
 * few hundred guests there. Behind a proxy every socket comes from the proxy, so the cap is off by
 * default and the proxy is the place to cap each client.
 */
const defaultMaxConnectionsPerAddress = (trustedProxyHops: number) => (trustedProxyHops > 0 ? 0 : 500);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as it does in most tools.
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)),
    ...crossVariableProblems(setVariables),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const value = parsed.data;
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    publicUrl: value.PUBLIC_URL ? new URL(value.PUBLIC_URL) : undefined,
    passkeys: passkeyRelyingParty(value.PUBLIC_URL ? new URL(value.PUBLIC_URL) : undefined, value.PORT),
    logLevel: value.LOG_LEVEL,
    sms:
      value.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: value.TWILIO_ACCOUNT_SID!,
            authToken: value.TWILIO_AUTH_TOKEN!,
            from: value.TWILIO_FROM!,
            apiUrl: value.TWILIO_API_URL,
          }
        : { provider: value.SMS_PROVIDER },
    mail: value.SMTP_URL && value.MAIL_FROM ? { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM } : undefined,
    devOutbox: value.DEV_OUTBOX,
    adminPhones: value.ADMIN_PHONES,
    defaultPhoneRegion: value.DEFAULT_PHONE_REGION,
    sessionSecret: value.SESSION_SECRET,
    trustProxy: value.TRUST_PROXY,
    signInSms: {
      allowedCountries: value.SMS_ALLOWED_COUNTRIES,
      perHour: value.SMS_CODES_PER_HOUR,
      perDay: value.SMS_CODES_PER_DAY,
      perCountryPerHour: value.SMS_CODES_PER_COUNTRY_PER_HOUR,
    },
    webDistDir: path.resolve(value.WEB_DIST_DIR),
    analytics: {
      amplitudeApiKey: value.AMPLITUDE_API_KEY,
      serverZone: value.AMPLITUDE_SERVER_ZONE,
      replaySampleRate: value.AMPLITUDE_REPLAY_SAMPLE_RATE,
      budgets: {
        sender: { events: value.ANALYTICS_SENDER_EVENTS_PER_HOUR, bytes: Math.round(value.ANALYTICS_SENDER_MB_PER_HOUR * megabyte) },
        total: { events: value.ANALYTICS_EVENTS_PER_HOUR, bytes: Math.round(value.ANALYTICS_MB_PER_HOUR * megabyte) },
      },
      retentionDays: value.ANALYTICS_RETENTION_DAYS,
    },
    calls: {
      stunUrls: value.STUN_URLS,
      turn: value.TURN_URLS && value.TURN_SECRET ? { urls: value.TURN_URLS, secret: value.TURN_SECRET } : undefined,
      ringMs: value.CALL_RING_SECONDS * 1000,
    },
    transcription: value.TRANSCRIPTION_BASE_URL
      ? { baseUrl: value.TRANSCRIPTION_BASE_URL, apiKey: value.TRANSCRIPTION_API_KEY, model: value.TRANSCRIPTION_MODEL }
      : undefined,
    tts: value.TTS_BASE_URL
      ? {
          baseUrl: value.TTS_BASE_URL,
          apiKey: value.TTS_API_KEY,
          model: value.TTS_MODEL,
          voice: value.TTS_VOICE,
          timeoutMs: value.TTS_TIMEOUT_MS,
        }
      : undefined,
    llm:
      value.LLM_BASE_URL && value.LLM_MODEL
        ? {
            baseUrl: value.LLM_BASE_URL,
            apiKey: value.LLM_API_KEY,
            model: value.LLM_MODEL,
            embeddingModel: value.LLM_EMBEDDING_MODEL,
            timeoutMs: value.LLM_TIMEOUT_MS,
          }
        : undefined,
    s3: value.S3_BUCKET
      ? {
          endpoint: value.S3_ENDPOINT,
          bucket: value.S3_BUCKET,
          region: value.S3_REGION,
          credentials:
            value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: value.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    connections: {
      headersTimeoutMs: value.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: value.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      bodyTimeoutMs: value.HTTP_BODY_TIMEOUT_SECONDS * 1000,
      bodyMinBytesPerSecond: value.HTTP_BODY_MIN_BYTES_PER_SECOND,
      maxConnectionsPerAddress: value.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? defaultMaxConnectionsPerAddress(value.TRUST_PROXY),
    },
  };
}

/**
 * Turns off, unless the environment already decides, the warning the AWS SDK prints once per
 * process on Node 20: that its releases after January 2027 will need Node 22. The switch,
 * AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED, is the one the SDK's maintainers give for it.
 * Tandem runs on Node 20 with the SDK's version locked, so the line says nothing about the
 * running server; it concerns whoever upgrades the SDK, and npm tells them then (its `engines`).
 * Called before the first S3 client is made, which is when the SDK checks.
 */
export function silenceAwsSdkNodeVersionWarning(env: NodeJS.ProcessEnv = process.env): void {
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}
