import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Meeting, MeetingsResponse, ProposeMeeting } from '../../../../../shared/api/meetings.ts';
import { api } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../platform/realtime/realtime-provider.tsx';
import { matchingKeys, matchingPaths } from './matching-keys.ts';

/** The pair's meetings in this chat, kept current by `meeting.updated`. */
export function useMeetings(conversationId: string, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = matchingKeys.meetings(conversationId);
  useRealtimeEvent('meeting.updated', (event) => {
    if (event.conversationId === conversationId) void queryClient.invalidateQueries({ queryKey, exact: true });
  });
  return useQuery({ queryKey, queryFn: () => api.get<MeetingsResponse>(queryKey[0]), enabled });
}

export type MeetingChange =
  | { kind: 'propose'; proposal: ProposeMeeting }
  | { kind: 'reschedule'; meetingId: string; proposal: ProposeMeeting }
  | { kind: 'accept' | 'decline' | 'cancel'; meetingId: string };

function changeMeeting(conversationId: string, change: MeetingChange): Promise<Meeting> {
  switch (change.kind) {
    case 'propose':
      return api.post<Meeting>(matchingKeys.meetings(conversationId)[0], change.proposal);
    case 'reschedule':
      return api.put<Meeting>(`${matchingPaths.meeting(change.meetingId)}/time`, change.proposal);
    default:
      return api.post<Meeting>(`${matchingPaths.meeting(change.meetingId)}/${change.kind}`);
  }
}

/** Proposes, moves, answers or cancels a meeting; the list is read again afterwards, whatever happened. */
export function useChangeMeeting(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MeetingChange) => changeMeeting(conversationId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingKeys.meetings(conversationId), exact: true }),
  });
}

/** Where the caller's calendar invite downloads from. */
export const meetingInvitePath = (meetingId: string) => `${matchingPaths.meeting(meetingId)}/invite.ics`;
