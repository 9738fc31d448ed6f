import { describe, expect, it } from 'vitest';
import { visitorDecision, visitorPhone } from './visitor-limits.ts';

const ok = { allowed: true } as const;
const over = (retryAfterSeconds: number) => ({ allowed: false, retryAfterSeconds }) as const;

describe('visitorDecision', () => {
  it('takes a message within every limit, on an existing or a new thread', () => {
    expect(visitorDecision({ device: ok, ip: ok })).toEqual({ allowed: true });
    expect(visitorDecision({ device: ok, ip: ok, newThread: { ip: ok, openThreads: 3 }, maxOpenThreads: 4 })).toEqual({ allowed: true });
  });

  it('tells a device over its own limit about itself first, with its wait', () => {
    expect(visitorDecision({ device: over(12), ip: over(50) })).toMatchObject({
      allowed: false,
      code: 'rate_limited',
      retryAfterSeconds: 12,
    });
  });

  it('refuses an address over its limit', () => {
    expect(visitorDecision({ device: ok, ip: over(40) })).toMatchObject({ allowed: false, code: 'rate_limited', retryAfterSeconds: 40 });
  });

  it('refuses a new thread from an address that opened too many', () => {
    const decision = visitorDecision({ device: ok, ip: ok, newThread: { ip: over(900), openThreads: 0 } });
    expect(decision).toMatchObject({ allowed: false, code: 'too_many_threads', retryAfterSeconds: 900 });
  });

  it('refuses a new thread once the open visitor threads reach the cap, but not a message on an open one', () => {
    expect(visitorDecision({ device: ok, ip: ok, newThread: { ip: ok, openThreads: 4 }, maxOpenThreads: 4 })).toMatchObject({
      allowed: false,
      code: 'help_busy',
    });
    expect(visitorDecision({ device: ok, ip: ok, maxOpenThreads: 4 })).toEqual({ allowed: true });
  });
});

describe('visitorPhone', () => {
  it('reads a national or international number into E.164', () => {
    expect(visitorPhone('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(visitorPhone('+44 20 7946 0958', 'US')).toBe('+442079460958');
  });

  it('tells no number left apart from a number that is none', () => {
    expect(visitorPhone(undefined, 'US')).toBeUndefined();
    expect(visitorPhone('  ', 'US')).toBeUndefined();
    expect(visitorPhone('12', 'US')).toBeNull();
  });
});
