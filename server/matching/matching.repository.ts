import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { createDossierEmbeddingsRepository } from './ai/dossier-embeddings.repository.ts';
import { createAttendeesRepository } from './attendees.repository.ts';
import { createBlocksRepository } from './blocks.repository.ts';
import { createContactSharingRepository } from './contact-sharing.repository.ts';
import { createIntroductionsRepository } from './introductions.repository.ts';
import { createMatchesRepository } from './matches.repository.ts';
import { createMatchingJobsRepository } from './matching-jobs.repository.ts';
import { createProspectsRepository } from './prospects.repository.ts';

/** Every repository of matchmaking over one database, so the composition root makes them in one call. */
export function createMatchingRepositories(db: Kysely<Database>, dialect: Dialect) {
  return {
    jobs: createMatchingJobsRepository(db),
    attendees: createAttendeesRepository(db),
    prospects: createProspectsRepository(db, dialect),
    introductions: createIntroductionsRepository(db, dialect),
    matches: createMatchesRepository(db, dialect),
    blocks: createBlocksRepository(db, dialect),
    contactSharing: createContactSharingRepository(db),
    embeddings: createDossierEmbeddingsRepository(db),
  };
}

export type MatchingRepositories = ReturnType<typeof createMatchingRepositories>;
