import { z } from 'zod';

export const analyticsSummaryQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(30).describe('How many UTC days back, today included'),
});

/** The admin view of product analytics: volume per day, the sign-in funnel and the commonest events. */
export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  eventsPerDay: z.array(z.object({ day: z.string().describe('YYYY-MM-DD, UTC'), count: z.number().int() })),
  funnel: z.array(
    z.object({
      step: z.string(),
      users: z.number().int().describe('Distinct users (user id, else device id) who reached this step and every earlier one'),
      conversionFromPrevious: z
        .number()
        .min(0)
        .max(1)
        .nullable()
        .describe('users / users of the previous step; null for the first step and after a step nobody reached'),
    }),
  ),
  topEvents: z.array(z.object({ eventType: z.string(), count: z.number().int() })).max(10),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
