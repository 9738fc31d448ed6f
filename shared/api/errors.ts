import { z } from 'zod';

/** The one error shape of every API answer that is not a success. */
export const apiErrorSchema = z.object({
  code: z.string().describe('A snake_case reason a program can branch on'),
  message: z.string().describe('A sentence a person can read'),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
