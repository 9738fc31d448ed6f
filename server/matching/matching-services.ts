import type { Logger } from 'pino';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { EventAccessRules } from '../events/event-access.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { createBlocksService } from './blocks.service.ts';
import { createMatchingAccess } from './matching-access.ts';
import type { MatchingRepositories } from './matching.repository.ts';
import { createMatchesService } from './matches.service.ts';
import { createProspectsService } from './prospects.service.ts';
import { createRecomputeService, type DossierVectorsSource, type ProspectReasonWriter } from './recompute.service.ts';

export interface MatchingServicesDependencies {
  repositories: MatchingRepositories;
  access: EventAccessRules;
  /** Where a match's direct conversation is found or made. */
  conversations: Pick<ConversationsService, 'findOrCreateDirect'>;
  bus: RealtimeBus;
  /** Semantic vectors of dossiers (an embeddings endpoint); optional. */
  vectors?: DossierVectorsSource;
  /** Writes prospects' reasons (an LLM); optional, the engine's offline reason otherwise. */
  reasons?: ProspectReasonWriter;
  logger: Logger;
  now: () => number;
}

/**
 * Matchmaking's services over its repositories, wired once for the composition root: the
 * recompute jobs, prospects and answers, matches and introductions, blocks and contact sharing.
 */
export function createMatchingServices({
  repositories,
  access,
  conversations,
  bus,
  vectors,
  reasons,
  logger,
  now,
}: MatchingServicesDependencies) {
  const { jobs, attendees, prospects, matches, blocks } = repositories;
  const matchingAccess = createMatchingAccess(access);
  const recompute = createRecomputeService({ jobs, attendees, prospects, bus, vectors, reasons, logger, now });
  const matchesService = createMatchesService({
    access: matchingAccess,
    matches,
    prospects,
    attendees,
    blocks,
    recompute,
    conversations,
    bus,
    now,
  });
  return {
    recompute,
    matches: matchesService,
    prospects: createProspectsService({
      access: matchingAccess,
      prospects,
      attendees,
      matches,
      matchMaking: matchesService,
      recompute,
      now,
    }),
    blocks: createBlocksService({ blocks, attendees, recompute, now }),
  };
}

export type MatchingServices = ReturnType<typeof createMatchingServices>;
