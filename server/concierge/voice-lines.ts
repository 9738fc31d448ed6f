import type { ConciergeMessage } from '../../shared/api/concierge.ts';
import type { ConciergeReply, InterviewContext, TranscriptMessage } from './concierge-turn.ts';
import type { TranscriptStatus } from '../db/schema.ts';
import { firstNameOf, question } from './interview/wording.ts';

/**
 * What the concierge says on a call besides the interview itself: the line that opens a call, the
 * honest answer to a voice turn it could not hear, and the line that continues the interview in
 * the text chat after a call. All repeat where the interview stands (they carry the interview data
 * of the line they repeat), and the brain never reads them.
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

/**
 * Why a voice turn has no words: the recognizer heard no words in it, the recognizer failed on it
 * (it is down or broke), or nothing here recognises speech at all.
 */
export type UnheardReason = 'no_words' | 'recognizer_failed' | 'no_recognizer';

export function unheardReason(transcription: TranscriptStatus | 'none' | null): UnheardReason {
  if (transcription === 'failed') return 'recognizer_failed';
  if (transcription === 'none') return 'no_recognizer';
  return 'no_words';
}

const unheardSorry: Record<UnheardReason, string> = {
  no_words:
    "Sorry, I couldn't make out any words in that: it may have been too quiet or too noisy. Could you say it again, a little closer to the microphone, or switch to text and type it?",
  recognizer_failed:
    "Sorry, speech recognition isn't working right now, so I couldn't hear that answer. Could you switch to text and type it?",
  no_recognizer: "Sorry, speech can't be recognised here, so I couldn't hear that answer. Could you switch to text and type it?",
};

/**
 * The answer to a voice turn nobody could make words of: it says why in plain words, nothing is
 * lost, and the question it waits on still stands.
 */
export function notHeardReply(
  pending: Pick<TranscriptMessage, 'text' | 'concierge'> | undefined,
  context: InterviewContext,
  reason: UnheardReason = 'no_words',
): ConciergeReply {
  const sorry = unheardSorry[reason];
  const again = questionAgain(pending, context);
  return { text: again ? `${sorry} ${again}` : sorry, concierge: pending?.concierge ?? noData };
}

/** A text continuation quotes at most this many of the guest's turns on the call, the latest ones. */
export const continuationMaxTurns = 6;
/** Each quoted turn is cut to about this many characters. */
export const continuationMaxTurnLength = 280;

function quoted(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= continuationMaxTurnLength) return `“${words}”`;
  const cut = words.slice(0, continuationMaxTurnLength + 1);
  const end = cut.lastIndexOf(' ');
  return `“${(end > continuationMaxTurnLength / 2 ? cut.slice(0, end) : cut.slice(0, continuationMaxTurnLength)).trimEnd()}…”`;
}

/**
 * Continues the interview in the text chat after a call: says it carries on where the call left
 * off, quotes what the guest said on the call (`said`, oldest first; the latest few), says so when
 * their newest answers there could not be made out (`unheard` of them), and asks again what it
 * waits on, so the guest neither answers again nor loses what they said aloud.
 */
export function textContinuationLine(
  pending: Pick<TranscriptMessage, 'text' | 'concierge'>,
  said: readonly string[],
  context: InterviewContext,
  unheard = 0,
): ConciergeReply {
  const shown = said.slice(-continuationMaxTurns);
  const earlier = said.length - shown.length;
  const recap =
    shown.length === 0
      ? ''
      : `On the call you told me${earlier > 0 ? ` (the latest ${shown.length} of ${said.length} answers)` : ''}:\n` +
        `${shown.map((text) => `• ${quoted(text)}`).join('\n')}\n\n`;
  const notHeard =
    unheard === 0
      ? ''
      : unheard === 1
        ? "I couldn't make out your last answer on the call, so please write it here. "
        : `I couldn't make out your last ${unheard} answers on the call, so please write them here. `;
  const next = questionAgain(pending, context) ?? pending.text;
  return {
    text: `Let's carry on here in writing, where we left off on the call.${recap ? `\n${recap}` : ' '}${notHeard}${next}`,
    concierge: pending.concierge ?? noData,
  };
}
