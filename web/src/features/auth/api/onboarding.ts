import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Onboarding, OnboardingStep } from '../../../../../shared/api/users.ts';
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { loadGeneralDossier } from '../../../platform/session/general-dossier.ts';
import type { OnboardingProgress } from '../login-flow.ts';

const onboardingPath = '/api/users/me/onboarding';

/**
 * The user's onboarding step and, at the concierge step, where their dossier stands. A request
 * that fails leaves that part unknown: resuming is a convenience, never a reason to block sign-in.
 */
export async function loadOnboardingProgress(client: Pick<ApiClient, 'get'>, userId: string): Promise<OnboardingProgress> {
  const step = await client.get<Onboarding>(onboardingPath).then(
    (onboarding) => onboarding.step,
    (error: unknown) => {
      console.warn('Could not read the onboarding step.', error);
      return null;
    },
  );
  if (step !== 'concierge') return { step, dossier: null };
  const dossier = await loadGeneralDossier(client, userId).then(
    ({ status, textConversationId }) => ({ status, textConversationId }),
    (error: unknown) => {
      console.warn('Could not read the general dossier.', error);
      return null;
    },
  );
  return { step, dossier };
}

/** Read afresh each time the sign-in page opens: another tab or device may have moved on. */
export function onboardingProgressQuery(userId: string) {
  return queryOptions({
    queryKey: [onboardingPath, 'progress', userId],
    queryFn: () => loadOnboardingProgress(api, userId),
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
