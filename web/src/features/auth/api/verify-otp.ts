import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyOtpResponseSchema } from '../../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from '../../../platform/session/use-session.ts';

export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** Signs in with the texted code; the server sets the session cookies. */
export function verifyOtp(input: { phoneNumber: string; code: string }): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>('/api/auth/otp/verify', input);
}

/** Verifies the code and makes the signed-in user the session's user at once. */
export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
