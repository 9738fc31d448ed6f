import { useMemo, type ReactNode } from 'react';
import type { ConversationSummary } from '../../../../../shared/api/conversations.ts';
import { displayName } from '../../../lib/display-name.ts';
import { useMatchOfConversation } from '../api/conversation-match.ts';
import { useMeetings } from '../api/meetings.ts';
import { MeetingCard } from './meeting-card.tsx';
import { meetingCardState } from './meeting-card-state.ts';
import { formatMeetingTime } from './meeting-time.ts';

/** A card for the chat's timeline (the chat's `TimelineCard`): drawn at `at`, kept by `key`, read out as `announcement`. */
export type MeetingTimelineCard = { key: string; at: number; render: () => ReactNode; announcement: string | null };

/**
 * The meetings of a matched pair as cards for their chat, each where it last changed (proposed,
 * answered, moved), so the newest news sits with the newest messages. Empty for any other chat;
 * undefined while the pair's meetings are not known yet.
 */
export function useMeetingCards(
  conversation: ConversationSummary | undefined,
  viewerId: string | undefined,
): MeetingTimelineCard[] | undefined {
  const others = conversation && viewerId ? conversation.members.filter((member) => member.userId !== viewerId) : [];
  const other = conversation?.kind === 'direct' && !conversation.readOnly && others.length === 1 ? others[0] : undefined;
  const conversationId = conversation?.id ?? '';
  const match = useMatchOfConversation(conversationId, other !== undefined);
  const meetings = useMeetings(conversationId, other !== undefined && Boolean(match));
  const data = meetings.data;
  const known = !other || match === null || meetings.isError;
  return useMemo(() => {
    if (!data || !other || !viewerId) return known ? [] : undefined;
    const otherName = displayName(other);
    return data.meetings.map((meeting) => {
      const state = meetingCardState(meeting, viewerId, otherName);
      return {
        key: `meeting:${meeting.id}`,
        at: meeting.updatedAt,
        render: () => <MeetingCard meeting={meeting} viewerId={viewerId} otherName={otherName} events={data.events} />,
        announcement: state.news
          ? `${state.heading}: ${formatMeetingTime(meeting.startsAt, meeting.endsAt, meeting.event.timeZone)}`
          : null,
      };
    });
  }, [data, other, viewerId, known]);
}
