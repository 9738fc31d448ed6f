import type { Logger } from 'pino';
import { z } from 'zod';
import { ChatCompletionError, type ChatCompletions } from '../../llm/chat-completions.ts';
import type { Attendee, ProspectFacets } from '../engine/engine-types.ts';
import { reasonProblem } from './reason-check.ts';
import { reasonData, reasonFacts, reasonJsonSchema, reasonMessages } from './reason-prompt.ts';

/**
 * What came of asking the model for one reason: the reason, or why the built-in one stays for now —
 * the model wrote something the check refuses, or the endpoint failed (down, slow, malformed, or the
 * caller stopped it).
 */
export type WrittenReason = { outcome: 'written'; reason: string } | { outcome: 'refused' } | { outcome: 'failed' };

export interface ReasonWriter {
  /** A reason for `viewer` to meet `prospect`, from the facts the engine matched and its built-in reason. Never throws. */
  write(viewer: Attendee, prospect: Attendee, facets: ProspectFacets, offlineReason: string, signal: AbortSignal): Promise<WrittenReason>;
}

export interface LlmReasonWriterOptions {
  chat: ChatCompletions;
  logger: Logger;
}

/** Low, so a reason reads the same way on the next recompute, but not zero, so reasons do not all share one sentence. */
const temperature = 0.3;

const answerSchema = z.object({ reason: z.string() });

const refused = { outcome: 'refused' } as const;
const failed = { outcome: 'failed' } as const;

/**
 * Prospects' reasons written by an LLM from the facts the engine matched, each checked to add no
 * fact; the caller keeps the built-in reason whenever the model fails, is slow, or writes something
 * the check refuses. Logs say why, never what the guests or the model wrote.
 */
export function createLlmReasonWriter({ chat, logger }: LlmReasonWriterOptions): ReasonWriter {
  return {
    async write(viewer, prospect, facets, offlineReason, signal) {
      if (signal.aborted) return failed;
      const data = reasonData(viewer, prospect, facets, offlineReason);
      const ids = { viewerId: viewer.userId, prospectId: prospect.userId };
      try {
        const answer = answerSchema.safeParse(
          await chat.completeJson(
            { messages: reasonMessages(data), schemaName: 'prospect_reason', schema: reasonJsonSchema, temperature },
            signal,
          ),
        );
        if (!answer.success) {
          logger.warn(ids, 'the LLM reason does not match its schema; the built-in reason stays');
          return failed;
        }
        const problem = reasonProblem(answer.data.reason, reasonFacts(data));
        if (problem === null) return { outcome: 'written', reason: answer.data.reason.trim().replace(/\s+/g, ' ') };
        logger.warn({ ...ids, problem }, 'the LLM reason was refused; the built-in reason stays');
        return refused;
      } catch (error) {
        // Stopped by the caller (a shutdown): no failure of the model's to warn of.
        if (signal.aborted) return failed;
        const detail =
          error instanceof ChatCompletionError ? { failure: error.failure, status: error.status, reason: error.message } : { err: error };
        logger.warn({ ...ids, ...detail }, 'the LLM reason failed; the built-in reason stays');
        return failed;
      }
    },
  };
}
