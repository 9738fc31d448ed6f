import { describe, expect, it, vi } from 'vitest';
import {
  documentCookieJar,
  isReplaySampled,
  maskTitle,
  parseSampleRate,
  replayPluginOptions,
  replaySampledCookieName,
  type CookieJar,
} from './session-replay.ts';

describe('maskTitle', () => {
  it('masks card numbers, with or without separators', () => {
    expect(maskTitle('Receipt 4111 1111 1111 1111')).toBe('Receipt *****');
    expect(maskTitle('Card 4111-1111-1111-1111 saved')).toBe('Card ***** saved');
    expect(maskTitle('4111111111111111 and 5500000000000004')).toBe('***** and *****');
  });

  it('masks social security numbers', () => {
    expect(maskTitle('SSN 123-45-6789')).toBe('SSN *****');
    expect(maskTitle('SSN 123456789')).toBe('SSN *****');
  });

  it('masks e-mail addresses', () => {
    expect(maskTitle('Chat with dana@example.com - Tandem')).toBe('Chat with ***** - Tandem');
    expect(maskTitle('a@b.co, c.d@e.org')).toBe('***** *****');
  });

  it('leaves ordinary titles alone', () => {
    expect(maskTitle('Tandem')).toBe('Tandem');
    expect(maskTitle('Event on 2026-11-21 at 18:30')).toBe('Event on 2026-11-21 at 18:30');
    expect(maskTitle('Call +1 202 555 0123')).toBe('Call +1 202 555 0123');
  });
});

describe('parseSampleRate', () => {
  it('reads the rate as the decimal it is', () => {
    expect(parseSampleRate(0.001)).toBe(0.001);
    expect(parseSampleRate('0.001')).toBe(0.001);
    expect(parseSampleRate('0.25')).toBe(0.25);
  });

  it('turns nonsense off and caps at every session', () => {
    expect(parseSampleRate('abc')).toBe(0);
    expect(parseSampleRate(-1)).toBe(0);
    expect(parseSampleRate(Number.NaN)).toBe(0);
    expect(parseSampleRate(3)).toBe(1);
  });
});

function memoryCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const jar: CookieJar & { set: ReturnType<typeof vi.fn> } = {
    get: (name) => values.get(name),
    set: vi.fn((name: string, value: string) => void values.set(name, value)),
  };
  return jar;
}

describe('isReplaySampled', () => {
  it('samples 0.1 % of browsers at a rate of 0.001, not none', () => {
    expect(isReplaySampled(0.001, memoryCookies(), () => 0.0009)).toBe(true);
    expect(isReplaySampled(0.001, memoryCookies(), () => 0.001)).toBe(false);
    expect(isReplaySampled('0.001', memoryCookies(), () => 0.0005)).toBe(true);
  });

  it('remembers the decision in amp_session_sampled for one day', () => {
    const inSample = memoryCookies();
    isReplaySampled(0.5, inSample, () => 0.1);
    expect(inSample.set).toHaveBeenCalledWith(replaySampledCookieName, '1', 86_400);

    const outOfSample = memoryCookies();
    isReplaySampled(0.5, outOfSample, () => 0.9);
    expect(outOfSample.set).toHaveBeenCalledWith(replaySampledCookieName, '0', 86_400);
  });

  it('reuses a remembered decision without drawing again', () => {
    const random = vi.fn(() => 0.99);
    expect(isReplaySampled(0.001, memoryCookies({ [replaySampledCookieName]: '1' }), random)).toBe(true);
    expect(isReplaySampled(1, memoryCookies({ [replaySampledCookieName]: '0' }), () => 0)).toBe(false);
    expect(random).not.toHaveBeenCalled();
  });

  it('decides only once per browser', () => {
    const cookies = memoryCookies();
    const random = vi.fn(() => 0.0001);
    isReplaySampled(0.001, cookies, random);
    isReplaySampled(0.001, cookies, random);
    expect(random).toHaveBeenCalledTimes(1);
    expect(cookies.set).toHaveBeenCalledTimes(1);
  });

  it('is off at a rate of 0, whatever was remembered, and stores nothing', () => {
    const cookies = memoryCookies({ [replaySampledCookieName]: '1' });
    expect(isReplaySampled(0, cookies, () => 0)).toBe(false);
    expect(cookies.set).not.toHaveBeenCalled();
  });
});

describe('documentCookieJar', () => {
  it('reads a cookie among others', () => {
    const jar = documentCookieJar({ cookie: 'a=1; amp_session_sampled=0; b=2' }, false);
    expect(jar.get('amp_session_sampled')).toBe('0');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('writes a cookie that expires after one day', () => {
    const document = { cookie: '' };
    documentCookieJar(document, true).set('amp_session_sampled', '1', 86_400);
    expect(document.cookie).toBe('amp_session_sampled=1; Max-Age=86400; Path=/; SameSite=Lax; Secure');
  });
});

describe('replayPluginOptions', () => {
  it('masks all inputs and all text, and records every session of a sampled browser', () => {
    expect(replayPluginOptions).toEqual({ sampleRate: 1, privacyConfig: { defaultMaskLevel: 'conservative' } });
  });
});
