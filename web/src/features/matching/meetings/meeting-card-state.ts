import type { Meeting } from '../../../../../shared/api/meetings.ts';

/** How a meeting card looks and what it offers the one reading it. */
export interface MeetingCardState {
  /** Colours the card: waiting for an answer, agreed, or off. */
  tone: 'open' | 'agreed' | 'off';
  /** What happened, in words: "Noa Angel proposed to meet". */
  heading: string;
  /** Where it stands now: "Waiting for Theo Builder to answer". */
  detail: string;
  /** Accept, Decline and Suggest another time: only the one it was proposed to, while proposed. */
  canAnswer: boolean;
  /** "Add to calendar", once agreed. */
  canAddToCalendar: boolean;
  /** The other person did this (or it was called off), so a screen reader hears of it as it happens. */
  news: boolean;
}

/**
 * A meeting as its card in the chat tells it to `viewerId`: who proposed (or suggested another
 * time), who answered, and what is left to do. A proposal moved to a new time (its sequence
 * grew while it is proposed again) reads as another time suggested.
 */
export function meetingCardState(meeting: Meeting, viewerId: string, otherName: string): MeetingCardState {
  const byViewer = meeting.proposedBy === viewerId;
  const proposer = byViewer ? 'You' : otherName;
  const answerer = byViewer ? otherName : 'You';
  const closed = { canAnswer: false, canAddToCalendar: false };
  switch (meeting.status) {
    case 'proposed': {
      const moved = meeting.sequence > 0;
      return {
        tone: 'open',
        heading: moved ? `${proposer} suggested another time` : `${proposer} proposed to meet`,
        detail: byViewer ? `Waiting for ${otherName} to answer` : 'Does this time suit you?',
        canAnswer: !byViewer,
        canAddToCalendar: false,
        news: !byViewer,
      };
    }
    case 'accepted':
      return {
        tone: 'agreed',
        heading: `${answerer} accepted`,
        detail: `You're meeting ${otherName}`,
        canAnswer: false,
        canAddToCalendar: true,
        news: byViewer,
      };
    case 'declined':
      return {
        tone: 'off',
        heading: `${answerer} declined this time`,
        detail: 'Either of you can propose another time with Meet.',
        ...closed,
        news: byViewer,
      };
    case 'cancelled':
      // Who called it off is not kept: both hear of it.
      return {
        tone: 'off',
        heading: 'Meeting called off',
        detail: 'Either of you can propose another time with Meet.',
        ...closed,
        news: true,
      };
  }
}
