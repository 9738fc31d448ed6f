import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnSessionsResponse } from '../../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { requestOtp } from './request-otp.ts';

/** The signed-in person's live sessions (`GET /api/auth/sessions`), read with the default loader. */
export const ownSessionsQuery = queryOptions<OwnSessionsResponse>({ queryKey: ['/api/auth/sessions'] });

/** Ends another of the person's sessions; the server asks for a fresh code when the sign-in is old (403 `reauthentication_required`). */
export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.delete<{ ok: true }>(`/api/auth/sessions/${encodeURIComponent(sessionId)}`),
    onSettled: () => queryClient.invalidateQueries(ownSessionsQuery),
  });
}

/** Texts a code to the person's own number, then confirms it is them with it. */
export function useReauthentication(phoneNumber: string) {
  const queryClient = useQueryClient();
  const sendCode = useMutation({ mutationFn: () => requestOtp(phoneNumber) });
  const confirm = useMutation({
    mutationFn: (code: string) => api.post<{ ok: true }>('/api/auth/reauthenticate', { code }),
    onSuccess: () => queryClient.invalidateQueries(ownSessionsQuery),
  });
  return { sendCode, confirm };
}

/** Ends every session of the person but this browser's. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ended: number }>('/api/auth/sessions'),
    onSettled: () => queryClient.invalidateQueries(ownSessionsQuery),
  });
}
