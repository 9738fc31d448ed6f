import type { Onboarding, OnboardingStep } from '../../shared/api/users.ts';
import { laterStep, stepOfUnrecordedUser } from './onboarding.ts';
import type { OnboardingRepository } from './onboarding.repository.ts';

export interface OnboardingServiceDependencies {
  onboarding: OnboardingRepository;
  now: () => number;
}

/** Where a guest is in onboarding (details, picture, tour, concierge), so it resumes after a reload or on another device. */
export function createOnboardingService({ onboarding, now }: OnboardingServiceDependencies) {
  async function current(user: { id: string; name: string | null }): Promise<OnboardingStep> {
    return (await onboarding.find(user.id)) ?? stepOfUnrecordedUser(user);
  }

  return {
    async get(user: { id: string; name: string | null }): Promise<Onboarding> {
      return { step: await current(user) };
    },

    /** Moves the user on to `step`; an earlier step than theirs changes nothing. Answers the step they are at. */
    async advance(user: { id: string; name: string | null }, step: OnboardingStep): Promise<Onboarding> {
      const from = await current(user);
      const to = laterStep(from, step);
      if (to !== from) await onboarding.save(user.id, to, now());
      return { step: to };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
