import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createDossierEmbeddingsRepository } from './ai/dossier-embeddings.repository.ts';
import { createAttendeesRepository } from './attendees.repository.ts';
import { createBlocksRepository } from './blocks.repository.ts';
import { createIntroductionsRepository } from './introductions.repository.ts';
import { createMatchesRepository } from './matches.repository.ts';
import { createMatchingJobsRepository } from './matching-jobs.repository.ts';
import { createProspectsRepository } from './prospects.repository.ts';

/** Every repository of matchmaking over one database, so the composition root makes them in one call. */
export function createMatchingRepositories(db: Kysely<Database>) {
  return {
    jobs: createMatchingJobsRepository(db),
    attendees: createAttendeesRepository(db),
    prospects: createProspectsRepository(db),
    introductions: createIntroductionsRepository(db),
    matches: createMatchesRepository(db),
    blocks: createBlocksRepository(db),
    embeddings: createDossierEmbeddingsRepository(db),
  };
}

export type MatchingRepositories = ReturnType<typeof createMatchingRepositories>;
