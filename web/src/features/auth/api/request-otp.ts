import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestOtpResponseSchema } from '../../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

/** Texts a sign-in code to the number (E.164). */
export function requestOtp(phoneNumber: string): Promise<RequestOtpResponse> {
  return api.post<RequestOtpResponse>('/api/auth/otp', { phoneNumber });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
