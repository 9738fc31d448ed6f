import type { CurrentUser } from '../../../../shared/api/users.ts';

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

/** A profile is complete once it has a name; email, LinkedIn and picture are optional. */
export function hasCompleteProfile(user: Pick<CurrentUser, 'name'>): boolean {
  return (user.name ?? '').trim() !== '';
}

/**
 * Where a user goes once the code is verified: a new user, or one who never gave a name, fills
 * in the profile steps; a returning user with a name is done.
 */
export function stepAfterVerification(user: Pick<CurrentUser, 'name'>, isNewUser: boolean): LoginStep | 'done' {
  return isNewUser || !hasCompleteProfile(user) ? { name: 'details' } : 'done';
}

export type SessionSnapshot = {
  status: 'loading' | 'authenticated' | 'unauthenticated' | 'failed';
  user: Pick<CurrentUser, 'name'> | null;
};

/**
 * What the page shows before the flow has started: wait for the session, send a signed-in user
 * with a complete profile on, let one without a name finish the profile, otherwise ask for the
 * phone number (a failed session check gets the sign-in form too: signing in fixes it).
 */
export function startingPoint(session: SessionSnapshot): 'wait' | 'leave' | LoginStep {
  if (session.status === 'loading') return 'wait';
  if (session.status === 'authenticated' && session.user) {
    return hasCompleteProfile(session.user) ? 'leave' : { name: 'details' };
  }
  return { name: 'phone', lastSent: null };
}
