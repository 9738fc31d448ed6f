import { isIPv4, isIPv6 } from 'node:net';
import { helpLimits } from '../../shared/api/help.ts';
import { toE164 } from '../../shared/phone-number.ts';
import type { RateDecision } from '../realtime/rate-limiter.ts';

export type VisitorDecision = { allowed: true } | { allowed: false; code: string; message: string; retryAfterSeconds: number };

/** What the limiters said of a message that would open a new thread, and how full the hour is across Tandem. */
export interface NewThreadBudgets {
  device: RateDecision;
  ip: RateDecision;
  network: RateDecision;
  /** Visitor threads opened across Tandem in the last hour, and when the first of them leaves that hour. */
  threadsThisHour: number;
  secondsUntilOneLeaves: number;
}

/**
 * Whether a signed-out visitor's message is taken, from what the rate limiters said of their
 * device and IP address and, when it would open a new thread, of the new threads of that device,
 * address and network and of every visitor across Tandem in the last hour. The device is judged
 * first: one noisy tab should be told about itself, not about its neighbours behind the same address.
 * The per-address and per-network budgets sit far below the hourly total, so no one party fills it;
 * signed-in people never pass through here.
 */
export function visitorDecision(input: {
  device: RateDecision;
  ip: RateDecision;
  /** Present only when the message would open a new thread. */
  newThread?: NewThreadBudgets;
  maxThreadsPerHour?: number;
}): VisitorDecision {
  const { device, ip, newThread, maxThreadsPerHour = helpLimits.visitorThreadsPerHourMax } = input;
  if (!device.allowed) return refused('rate_limited', 'You are sending messages too fast. Wait a moment and try again.', device);
  if (!ip.allowed) return refused('rate_limited', 'Too many messages come from your network. Wait a moment and try again.', ip);
  if (!newThread) return { allowed: true };
  if (!newThread.device.allowed) {
    return refused('too_many_threads', 'This device started too many help chats. Try again later, or sign in.', newThread.device);
  }
  for (const decision of [newThread.ip, newThread.network]) {
    if (!decision.allowed) {
      return refused('too_many_threads', 'Too many help chats were started from your network. Try again later, or sign in.', decision);
    }
  }
  if (newThread.threadsThisHour >= maxThreadsPerHour) {
    // A flood of fresh devices from many networks must not fill the inbox: signed-in people can still write.
    return {
      allowed: false,
      code: 'help_busy',
      message: 'The help chat is busy. Sign in to write to the team.',
      retryAfterSeconds: Math.max(1, newThread.secondsUntilOneLeaves),
    };
  }
  return { allowed: true };
}

/** The stricter of two limiters on the same thing: refused if either refuses, with the longer wait. */
export function stricter(a: RateDecision, b: RateDecision): RateDecision {
  if (a.allowed) return b;
  if (b.allowed) return a;
  return a.retryAfterSeconds >= b.retryAfterSeconds ? a : b;
}

function refused(code: string, message: string, decision: RateDecision & { allowed: false }): VisitorDecision {
  return { allowed: false, code, message, retryAfterSeconds: decision.retryAfterSeconds };
}

/**
 * The network an address belongs to, as the key of a per-network budget: its IPv4 /24, or its
 * IPv6 /64 (what one home or one server is given). An IPv4 address written as IPv6 counts as IPv4.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The number a visitor leaves, in E.164; undefined when they left none, null when it is no number. */
export function visitorPhone(input: string | undefined, defaultRegion: string): string | null | undefined {
  if (input === undefined || input.trim() === '') return undefined;
  return toE164(input, defaultRegion);
}
