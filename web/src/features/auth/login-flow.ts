import { chatPath } from '../conversations/api/conversation-keys.ts';
import type { CurrentUser, OnboardingStep } from '../../../../shared/api/users.ts';

/** A code texted to `phoneNumber` (E.164); another may be asked for from `resendDeadline` (ms since the epoch). */
export type SentCode = { phoneNumber: string; resendDeadline: number };

/** The sign-in steps, with the screen names analytics reports them under. */
export type LoginStep =
  /** "Login": the phone number; `lastSent` is set when the guest came back with "Change number". */
  | { name: 'phone'; lastSent: SentCode | null }
  /** "Login OTP Input". */
  | ({ name: 'code' } & SentCode)
  /** "Login Input User Details". */
  | { name: 'details' }
  /** "Login Add Profile Picture". */
  | { name: 'picture' }
  /** "Login Video Intro". */
  | { name: 'video' };

/**
 * A refused code request that still leaves a way in: `number_busy` means many codes went to the
 * number lately (perhaps asked for by someone else), so the newest one on the phone works; the
 * code step then asks for it, and a new code may be asked for once the refusal's wait is over.
 */
export function codeAlreadyOnThePhone(
  refusal: { code: string; retryAfterSeconds: number | null },
  phoneNumber: string,
  now: number,
): SentCode | null {
  if (refusal.code !== 'number_busy') return null;
  return { phoneNumber, resendDeadline: now + (refusal.retryAfterSeconds ?? 0) * 1000 };
}

/** A profile is complete once it has a name; email, LinkedIn and picture are optional. */
export function hasCompleteProfile(user: Pick<CurrentUser, 'name'>): boolean {
  return (user.name ?? '').trim() !== '';
}

/**
 * Where a user goes once the code is verified: a new user, or one who never gave a name, fills
 * in the profile steps; a returning user with a name is done with them, and resumes (`resumePoint`).
 */
export function stepAfterVerification(user: Pick<CurrentUser, 'name'>, isNewUser: boolean): LoginStep | 'done' {
  return isNewUser || !hasCompleteProfile(user) ? { name: 'details' } : 'done';
}

/** What the server knows of a signed-in user's onboarding, read when it must resume. */
export type OnboardingProgress = {
  /** null when it could not be read: the flow then goes on as if onboarding were done. */
  step: OnboardingStep | null;
};

/** Where a signed-in user with a name goes when no onboarding step is left to show. */
export type Destination = { to: 'home' } | { to: 'concierge'; conversationId: string };

export function isDestination(point: LoginStep | Destination): point is Destination {
  return 'to' in point;
}

export function destinationPath(destination: Destination): string {
  return destination.to === 'home' ? '/home' : chatPath(destination.conversationId);
}

/**
 * Where a user with a name picks up onboarding: the picture or video step they left, otherwise
 * home, as the route table says of `/` for a signed-in user. An interview with the concierge not
 * finished yet is a card on home that continues it; a step the server does not know (no
 * onboarding recorded: a user from before it existed) is home too.
 */
export function resumePoint(progress: OnboardingProgress): LoginStep | Destination {
  if (progress.step === 'picture' || progress.step === 'video') return { name: progress.step };
  return { to: 'home' };
}

export type SessionSnapshot = {
  status: 'loading' | 'authenticated' | 'unauthenticated' | 'failed';
  user: Pick<CurrentUser, 'name'> | null;
};

/**
 * What the page shows before the flow has started: wait for the session, let a signed-in user
 * without a name finish the profile, wait for the onboarding progress of one with a name and
 * resume it, otherwise ask for the phone number (a failed session check gets the sign-in form
 * too: signing in fixes it).
 */
export function startingPoint(session: SessionSnapshot, progress: OnboardingProgress | 'loading'): 'wait' | LoginStep | Destination {
  if (session.status === 'loading') return 'wait';
  if (session.status === 'authenticated' && session.user) {
    if (!hasCompleteProfile(session.user)) return { name: 'details' };
    return progress === 'loading' ? 'wait' : resumePoint(progress);
  }
  return { name: 'phone', lastSent: null };
}
