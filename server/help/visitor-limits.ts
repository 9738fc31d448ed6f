import { helpLimits } from '../../shared/api/help.ts';
import { toE164 } from '../../shared/phone-number.ts';
import type { RateDecision } from '../realtime/rate-limiter.ts';

export type VisitorDecision = { allowed: true } | { allowed: false; code: string; message: string; retryAfterSeconds: number };

/**
 * Whether a signed-out visitor's message is taken, from what the rate limiters said of their
 * device and IP address and, when it would open a new thread, of the IP's new threads and how
 * many visitor threads are open across Tandem. The device is judged first: one noisy tab should
 * be told about itself, not about its neighbours behind the same address.
 */
export function visitorDecision(input: {
  device: RateDecision;
  ip: RateDecision;
  /** Present only when the message would open a new thread. */
  newThread?: { ip: RateDecision; openThreads: number };
  maxOpenThreads?: number;
}): VisitorDecision {
  const { device, ip, newThread, maxOpenThreads = helpLimits.openVisitorThreadsMax } = input;
  if (!device.allowed) return refused('rate_limited', 'You are sending messages too fast. Wait a moment and try again.', device);
  if (!ip.allowed) return refused('rate_limited', 'Too many messages come from your network. Wait a moment and try again.', ip);
  if (newThread && !newThread.ip.allowed) {
    return refused('too_many_threads', 'Too many help chats were started from your network. Try again later, or sign in.', newThread.ip);
  }
  if (newThread && newThread.openThreads >= maxOpenThreads) {
    // A flood of fresh devices must not fill the inbox: signed-in people can still write.
    return { allowed: false, code: 'help_busy', message: 'The help chat is busy. Sign in to write to the team.', retryAfterSeconds: 600 };
  }
  return { allowed: true };
}

function refused(code: string, message: string, decision: RateDecision & { allowed: false }): VisitorDecision {
  return { allowed: false, code, message, retryAfterSeconds: decision.retryAfterSeconds };
}

/** The number a visitor leaves, in E.164; undefined when they left none, null when it is no number. */
export function visitorPhone(input: string | undefined, defaultRegion: string): string | null | undefined {
  if (input === undefined || input.trim() === '') return undefined;
  return toE164(input, defaultRegion);
}
