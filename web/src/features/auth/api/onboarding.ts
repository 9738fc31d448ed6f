import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Onboarding, OnboardingStep } from '../../../../../shared/api/users.ts';
import { api, type ApiClient } from '../../../lib/api-client.ts';
import type { OnboardingProgress } from '../login-flow.ts';

const onboardingPath = '/api/users/me/onboarding';

/**
 * The user's onboarding step. A request that fails leaves it unknown: resuming is a convenience,
 * never a reason to block sign-in.
 */
export async function loadOnboardingProgress(client: Pick<ApiClient, 'get'>): Promise<OnboardingProgress> {
  const step = await client.get<Onboarding>(onboardingPath).then(
    (onboarding) => onboarding.step,
    (error: unknown) => {
      console.warn('Could not read the onboarding step.', error);
      return null;
    },
  );
  return { step };
}

/** Read afresh each time the sign-in page opens: another tab or device may have moved on. */
export function onboardingProgressQuery(userId: string) {
  return queryOptions({
    queryKey: [onboardingPath, 'progress', userId],
    queryFn: () => loadOnboardingProgress(api),
    gcTime: 0,
  });
}

/** Records that the guest moved on to `step` (the server ignores a step before the one it holds). */
export function useSaveOnboardingStep(): (step: OnboardingStep) => void {
  const save = useMutation({
    mutationFn: (step: OnboardingStep) => api.put<Onboarding>(onboardingPath, { step } satisfies Onboarding),
  });
  // A step that could not be saved only means a reload starts a step earlier: the flow goes on.
  return (step) => save.mutate(step);
}
