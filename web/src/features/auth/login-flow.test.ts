import { describe, expect, it } from 'vitest';
import { hasCompleteProfile, startingPoint, stepAfterVerification } from './login-flow.ts';

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

describe('startingPoint', () => {
  it('waits while the session loads', () => {
    expect(startingPoint({ status: 'loading', user: null })).toBe('wait');
  });

  it('sends a complete signed-in user on', () => {
    expect(startingPoint({ status: 'authenticated', user: { name: 'Dana' } })).toBe('leave');
  });

  it('asks a signed-in user without a name for details', () => {
    expect(startingPoint({ status: 'authenticated', user: { name: null } })).toEqual({ name: 'details' });
  });

  it('asks everyone else for a phone number', () => {
    expect(startingPoint({ status: 'unauthenticated', user: null })).toEqual({ name: 'phone', lastSent: null });
    expect(startingPoint({ status: 'failed', user: null })).toEqual({ name: 'phone', lastSent: null });
  });
});
