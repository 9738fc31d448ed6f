import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ConciergeBrain } from './concierge-turn.ts';
import { createChatCompletions } from '../llm/chat-completions.ts';
import { createLlmBrain } from './llm/llm-brain.ts';
import { createOfflineBrain } from './offline-brain.ts';

/** The built-in interviewer; with an LLM configured, the LLM leads and the built-in one answers when it fails. */
export function createConciergeBrain(config: Pick<Config, 'llm'>, logger: Logger): ConciergeBrain {
  const offline = createOfflineBrain();
  if (!config.llm) return offline;
  return createLlmBrain({ chat: createChatCompletions(config.llm), fallback: offline, logger });
}
