import type { Embeddings } from '../../llm/embeddings.ts';
import { dimensions, type WordVectors } from './word-vectors.ts';

/**
 * The embedded default of the embeddings endpoint, for matching: each text's vector from the
 * offline word vectors. A text with no known word gets a zero vector, which matches nothing
 * (`engine/scoring.ts` reads a vector of no length as none).
 */
export function createWordVectorEmbeddings(vectors: () => WordVectors): Embeddings {
  return {
    model: 'tandem-sif-sg100d-30k',
    embed(inputs) {
      const words = vectors();
      return Promise.resolve(inputs.map((input) => words.textVector(input) ?? new Array<number>(dimensions).fill(0)));
    },
  };
}
