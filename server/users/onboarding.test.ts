import { describe, expect, it } from 'vitest';
import { laterStep, stepOfUnrecordedUser } from './onboarding.ts';

describe('onboarding steps', () => {
  it('move forward, never back', () => {
    expect(laterStep('details', 'picture')).toBe('picture');
    expect(laterStep('video', 'concierge')).toBe('concierge');
    expect(laterStep('concierge', 'picture')).toBe('concierge');
    expect(laterStep('done', 'details')).toBe('done');
    expect(laterStep('picture', 'picture')).toBe('picture');
  });

  it('a user from before onboarding was recorded has finished it once they have a name', () => {
    expect(stepOfUnrecordedUser({ name: 'Dana' })).toBe('done');
    expect(stepOfUnrecordedUser({ name: '  ' })).toBe('details');
    expect(stepOfUnrecordedUser({ name: null })).toBe('details');
  });
});
