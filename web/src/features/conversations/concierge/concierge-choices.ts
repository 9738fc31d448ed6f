import { conciergeReplies, type ConciergeStep } from '../../../../../shared/api/concierge.ts';
import type { DossierDocument } from '../../../../../shared/api/dossier.ts';
import type { Message } from '../../../../../shared/api/conversations.ts';

/** The answers the guest can give with one tap to the concierge message `messageId`. */
export interface ConciergeChoice {
  messageId: string;
  step: ConciergeStep;
  /** Each is sent as an ordinary message, in this order. */
  answers: string[];
}

function isBubble(message: Message): boolean {
  return message.kind === 'text' || message.kind === 'voice_note';
}

/** The dossier a summary message asks the guest to confirm; null on any other message. */
export function summaryProposal(message: Message): DossierDocument | null {
  return message.senderKind === 'concierge' && message.concierge?.step === 'summary' ? message.concierge.proposal : null;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the guest can answer with one tap: the newest concierge message's quick answers, then
 * "Skip" where the question can be skipped; on a summary, "Looks right" and "Change something".
 * Only while that message is the last word: once the guest has answered (or an answer is on its
 * way), an older question's buttons would answer the wrong thing.
 */
export function conciergeChoice(messages: readonly Message[], pendingCount: number): ConciergeChoice | null {
  if (pendingCount > 0) return null;
  const newest = messages.findLast(isBubble);
  if (!newest || newest.senderKind !== 'concierge' || !newest.concierge) return null;
  const { step, quickAnswers, canSkip } = newest.concierge;
  if (summaryProposal(newest)) return { messageId: newest.id, step, answers: [conciergeReplies.confirm, conciergeReplies.change] };
  const answers = quickAnswers.filter(
    (answer, index) => !sameText(answer, conciergeReplies.skip) && quickAnswers.findIndex((other) => sameText(other, answer)) === index,
  );
  if (canSkip) answers.push(conciergeReplies.skip);
  return answers.length === 0 ? null : { messageId: newest.id, step, answers };
}
