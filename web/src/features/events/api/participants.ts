import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateInvitation,
  Participant,
  participantsSchema,
  importInvitationsResultSchema,
} from '../../../../../shared/api/participants.ts';
import { api } from '../../../lib/api-client.ts';
import { eventApiPath, eventKeys } from './event-keys.ts';

export type ParticipantList = z.infer<typeof participantsSchema>;
export type ImportResult = z.infer<typeof importInvitationsResultSchema>;

/** Every participant with state, contact, onboarding and personal link (hosts and admins). */
export function getParticipants(eventId: string): Promise<ParticipantList> {
  return api.get<ParticipantList>(eventKeys.participants(eventId)[0]);
}

export function participantsQueryOptions(eventId: string) {
  return queryOptions({ queryKey: eventKeys.participants(eventId), queryFn: () => getParticipants(eventId) });
}

export function useParticipants(eventId: string, enabled: boolean) {
  return useQuery({ ...participantsQueryOptions(eventId), enabled });
}

export function inviteParticipant({ eventId, invitee }: { eventId: string; invitee: CreateInvitation }): Promise<Participant> {
  return api.post<Participant>(`${eventApiPath(eventId)}/invitations`, invitee);
}

/** All or nothing: a bad row fails the whole import with every problem by line. */
export function importInvitations({ eventId, csv }: { eventId: string; csv: string }): Promise<ImportResult> {
  return api.post<ImportResult>(`${eventApiPath(eventId)}/invitations/import`, { csv });
}

export function revokeInvitation({ eventId, participantId }: { eventId: string; participantId: string }): Promise<Participant> {
  return api.delete<Participant>(`${eventApiPath(eventId)}/invitations/${encodeURIComponent(participantId)}`);
}

export function removeParticipant({ eventId, participantId }: { eventId: string; participantId: string }): Promise<Participant> {
  return api.delete<Participant>(`${eventApiPath(eventId)}/participants/${encodeURIComponent(participantId)}`);
}

/** Any change to the list refetches it (counts and order come from the server) and the event's count. */
function useParticipantsMutation<Input extends { eventId: string }, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_answer, { eventId }) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.participants(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
    },
  });
}

export function useInviteParticipant() {
  return useParticipantsMutation(inviteParticipant);
}

export function useImportInvitations() {
  return useParticipantsMutation(importInvitations);
}

export function useRevokeInvitation() {
  return useParticipantsMutation(revokeInvitation);
}

export function useRemoveParticipant() {
  return useParticipantsMutation(removeParticipant);
}
