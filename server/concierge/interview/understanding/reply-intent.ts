/**
 * What a guest's reply means for the interview, whatever its words: the reader learns it from
 * examples (`reply-examples.ts`), and the interviewer decides what to do with it.
 *
 * - yes: agrees with what the concierge proposed or checked ("That's accurate, thanks!").
 * - no: something is wrong, without saying what ("Not quite").
 * - change: says what to change ("Move the CFO to looking for", "yes but add sailing").
 * - skip: declines to answer, or wants to move on ("pass", "rather not say", "nothing really").
 * - unsure: does not know yet ("hmm not sure", "maybe?").
 * - question: asks the concierge something back ("who sees this?").
 * - answer: tells something about themselves, answering a question.
 */
export type ReplyIntent = 'yes' | 'no' | 'change' | 'skip' | 'unsure' | 'question' | 'answer';

/** What the concierge had just said: a summary or check to confirm, or a question about the guest. */
export type ReplyContext = 'summary' | 'question';

export interface ReplyExample {
  context: ReplyContext;
  text: string;
  intent: ReplyIntent;
  /** A skip, "not sure" or question that means so only where it was said, not after the other context's prompt too. */
  ownContextOnly?: boolean;
}
