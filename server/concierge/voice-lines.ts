import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { ConciergeReply, InterviewContext, TranscriptMessage } from './concierge-turn.ts';
import { firstNameOf, question } from './interview/wording.ts';

/**
 * What the concierge says on a call besides the interview itself: the line that opens a call, and
 * the honest answer to a voice turn it could not hear. Both repeat where the interview stands
 * (they carry the interview data of the line they repeat), and the brain never reads them.
 */

/** The data of a line that repeats nothing: no question, nothing to tap. */
const noData: ConciergeMessage = { step: 'note', subject: null, quickAnswers: [], canSkip: false, proposal: null };

/** The question the concierge waits on, asked afresh (without the acknowledgement before it); null when it waits on no question. */
function questionAgain(pending: Pick<TranscriptMessage, 'concierge'> | undefined, context: InterviewContext): string | null {
  const data = pending?.concierge;
  const asking = data?.step === 'greeting' || data?.step === 'question' || data?.step === 'follow_up';
  return asking && data.subject ? question(data.subject, context, 0) : null;
}

/**
 * Opens a call: the concierge says who it is (an AI, not a person) and asks again what it waits on;
 * a guest who has answered before (by text or by voice) is welcomed back instead of introduced to
 * the interview.
 */
export function callOpening(
  pending: Pick<TranscriptMessage, 'text' | 'concierge'>,
  { resumed, context }: { resumed: boolean; context: InterviewContext },
): ConciergeReply {
  const name = firstNameOf(context);
  const hello = resumed
    ? `Welcome back${name ? `, ${name}` : ''}! It's Tandem's concierge again, an AI (not a person). Let's carry on where we left off.`
    : `Hi${name ? ` ${name}` : ''}! This is Tandem's concierge, an AI (not a person). I'll ask you a few questions to write your dossier: answer aloud, and you can switch to typing at any time.`;
  return { text: `${hello} ${questionAgain(pending, context) ?? pending.text}`, concierge: pending.concierge ?? noData };
}

/** The answer to a voice turn nobody could make words of: nothing is lost, and the question it waits on still stands. */
export function notHeardReply(
  pending: Pick<TranscriptMessage, 'text' | 'concierge'> | undefined,
  context: InterviewContext,
): ConciergeReply {
  const sorry = "Sorry, I couldn't make that out. Could you say it again, or type it?";
  const again = questionAgain(pending, context);
  return { text: again ? `${sorry} ${again}` : sorry, concierge: pending?.concierge ?? noData };
}
