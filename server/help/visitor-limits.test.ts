import { describe, expect, it } from 'vitest';
import { networkOf, stricter, visitorDecision, visitorPhone } from './visitor-limits.ts';

const ok = { allowed: true } as const;
const over = (retryAfterSeconds: number) => ({ allowed: false, retryAfterSeconds }) as const;
const newThread = (budgets: Partial<Parameters<typeof visitorDecision>[0]['newThread']> = {}) => ({
  ...{ device: ok, ip: ok, network: ok, threadsThisHour: 0, secondsUntilOneLeaves: 0 },
  ...budgets,
});

describe('visitorDecision', () => {
  it('takes a message within every limit, on an existing or a new thread', () => {
    expect(visitorDecision({ device: ok, ip: ok })).toEqual({ allowed: true });
    expect(visitorDecision({ device: ok, ip: ok, newThread: newThread({ threadsThisHour: 3 }), maxThreadsPerHour: 4 })).toEqual({
      allowed: true,
    });
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

  it('refuses a new thread from a device, an address or a network that opened too many', () => {
    expect(visitorDecision({ device: ok, ip: ok, newThread: newThread({ device: over(1200), ip: over(900) }) })).toMatchObject({
      allowed: false,
      code: 'too_many_threads',
      message: 'This device started too many help chats. Try again later, or sign in.',
      retryAfterSeconds: 1200,
    });
    for (const budgets of [{ ip: over(900) }, { network: over(900) }]) {
      expect(visitorDecision({ device: ok, ip: ok, newThread: newThread(budgets) })).toMatchObject({
        allowed: false,
        code: 'too_many_threads',
        message: 'Too many help chats were started from your network. Try again later, or sign in.',
        retryAfterSeconds: 900,
      });
    }
  });

  it("refuses a new thread once the hour's visitor threads reach the cap, until the first leaves the hour, but not a message on an open one", () => {
    const full = newThread({ threadsThisHour: 4, secondsUntilOneLeaves: 1500 });
    expect(visitorDecision({ device: ok, ip: ok, newThread: full, maxThreadsPerHour: 4 })).toEqual({
      allowed: false,
      code: 'help_busy',
      message: 'The help chat is busy. Sign in to write to the team.',
      retryAfterSeconds: 1500,
    });
    expect(visitorDecision({ device: ok, ip: ok, maxThreadsPerHour: 4 })).toEqual({ allowed: true });
  });
});

describe('stricter', () => {
  it('refuses when either refuses, with the longer wait', () => {
    expect(stricter(ok, ok)).toEqual(ok);
    expect(stricter(ok, over(5))).toEqual(over(5));
    expect(stricter(over(5), ok)).toEqual(over(5));
    expect(stricter(over(5), over(3000))).toEqual(over(3000));
  });
});

describe('networkOf', () => {
  it('keys IPv4 addresses by their /24, also when written as IPv6', () => {
    expect(networkOf('203.0.113.10')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.99')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.10')).toBe('203.0.113.0/24');
    expect(networkOf('198.51.100.7')).not.toBe(networkOf('203.0.113.10'));
  });

  it('keys IPv6 addresses by their /64, however they are written', () => {
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:0:2::5')).not.toBe(networkOf('2001:db8:0:1::5'));
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
