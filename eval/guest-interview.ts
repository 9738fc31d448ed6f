import { conciergeReplies, type ConciergeSubject } from '../shared/api/concierge.ts';
import type { ConciergeBrain } from '../server/concierge/concierge-turn.ts';
import { Conversation } from '../server/concierge/interview/testing/simulate-interview.ts';

/** A guest as an eval round writes them: what they answer to each subject (in order, when asked again), and how they say yes. */
export interface ScriptedGuest {
  guestName: string;
  eventName: string;
  answers: Partial<Record<ConciergeSubject, readonly string[]>>;
  confirmation: string;
}

/**
 * A whole interview through a concierge brain, as the guest would give it: each question gets
 * their next answer to its subject (Skip when they have none left), the first summary their own
 * yes, and any later summary or note the first button it offers. Stops at a saved dossier or after
 * 16 guest turns.
 */
export async function interviewGuest(brain: ConciergeBrain, guest: ScriptedGuest) {
  const conversation = new Conversation(brain, { guestName: guest.guestName, eventName: guest.eventName, document: null });
  const asked: Partial<Record<ConciergeSubject, number>> = {};
  let guestTurns = 0;
  let confirmed = false;
  let turn = await conversation.concierge();
  while (guestTurns < 16 && !turn.revision) {
    const { step, subject } = turn.reply.concierge;
    let text: string;
    if (step === 'summary' || step === 'note') {
      text = confirmed ? (turn.reply.concierge.quickAnswers[0] ?? conciergeReplies.confirm) : guest.confirmation;
      confirmed = true;
    } else if (subject) {
      const count = asked[subject] ?? 0;
      asked[subject] = count + 1;
      text = guest.answers[subject]?.[count] || conciergeReplies.skip;
    } else break;
    guestTurns += 1;
    turn = await conversation.say(text);
  }
  return { revision: turn.revision, guestTurns };
}
