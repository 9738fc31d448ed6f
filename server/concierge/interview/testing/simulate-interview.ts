import type { ConciergeSubject } from '../../../../shared/api/concierge.ts';
import type { ConciergeBrain, ConciergeTurn, ConfirmedRevision, InterviewContext, TranscriptMessage } from '../../concierge-turn.ts';
import type { SyntheticGuest } from './synthetic-guest.ts';

export interface SimulatedInterview {
  transcript: TranscriptMessage[];
  /** Every turn the brain took, in order. */
  turns: ConciergeTurn[];
  revision: ConfirmedRevision | null;
}

/** A conversation the test drives: appends each reply and then the guest's next message, as the server would. */
export class Conversation {
  readonly transcript: TranscriptMessage[] = [];
  readonly turns: ConciergeTurn[] = [];

  constructor(
    private readonly brain: ConciergeBrain,
    public context: InterviewContext,
  ) {}

  async concierge(): Promise<ConciergeTurn> {
    const turn = await this.brain.nextTurn({ transcript: [...this.transcript], context: this.context });
    this.turns.push(turn);
    this.transcript.push({
      id: `c${this.transcript.length + 1}`,
      sequence: this.transcript.length + 1,
      from: 'concierge',
      text: turn.reply.text,
      concierge: turn.reply.concierge,
    });
    return turn;
  }

  guest(text: string): TranscriptMessage {
    const message: TranscriptMessage = {
      id: `g${this.transcript.length + 1}`,
      sequence: this.transcript.length + 1,
      from: 'guest',
      text,
      concierge: null,
    };
    this.transcript.push(message);
    return message;
  }

  /** Sends a guest message and answers it. */
  async say(text: string): Promise<ConciergeTurn> {
    this.guest(text);
    return this.concierge();
  }
}

/** Runs a whole interview: the guest answers what is asked from their script ("Skip" once it runs out) and confirms the first summary. */
export async function simulateInterview(brain: ConciergeBrain, guest: SyntheticGuest, maxTurns = 40): Promise<SimulatedInterview> {
  const conversation = new Conversation(brain, { guestName: guest.guestName, eventName: guest.eventName, document: null });
  const asked: Partial<Record<ConciergeSubject, number>> = {};
  let turn = await conversation.concierge();
  while (conversation.turns.length < maxTurns && !turn.revision) {
    const { step, subject } = turn.reply.concierge;
    if (step === 'summary') turn = await conversation.say('Looks right');
    else if (subject && (step === 'greeting' || step === 'question' || step === 'follow_up')) {
      const count = asked[subject] ?? 0;
      asked[subject] = count + 1;
      turn = await conversation.say(guest.answers[subject]?.[count] ?? 'Skip');
    } else break;
  }
  return { transcript: conversation.transcript, turns: conversation.turns, revision: turn.revision };
}
