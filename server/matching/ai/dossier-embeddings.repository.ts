import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DossierVectors } from '../engine/engine-types.ts';

/** Revision ids per query: well under SQLite's and PostgreSQL's limits on bound parameters. */
const idsPerQuery = 500;

/** The SQL of the embeddings cache: a dossier revision's vectors per embedding model, written once. */
export function createDossierEmbeddingsRepository(db: Kysely<Database>) {
  return {
    /** The cached vectors of those revisions for `model`, by revision id; revisions not cached are absent. */
    async find(revisionIds: readonly string[], model: string): Promise<Map<string, DossierVectors>> {
      const found = new Map<string, DossierVectors>();
      for (let start = 0; start < revisionIds.length; start += idsPerQuery) {
        const rows = await db
          .selectFrom('dossier_embeddings')
          .select(['revision_id', 'vectors'])
          .where('model', '=', model)
          .where('revision_id', 'in', revisionIds.slice(start, start + idsPerQuery))
          .execute();
        for (const row of rows) found.set(row.revision_id, JSON.parse(row.vectors) as DossierVectors);
      }
      return found;
    },

    /** Caches these revisions' vectors; a revision already cached for `model` (by another job) keeps its row. */
    async save(entries: readonly { revisionId: string; vectors: DossierVectors }[], model: string, now: number): Promise<void> {
      if (entries.length === 0) return;
      await db
        .insertInto('dossier_embeddings')
        .values(
          entries.map(({ revisionId, vectors }) => ({ revision_id: revisionId, model, vectors: JSON.stringify(vectors), created_at: now })),
        )
        .onConflict((conflict) => conflict.columns(['revision_id', 'model']).doNothing())
        .execute();
    },
  };
}

export type DossierEmbeddingsRepository = ReturnType<typeof createDossierEmbeddingsRepository>;
