import type { Logger } from 'pino';
import type { LlmConfig } from '../config.ts';
import { createChatCompletions } from '../llm/chat-completions.ts';
import { createEmbeddings } from '../llm/embeddings.ts';
import type { DossierEmbeddingsRepository } from './ai/dossier-embeddings.repository.ts';
import { createDossierVectors } from './ai/dossier-vectors.ts';
import { createLlmReasonWriter } from './ai/llm-reason-writer.ts';
import type { DossierVectorsSource, ProspectReasonWriter } from './recompute.service.ts';

export interface MatchingAi {
  vectors?: DossierVectorsSource;
  reasons?: ProspectReasonWriter;
}

/**
 * The AI parts of matchmaking the LLM settings turn on: reasons written by the chat model with
 * an endpoint, and semantic vectors too when an embedding model is named. None without an endpoint.
 */
export function createMatchingAi(llm: LlmConfig | undefined, embeddingsCache: DossierEmbeddingsRepository, logger: Logger): MatchingAi {
  if (!llm) return {};
  const reasons = createLlmReasonWriter({ chat: createChatCompletions(llm), logger });
  if (!llm.embeddingModel) return { reasons };
  const embeddings = createEmbeddings({ ...llm, model: llm.embeddingModel });
  return { reasons, vectors: createDossierVectors({ embeddings, repository: embeddingsCache, logger }) };
}
