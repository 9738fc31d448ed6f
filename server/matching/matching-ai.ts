import type { Logger } from 'pino';
import type { WordAlignment } from './engine/engine-types.ts';
import type { LlmConfig } from '../config.ts';
import { createChatCompletions } from '../llm/chat-completions.ts';
import { createEmbeddings } from '../llm/embeddings.ts';
import type { DossierEmbeddingsRepository } from './ai/dossier-embeddings.repository.ts';
import { createDossierVectors, type DossierVectorsSource } from './ai/dossier-vectors.ts';
import { createLlmReasonWriter, type ReasonWriter } from './ai/llm-reason-writer.ts';
import { createWordAlignment } from './semantic/word-alignment.ts';
import { loadWordRelations } from './semantic/word-relations.ts';
import { createWordVectorEmbeddings } from './semantic/word-vector-embeddings.ts';
import { loadWordVectors } from './semantic/word-vectors.ts';

export interface MatchingAi {
  vectors?: DossierVectorsSource;
  reasons?: ReasonWriter;
  /** An item's meaning, from the built-in word vectors whatever is configured: cheap, and item by item. */
  meaningOf: (text: string) => readonly number[] | null;
  /** Needs met by offers word by word, from the built-in word vectors and WordNet's derivations whatever is configured. */
  alignment: WordAlignment;
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
  const embeddings = llm?.embeddingModel
    ? createEmbeddings({ ...llm, model: llm.embeddingModel })
    : createWordVectorEmbeddings(loadWordVectors);
  const vectors = createDossierVectors({ embeddings, repository: embeddingsCache, logger, now });
  const meaningOf = (text: string) => loadWordVectors().textVector(text);
  const alignment = lazyAlignment();
  if (!llm) return { vectors, meaningOf, alignment };
  return { reasons: createLlmReasonWriter({ chat: createChatCompletions(llm), logger }), vectors, meaningOf, alignment };
}

/** The alignment, its files read at the first recompute that uses it rather than at start-up. */
function lazyAlignment(): WordAlignment {
  let alignment: WordAlignment | null = null;
  return {
    cover(need, offers) {
      alignment ??= createWordAlignment(loadWordVectors(), loadWordRelations());
      return alignment.cover(need, offers);
    },
  };
}
