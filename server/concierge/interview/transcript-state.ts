import type { ConciergeMessage, ConciergeSubject } from '../../../shared/api/concierge.ts';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import type { TranscriptMessage } from '../concierge-turn.ts';
import { isDeepenRequest } from './replies.ts';

/**
 * What a concierge message did, read from its interview data alone (an LLM may have written it):
 * asked about a subject, proposed a summary, asked what to change in one, saved, or closed a round.
 */
export type ConciergeRole = 'question' | 'summary' | 'change_prompt' | 'saved' | 'idle';

/** A round: the first interview, a deepening ("Tell me more"), or a change request after the dossier was saved. */
export type RoundKind = 'interview' | 'deepen' | 'modify';

export interface GuestAnswer {
  message: TranscriptMessage;
  /** The subject of the question it answers; null when it answers none (a change request, a reply to a summary). */
  asked: ConciergeSubject | null;
}

export interface InterviewState {
  round: RoundKind;
  /** The guest's messages of this round, oldest first. */
  answers: GuestAnswer[];
  /** The newest concierge message and what it did; null before the concierge has said anything. */
  last: { message: TranscriptMessage; data: ConciergeMessage; role: ConciergeRole } | null;
  /** The guest's messages since the newest concierge message: what this turn answers. */
  pending: TranscriptMessage[];
  /** How often each subject was asked this round (question or follow-up). */
  asks: Record<ConciergeSubject, number>;
  /** The newest summary's proposal this round, if any. */
  proposal: DossierDocument | null;
}

function roleOf(data: ConciergeMessage, previous: ConciergeRole | null): ConciergeRole {
  switch (data.step) {
    case 'greeting':
    case 'question':
    case 'follow_up':
      return data.subject ? 'question' : 'idle';
    case 'summary':
      return data.proposal ? 'summary' : 'idle';
    case 'saved':
      return 'saved';
    case 'note':
      return previous === 'summary' || previous === 'change_prompt' ? 'change_prompt' : 'idle';
  }
}

/** Reads where the interview stands from the transcript alone. */
export function interviewState(transcript: readonly TranscriptMessage[]): InterviewState {
  const roles: (ConciergeRole | null)[] = [];
  let previous: ConciergeRole | null = null;
  let roundStart = 0;
  transcript.forEach((message, index) => {
    if (message.from !== 'concierge' || !message.concierge) {
      roles.push(null);
      return;
    }
    previous = roleOf(message.concierge, previous);
    roles.push(previous);
    if (previous === 'saved' || previous === 'idle') roundStart = index + 1;
  });

  const firstGuest = transcript.slice(roundStart).find((message) => message.from === 'guest');
  const round: RoundKind = roundStart === 0 ? 'interview' : firstGuest && isDeepenRequest(firstGuest.text) ? 'deepen' : 'modify';

  const asks: Record<ConciergeSubject, number> = { identity: 0, event_goals: 0, looking_for: 0, can_offer: 0, topics: 0 };
  const answers: GuestAnswer[] = [];
  let asked: ConciergeSubject | null = null;
  let proposal: DossierDocument | null = null;
  let last: InterviewState['last'] = null;
  let pending: TranscriptMessage[] = [];
  transcript.forEach((message, index) => {
    const role = roles[index];
    if (message.concierge && role) {
      last = { message, data: message.concierge, role };
      pending = [];
      asked = role === 'question' ? message.concierge.subject : null;
      if (index < roundStart) return;
      if (role === 'question' && asked) asks[asked] += 1;
      if (role === 'summary') proposal = message.concierge.proposal;
      return;
    }
    if (message.from !== 'guest') return;
    pending.push(message);
    if (index >= roundStart) answers.push({ message, asked });
  });
  return { round, answers, last, pending, asks, proposal };
}
