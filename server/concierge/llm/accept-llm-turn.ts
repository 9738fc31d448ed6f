import type { z } from 'zod';
import { conciergeMessageSchema, conciergeReplies, type ConciergeMessage } from '../../../shared/api/concierge.ts';
import { limits } from '../../../shared/limits.ts';
import type { ConciergeTurn, TranscriptMessage, TurnInput } from '../concierge-turn.ts';
import { unsaidWords } from '../honesty.ts';
import { guestMessageIdsOf, uncitedItem } from '../revision-check.ts';
import { llmTurnSchema, type LlmTurn } from './llm-turn-schema.ts';

/**
 * Decides whether a model's answer may be the concierge's turn: it must match the schema and the
 * shared limits, and keep the interview honest (every dossier item cites the guest's own messages,
 * a revision is only ever the summary the guest just confirmed). A rejected answer says why in
 * words that quote neither the guest nor the model, so they can be logged.
 */

export type LlmTurnVerdict = { accepted: true; turn: ConciergeTurn } | { accepted: false; problem: string };

const followUpsPerSubject = 2;

const rejected = (problem: string): LlmTurnVerdict => ({ accepted: false, problem });

export function acceptLlmTurn(answer: unknown, { transcript, context }: TurnInput): LlmTurnVerdict {
  const parsed = llmTurnSchema.safeParse(answer);
  if (!parsed.success) return rejected(`the answer does not match the turn schema (${issueList(parsed.error)})`);
  const turn = parsed.data;
  const text = turn.reply.trim();
  if (!text || text.length > limits.messageMaxLength) return rejected('the reply is empty or too long');
  if (transcript.at(-1)?.from !== 'guest') return rejected('there is no guest message to answer');
  const guestIds = guestMessageIdsOf(transcript);

  if (turn.confirmedSummary) {
    const summary = transcript.at(-2);
    const proposal = summary?.from === 'concierge' && summary.concierge?.step === 'summary' ? summary.concierge.proposal : null;
    if (!proposal) return rejected('a confirmation must answer a summary, right after it');
    if (uncitedItem(proposal, guestIds, context.document) !== null)
      return rejected('the confirmed summary cites messages that are not the guest’s');
    // The first confirmation is first_time whatever the model says; after it, only the model knows how the round began.
    const updateType = context.document ? turn.updateType : 'first_time';
    if (updateType === null || (context.document && updateType === 'first_time')) {
      return rejected('a confirmed update of an existing dossier must be deepened or modification_request');
    }
    const concierge = checkedMessage({ step: 'saved', subject: null, quickAnswers: turn.quickAnswers, canSkip: false, proposal: null });
    if (!concierge.success) return rejected(`the reply's interview data breaks the shared schema (${issueList(concierge.error)})`);
    return {
      accepted: true,
      turn: {
        reply: { text, concierge: concierge.data },
        revision: { updateType, document: proposal, triggerMessageId: transcript.at(-1)!.id },
      },
    };
  }

  const interview = interviewData(turn, transcript);
  if (typeof interview === 'string') return rejected(interview);
  const concierge = checkedMessage(interview);
  if (!concierge.success) return rejected(`the reply's interview data breaks the shared schema (${issueList(concierge.error)})`);
  const { proposal } = concierge.data;
  if (proposal && uncitedItem(proposal, guestIds, context.document) !== null) {
    return rejected('a proposed item cites no message, or a message that is not the guest’s');
  }
  if (proposal && unsaidWords(proposal, saidByTheGuest(transcript, context)).length > 0) {
    return rejected('the proposal uses words the guest did not write');
  }
  return { accepted: true, turn: { reply: { text, concierge: concierge.data }, revision: null } };
}

/** The interview data of a turn that saves nothing, with the parts the chat relies on made consistent; or why it cannot be. */
function interviewData(turn: LlmTurn, transcript: TranscriptMessage[]): ConciergeMessage | string {
  switch (turn.step) {
    case 'saved':
      return 'only a confirmation saves';
    case 'summary':
      if (!turn.proposal) return 'a summary needs a proposal';
      // The chat draws the summary card's buttons from these two answers.
      return {
        step: 'summary',
        subject: null,
        quickAnswers: [conciergeReplies.confirm, conciergeReplies.change],
        canSkip: false,
        proposal: turn.proposal,
      };
    case 'question':
    case 'follow_up':
      if (!turn.subject) return `a ${turn.step} needs a subject`;
      if (turn.step === 'follow_up' && followUpsInARow(transcript, turn.subject) >= followUpsPerSubject) {
        return 'a third follow-up on one subject';
      }
      return { step: turn.step, subject: turn.subject, quickAnswers: turn.quickAnswers, canSkip: turn.canSkip, proposal: null };
    case 'note':
      return { step: 'note', subject: turn.subject, quickAnswers: turn.quickAnswers, canSkip: turn.canSkip, proposal: null };
  }
}

/** How many follow-ups on `subject` the concierge has asked since it last asked anything else. */
function followUpsInARow(transcript: TranscriptMessage[], subject: string): number {
  let count = 0;
  for (const message of transcript.toReversed()) {
    if (message.from !== 'concierge') continue;
    if (message.concierge?.step !== 'follow_up' || message.concierge.subject !== subject) break;
    count += 1;
  }
  return count;
}

/** Everything the guest has said: their name, their messages, and their dossier as last saved (which may hold their own edits). */
function saidByTheGuest(transcript: TranscriptMessage[], { guestName, document: saved }: TurnInput['context']): string[] {
  const messages = transcript.filter((message) => message.from === 'guest').map((message) => message.text);
  const items = saved
    ? [saved.headline, saved.about, ...[...saved.lookingFor, ...saved.canOffer, ...saved.topics].map((item) => item.text)]
    : [];
  return [guestName ?? '', ...messages, ...items];
}

function checkedMessage(message: ConciergeMessage) {
  return conciergeMessageSchema.safeParse(message);
}

/** Where and how the answer broke the schema, without the values (they may quote the guest). */
function issueList(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.code}`)
    .join(', ');
}
