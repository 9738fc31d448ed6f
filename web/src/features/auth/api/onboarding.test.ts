import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnboardingProgress } from './onboarding.ts';

function fakeApi(answers: Record<string, unknown>) {
  const get = vi.fn(async (path: string) => {
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected GET ${path}`);
    return answer;
  });
  return { get: get as never, calls: get.mock.calls };
}

describe('loadOnboardingProgress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads only the step, at the concierge step too', async () => {
    const api = fakeApi({ '/api/users/me/onboarding': { step: 'video' } });
    await expect(loadOnboardingProgress(api)).resolves.toEqual({ step: 'video' });
    const atConcierge = fakeApi({ '/api/users/me/onboarding': { step: 'concierge' } });
    await expect(loadOnboardingProgress(atConcierge)).resolves.toEqual({ step: 'concierge' });
    expect(atConcierge.calls).toHaveLength(1);
  });

  it('leaves a step it could not read unknown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const noStep = fakeApi({ '/api/users/me/onboarding': new Error('down') });
    await expect(loadOnboardingProgress(noStep)).resolves.toEqual({ step: null });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
