import type { Logger } from 'pino';
import type { ConciergeBrain } from '../concierge-turn.ts';
import { acceptLlmTurn } from './accept-llm-turn.ts';
import { ChatCompletionError, type ChatCompletions } from '../../llm/chat-completions.ts';
import { conciergeDataMessage, conciergeSystemPrompt } from './concierge-prompt.ts';
import { llmTurnJsonSchema } from './llm-turn-schema.ts';

export interface LlmBrainOptions {
  chat: ChatCompletions;
  /** Answers every turn the model cannot: the built-in interviewer. */
  fallback: ConciergeBrain;
  logger: Logger;
}

/** Low, so the interview reads the same way twice, but not zero, so follow-ups do not repeat word for word. */
const temperature = 0.3;

/**
 * The concierge led by an LLM. Each turn is one chat completion; when it times out, fails, or
 * answers something the schema or the honesty rules refuse, the fallback brain answers that turn
 * instead, so the guest's message always gets its reply, and the next turn asks the model again.
 * The greeting is always the fallback's: it must say plainly that the concierge is an AI.
 */
export function createLlmBrain({ chat, fallback, logger }: LlmBrainOptions): ConciergeBrain {
  const schema = llmTurnJsonSchema();

  return {
    async nextTurn(input, signal) {
      if (input.transcript.at(-1)?.from !== 'guest') return fallback.nextTurn(input, signal);
      try {
        const answer = await chat.completeJson(
          {
            messages: [{ role: 'system', content: conciergeSystemPrompt }, conciergeDataMessage(input)],
            schemaName: 'concierge_turn',
            schema,
            temperature,
          },
          signal,
        );
        const verdict = acceptLlmTurn(answer, input);
        if (verdict.accepted) return verdict.turn;
        logger.warn({ problem: verdict.problem }, 'the LLM concierge answer was refused; the built-in interviewer answers this turn');
      } catch (error) {
        // Stopped by the caller (a shutdown): the turn is not answered here, and the job runs it again later.
        if (signal?.aborted) throw error;
        // Only the error's own words, which quote neither the guest nor the model.
        const detail =
          error instanceof ChatCompletionError ? { failure: error.failure, status: error.status, reason: error.message } : { err: error };
        logger.warn(detail, 'the LLM concierge failed; the built-in interviewer answers this turn');
      }
      return fallback.nextTurn(input, signal);
    },
  };
}
