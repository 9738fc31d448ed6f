import { onboardingStepSchema, type OnboardingStep } from '../../shared/api/users.ts';

const order = onboardingStepSchema.options;

/** Onboarding only moves forward: a tab left on an earlier step must not send the guest back. */
export function laterStep(current: OnboardingStep, asked: OnboardingStep): OnboardingStep {
  return order.indexOf(asked) > order.indexOf(current) ? asked : current;
}

/**
 * A user without a row signed up before onboarding was recorded: with a name they had finished it,
 * without one they stopped at the details.
 */
export function stepOfUnrecordedUser(user: { name: string | null }): OnboardingStep {
  return (user.name ?? '').trim() === '' ? 'details' : 'done';
}
