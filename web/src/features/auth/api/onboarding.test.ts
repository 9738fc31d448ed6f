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

const dossier = { textConversationId: 't1', voiceConversationId: 'v1', status: 'in_progress', document: null, revisions: [] };

describe('loadOnboardingProgress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads only the step before the concierge step', async () => {
    const api = fakeApi({ '/api/users/me/onboarding': { step: 'video' } });
    await expect(loadOnboardingProgress(api, 'u1')).resolves.toEqual({ step: 'video', dossier: null });
    expect(api.calls).toHaveLength(1);
  });

  it('reads where the dossier stands at the concierge step', async () => {
    const api = fakeApi({ '/api/users/me/onboarding': { step: 'concierge' }, '/api/users/u1/generalDossier': dossier });
    await expect(loadOnboardingProgress(api, 'u1')).resolves.toEqual({
      step: 'concierge',
      dossier: { status: 'in_progress', textConversationId: 't1' },
    });
  });

  it('leaves what it could not read unknown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const noStep = fakeApi({ '/api/users/me/onboarding': new Error('down') });
    await expect(loadOnboardingProgress(noStep, 'u1')).resolves.toEqual({ step: null, dossier: null });
    const noDossier = fakeApi({ '/api/users/me/onboarding': { step: 'concierge' }, '/api/users/u1/generalDossier': new Error('403') });
    await expect(loadOnboardingProgress(noDossier, 'u1')).resolves.toEqual({ step: 'concierge', dossier: null });
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
