import { describe, expect, it } from 'vitest';
import {
  codeAlreadyOnThePhone,
  destinationPath,
  hasCompleteProfile,
  isDestination,
  resumePoint,
  startingPoint,
  stepAfterVerification,
  type OnboardingProgress,
} from './login-flow.ts';

const done: OnboardingProgress = { step: 'done' };
const atConcierge: OnboardingProgress = { step: 'concierge' };

describe('hasCompleteProfile', () => {
  it('needs a non-blank name', () => {
    expect(hasCompleteProfile({ name: 'Dana' })).toBe(true);
    expect(hasCompleteProfile({ name: '  ' })).toBe(false);
    expect(hasCompleteProfile({ name: null })).toBe(false);
  });
});

describe('stepAfterVerification', () => {
  it('sends new users and users without a name to the details step', () => {
    expect(stepAfterVerification({ name: null }, true)).toEqual({ name: 'details' });
    expect(stepAfterVerification({ name: 'Dana' }, true)).toEqual({ name: 'details' });
    expect(stepAfterVerification({ name: null }, false)).toEqual({ name: 'details' });
  });

  it('lets a returning user with a name through', () => {
    expect(stepAfterVerification({ name: 'Dana' }, false)).toBe('done');
  });
});

describe('resumePoint', () => {
  it('resumes at the picture and video steps', () => {
    expect(resumePoint({ step: 'picture' })).toEqual({ name: 'picture' });
    expect(resumePoint({ step: 'video' })).toEqual({ name: 'video' });
  });

  it('goes home once onboarding reached the concierge, whether or not the interview is finished (home continues it)', () => {
    expect(resumePoint(atConcierge)).toEqual({ to: 'home' });
  });

  it('goes home when onboarding is done, unknown, or at details for a user who has a name', () => {
    expect(resumePoint(done)).toEqual({ to: 'home' });
    expect(resumePoint({ step: null })).toEqual({ to: 'home' });
    expect(resumePoint({ step: 'details' })).toEqual({ to: 'home' });
  });
});

describe('destinationPath', () => {
  it('names home or the concierge chat', () => {
    expect(destinationPath({ to: 'home' })).toBe('/home');
    expect(destinationPath({ to: 'concierge', conversationId: 'a/b' })).toBe('/chat/a%2Fb');
  });

  it('tells destinations from steps', () => {
    expect(isDestination({ to: 'home' })).toBe(true);
    expect(isDestination({ name: 'video' })).toBe(false);
  });
});

describe('startingPoint', () => {
  it('waits while the session loads', () => {
    expect(startingPoint({ status: 'loading', user: null }, 'loading')).toBe('wait');
    expect(startingPoint({ status: 'loading', user: null }, done)).toBe('wait');
  });

  it('waits for the onboarding progress of a signed-in user with a name', () => {
    expect(startingPoint({ status: 'authenticated', user: { name: 'Dana' } }, 'loading')).toBe('wait');
  });

  it('sends a signed-in user who is done on home', () => {
    expect(startingPoint({ status: 'authenticated', user: { name: 'Dana' } }, done)).toEqual({ to: 'home' });
  });

  it('resumes a signed-in user where the server says they left onboarding', () => {
    const dana = { status: 'authenticated', user: { name: 'Dana' } } as const;
    expect(startingPoint(dana, { step: 'picture' })).toEqual({ name: 'picture' });
    expect(startingPoint(dana, { step: 'video' })).toEqual({ name: 'video' });
    expect(startingPoint(dana, atConcierge)).toEqual({ to: 'home' });
  });

  it('asks a signed-in user without a name for details, whatever the progress says', () => {
    expect(startingPoint({ status: 'authenticated', user: { name: null } }, 'loading')).toEqual({ name: 'details' });
    expect(startingPoint({ status: 'authenticated', user: { name: ' ' } }, { step: 'video' })).toEqual({ name: 'details' });
  });

  it('asks everyone else for a phone number', () => {
    expect(startingPoint({ status: 'unauthenticated', user: null }, 'loading')).toEqual({ name: 'phone', lastSent: null });
    expect(startingPoint({ status: 'failed', user: null }, 'loading')).toEqual({ name: 'phone', lastSent: null });
  });
});

describe('codeAlreadyOnThePhone', () => {
  it('goes on to the code step when many codes went to the number lately, and only then', () => {
    expect(codeAlreadyOnThePhone({ code: 'number_busy', retryAfterSeconds: 600 }, '+12025550123', 1_000)).toEqual({
      phoneNumber: '+12025550123',
      resendDeadline: 601_000,
    });
    expect(codeAlreadyOnThePhone({ code: 'sms_busy', retryAfterSeconds: 600 }, '+12025550123', 1_000)).toBeNull();
    expect(codeAlreadyOnThePhone({ code: 'too_many_requests', retryAfterSeconds: 60 }, '+12025550123', 1_000)).toBeNull();
  });
});
