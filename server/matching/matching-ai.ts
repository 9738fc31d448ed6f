import type { Logger } from 'pino';
import type { LlmConfig } from '../config.ts';
import { createChatCompletions } from '../llm/chat-completions.ts';
import { createEmbeddings } from '../llm/embeddings.ts';
import type { DossierEmbeddingsRepository } from './ai/dossier-embeddings.repository.ts';
import { createDossierVectors, type DossierVectorsSource } from './ai/dossier-vectors.ts';
import { createLlmReasonWriter, type ReasonWriter } from './ai/llm-reason-writer.ts';

export interface MatchingAi {
  vectors?: DossierVectorsSource;
  reasons?: ReasonWriter;
}

/**
 * The AI parts of matchmaking the LLM settings turn on: reasons written by the chat model with
 * an endpoint, and semantic vectors too when an embedding model is named. None without an endpoint.
 */
export function createMatchingAi(
  llm: LlmConfig | undefined,
  embeddingsCache: DossierEmbeddingsRepository,
  { logger, now }: { logger: Logger; now: () => number },
): MatchingAi {
  if (!llm) return {};
  const reasons = createLlmReasonWriter({ chat: createChatCompletions(llm), logger });
  if (!llm.embeddingModel) return { reasons };
  const embeddings = createEmbeddings({ ...llm, model: llm.embeddingModel });
  return { reasons, vectors: createDossierVectors({ embeddings, repository: embeddingsCache, logger, now }) };
}
