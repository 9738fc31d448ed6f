import type { Logger } from 'pino';
import type { LlmConfig } from '../config.ts';
import { createChatCompletions } from '../llm/chat-completions.ts';
import { createEmbeddings } from '../llm/embeddings.ts';
import type { DossierEmbeddingsRepository } from './ai/dossier-embeddings.repository.ts';
import { createDossierVectors, type DossierVectorsSource } from './ai/dossier-vectors.ts';
import { createItemMeanings, type ItemMeaningsSource } from './ai/item-meanings.ts';
import { createSentenceEncoder } from '../language/sentence-encoder.ts';
import { createLlmReasonWriter, type ReasonWriter } from './ai/llm-reason-writer.ts';
import { createWordVectorEmbeddings } from './semantic/word-vector-embeddings.ts';
import { loadWordVectors } from './semantic/word-vectors.ts';

export interface MatchingAi {
  vectors?: DossierVectorsSource;
  reasons?: ReasonWriter;
  /** Each dossier item's meaning: from the embeddings endpoint when one is configured, else (or when it fails) the sentence encoder. */
  meanings: ItemMeaningsSource;
}

/**
 * The AI parts of matchmaking: semantic vectors always, from the embeddings endpoint when an
 * embedding model is named, else from the offline word vectors; reasons written by the chat model
 * when an endpoint is configured (else the engine's own reasons).
 */
export function createMatchingAi(
  llm: LlmConfig | undefined,
  embeddingsCache: DossierEmbeddingsRepository,
  { logger, now }: { logger: Logger; now: () => number },
): MatchingAi {
  const endpoint = llm?.embeddingModel ? createEmbeddings({ ...llm, model: llm.embeddingModel }) : undefined;
  const embeddings = endpoint ?? createWordVectorEmbeddings(loadWordVectors);
  const vectors = createDossierVectors({ embeddings, repository: embeddingsCache, logger, now });
  const meanings = createItemMeanings({ encoder: createSentenceEncoder(), endpoint, logger });
  if (!llm) return { vectors, meanings };
  return { reasons: createLlmReasonWriter({ chat: createChatCompletions(llm), logger }), vectors, meanings };
}
