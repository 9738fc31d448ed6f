import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, silenceAwsSdkNodeVersionWarning } from './config.ts';

describe('the config loader', () => {
  it('runs on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, sms: { provider: 'log' }, devOutbox: false, adminPhones: [] });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMS_PROVIDER: 'pigeon',
        ADMIN_PHONES: '+12025550123,555',
        NODE_ENV: 'production',
        DEV_OUTBOX: '1',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SMS_PROVIDER', 'ADMIN_PHONES', 'DEV_OUTBOX']) expect(message).toContain(name);
    }
  });

  it('keeps analytics events 400 days unless ANALYTICS_RETENTION_DAYS says otherwise, never under a week', () => {
    expect(loadConfig({}).analytics.retentionDays).toBe(400);
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: '90' }).analytics.retentionDays).toBe(90);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '3' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });

  it('refuses DEV_OUTBOX=1 under NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX is never allowed/);
  });

  it('refuses DEV_OUTBOX=1 unless the server listens on loopback only', () => {
    expect(() => loadConfig({ DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX needs the server to listen on loopback only.*it is 0\.0\.0\.0/);
    expect(() => loadConfig({ DEV_OUTBOX: '1', HOST: '192.168.1.5' })).toThrow(/DEV_OUTBOX needs the server to listen on loopback only/);
    expect(loadConfig({ DEV_OUTBOX: '1', HOST: '127.0.0.1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '1', HOST: '::1' }).devOutbox).toBe(true);
  });

  it('reads TRUST_PROXY as a number of proxy hops, true and 1 being one hop', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be the number of trusted proxy hops/);
  });

  it('reads the sign-in text budgets and allowed countries, and names bad ones', () => {
    expect(loadConfig({}).signInSms).toEqual({ allowedCountries: undefined, perHour: 600, perDay: 3000, perCountryPerHour: 200 });
    const config = loadConfig({ SMS_ALLOWED_COUNTRIES: 'us, gb,FR', SMS_CODES_PER_HOUR: '50', SMS_CODES_PER_DAY: '100' });
    expect(config.signInSms).toEqual({ allowedCountries: ['US', 'GB', 'FR'], perHour: 50, perDay: 100, perCountryPerHour: 200 });
    expect(() => loadConfig({ SMS_ALLOWED_COUNTRIES: 'US,XX', SMS_CODES_PER_DAY: '0' })).toThrow(
      /SMS_ALLOWED_COUNTRIES.*two-letter country codes[\s\S]*SMS_CODES_PER_DAY/,
    );
  });

  it('requires the Twilio settings when Twilio is chosen', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID is required/);
  });

  it('treats an empty variable as unset and parses lists', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_PHONES: '+12025550123, +12025550124', PUBLIC_URL: 'https://tandem.example' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPhones).toEqual(['+12025550123', '+12025550124']);
    expect(config.publicUrl?.origin).toBe('https://tandem.example');
  });

  it("derives passkeys' relying party from PUBLIC_URL, and leaves them off, saying why, where browsers refuse them", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tandem.example/p' }).passkeys).toEqual({
      rpId: 'tandem.example',
      origin: 'https://tandem.example',
    });
    expect(loadConfig({ PORT: '4000' }).passkeys).toEqual({ rpId: 'localhost', origin: 'http://localhost:4000' });
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173' }).passkeys).toEqual({ rpId: 'localhost', origin: 'http://localhost:5173' });
    expect(loadConfig({ PUBLIC_URL: 'https://192.0.2.10' }).passkeys).toEqual({ unavailable: expect.stringContaining('IP address') });
    expect(loadConfig({ PUBLIC_URL: 'https://[2001:db8::1]' }).passkeys).toEqual({ unavailable: expect.stringContaining('IP address') });
    expect(loadConfig({ PUBLIC_URL: 'http://tandem.example' }).passkeys).toEqual({ unavailable: expect.stringContaining('https') });
  });

  it('reads the call and speech-to-text settings, with STUN on by default', () => {
    const defaults = loadConfig({});
    expect(defaults.calls).toEqual({ stunUrls: ['stun:stun.l.google.com:19302'], turn: undefined, ringMs: 30_000 });
    expect(defaults.transcription).toBeUndefined();
    const configured = loadConfig({
      STUN_URLS: 'stun:stun.example.com:3478, stun:stun2.example.com',
      TURN_URLS: 'turn:turn.example.com:3478?transport=udp,turns:turn.example.com:5349',
      TURN_SECRET: 'a-long-shared-secret',
      CALL_RING_SECONDS: '45',
      TRANSCRIPTION_BASE_URL: 'https://stt.example.com/v1',
      TRANSCRIPTION_API_KEY: 'key',
    });
    expect(configured.calls).toEqual({
      stunUrls: ['stun:stun.example.com:3478', 'stun:stun2.example.com'],
      turn: { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'], secret: 'a-long-shared-secret' },
      ringMs: 45_000,
    });
    expect(configured.transcription).toEqual({ baseUrl: 'https://stt.example.com/v1', apiKey: 'key', model: 'whisper-1' });
  });

  it('names bad call settings', () => {
    expect(() => loadConfig({ STUN_URLS: 'http://stun.example.com' })).toThrow(/STUN_URLS/);
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.com' })).toThrow(/TURN_SECRET is required/);
    expect(() => loadConfig({ CALL_RING_SECONDS: '1' })).toThrow(/CALL_RING_SECONDS/);
  });

  it('writes emails to the log unless SMTP_URL is set, and reads the sender', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    const configured = loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example.com:587', MAIL_FROM: 'Tandem <hello@example.com>' });
    expect(configured.mail).toEqual({ smtpUrl: 'smtp://user:secret@mail.example.com:587', from: 'Tandem <hello@example.com>' });
  });

  it('names bad mail settings, and one without the other', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'hello@example.com' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be an address/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM is required when SMTP_URL is set/);
    expect(() => loadConfig({ MAIL_FROM: 'hello@example.com' })).toThrow(/SMTP_URL is required when MAIL_FROM is set/);
  });

  it('runs the concierge offline unless LLM_BASE_URL is set, and reads the LLM settings with their defaults', () => {
    expect(loadConfig({}).llm).toBeUndefined();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      embeddingModel: undefined,
      timeoutMs: 20_000,
    });
    const configured = loadConfig({
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_API_KEY: 'sk-key',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_EMBEDDING_MODEL: 'text-embedding-3-small',
      LLM_TIMEOUT_MS: '45000',
    });
    expect(configured.llm).toStrictEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-key',
      model: 'gpt-4o-mini',
      embeddingModel: 'text-embedding-3-small',
      timeoutMs: 45_000,
    });
  });

  it('names bad LLM settings together with every other bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', LLM_BASE_URL: 'ftp://llm.example', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      for (const name of ['PORT', 'LLM_BASE_URL', 'LLM_TIMEOUT_MS']) {
        expect(
          problems.some((problem) => problem.startsWith(name)),
          name,
        ).toBe(true);
      }
    }
    expect(() => loadConfig({ LLM_BASE_URL: 'https://llm.example/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS/);
  });

  it('refuses an LLM endpoint without a model, and LLM settings without an endpoint', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'https://llm.example/v1' })).toThrow(/LLM_MODEL is required when LLM_BASE_URL is set/);
    expect(() => loadConfig({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(/LLM_BASE_URL is required when LLM_MODEL is set/);
    expect(() => loadConfig({ LLM_API_KEY: 'sk-key' })).toThrow(/LLM_BASE_URL is required when LLM_API_KEY is set/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '5000' })).toThrow(/LLM_BASE_URL is required when LLM_TIMEOUT_MS is set/);
    expect(() => loadConfig({ LLM_EMBEDDING_MODEL: 'text-embedding-3-small' })).toThrow(
      /LLM_BASE_URL is required when LLM_EMBEDDING_MODEL is set/,
    );
    expect(loadConfig({ LLM_BASE_URL: '', LLM_MODEL: '' }).llm).toBeUndefined();
  });

  it('speaks with the built-in synthesizer unless TTS_BASE_URL is set, and reads the TTS settings with their defaults', () => {
    expect(loadConfig({}).tts).toBeUndefined();
    expect(loadConfig({ TTS_BASE_URL: 'http://127.0.0.1:8880/v1' }).tts).toStrictEqual({
      baseUrl: 'http://127.0.0.1:8880/v1',
      apiKey: undefined,
      model: 'tts-1',
      voice: 'alloy',
      timeoutMs: 10_000,
    });
    const configured = loadConfig({
      TTS_BASE_URL: 'https://api.openai.com/v1',
      TTS_API_KEY: 'sk-tts',
      TTS_MODEL: 'gpt-4o-mini-tts',
      TTS_VOICE: 'nova',
      TTS_TIMEOUT_MS: '3000',
    });
    expect(configured.tts).toMatchObject({ apiKey: 'sk-tts', model: 'gpt-4o-mini-tts', voice: 'nova', timeoutMs: 3000 });
  });

  it('names bad TTS settings, and refuses TTS settings without an endpoint', () => {
    expect(() => loadConfig({ TTS_BASE_URL: 'ftp://tts.example', TTS_TIMEOUT_MS: 'soon' })).toThrow(
      expect.objectContaining({ problems: [expect.stringMatching(/^TTS_BASE_URL/), expect.stringMatching(/^TTS_TIMEOUT_MS/)] }),
    );
    expect(() => loadConfig({ TTS_VOICE: 'nova' })).toThrow(/TTS_BASE_URL is required when TTS_VOICE is set/);
    expect(() => loadConfig({ TTS_API_KEY: 'sk-key' })).toThrow(/TTS_BASE_URL is required when TTS_API_KEY is set/);
  });

  it('keeps media on the disk unless S3_BUCKET is set, and reads the S3 settings with their defaults', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'tandem-media' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'tandem-media',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const configured = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media.example',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'access',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(configured.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media.example',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'access', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('names bad S3 settings together with every other bad variable', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        S3_ENDPOINT: 'ftp://store',
        S3_BUCKET: 'Not_A_Bucket',
        S3_REGION: 'EU West',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_ACCESS_KEY_ID: 'access',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      for (const name of ['PORT', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_FORCE_PATH_STYLE']) {
        expect(
          problems.some((problem) => problem.startsWith(name)),
          name,
        ).toBe(true);
      }
      expect(problems).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
    }
  });

  it('refuses S3 settings without a bucket, and one key without the other', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required when S3_ENDPOINT is set/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'access', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_BUCKET is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'tandem-media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/set together or not at all/);
    expect(loadConfig({ S3_BUCKET: 'tandem-media', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '' }).s3?.endpoint).toBeUndefined();
  });

  it('reads the connection limits, with the cap per address off behind a proxy unless set', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 20_000,
      keepAliveTimeoutMs: 72_000,
      bodyTimeoutMs: 30_000,
      bodyMinBytesPerSecond: 2048,
      maxConnectionsPerAddress: 500,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '50' }).connections.maxConnectionsPerAddress).toBe(50);
    expect(loadConfig({ HTTP_BODY_TIMEOUT_SECONDS: '0.5' }).connections.bodyTimeoutMs).toBe(500);
  });

  it('names bad connection limits', () => {
    for (const [name, value] of [
      ['HTTP_HEADERS_TIMEOUT_SECONDS', 'soon'],
      ['HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', '0'],
      ['HTTP_BODY_TIMEOUT_SECONDS', '-1'],
      ['HTTP_BODY_MIN_BYTES_PER_SECOND', '1.5'],
      ['HTTP_MAX_CONNECTIONS_PER_ADDRESS', 'many'],
    ]) {
      expect(() => loadConfig({ [name!]: value }), name).toThrow(new RegExp(`${name}`));
    }
  });

  it("turns the AWS SDK's Node version warning off, unless the environment already decides", () => {
    const unset: NodeJS.ProcessEnv = {};
    silenceAwsSdkNodeVersionWarning(unset);
    expect(unset.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED).toBe('true');
    const decided: NodeJS.ProcessEnv = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'false' };
    silenceAwsSdkNodeVersionWarning(decided);
    expect(decided.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED).toBe('false');
  });
});
