import type { Kysely } from 'kysely';
import type { Database, OnboardingStep } from '../db/schema.ts';

/** The SQL of the onboarding step a user reached (the row is written when the user is created). */
export function createOnboardingRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<OnboardingStep | undefined> {
      const row = await db.selectFrom('user_onboarding').select('step').where('user_id', '=', userId).executeTakeFirst();
      return row?.step;
    },

    async save(userId: string, step: OnboardingStep, now: number): Promise<void> {
      await db
        .insertInto('user_onboarding')
        .values({ user_id: userId, step, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ step, updated_at: now }))
        .execute();
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
