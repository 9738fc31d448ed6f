import type { Logger } from 'pino';
import type { LlmConfig } from '../config.ts';
import type { EventAccessRules } from '../events/event-access.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { createBlocksService } from './blocks.service.ts';
import { createContactSharingService } from './contact-sharing.service.ts';
import { createMatchingAccess } from './matching-access.ts';
import { computeEventListsOnThread } from './event-lists-thread.ts';
import { createMatchingAi } from './matching-ai.ts';
import type { MatchingRepositories } from './matching.repository.ts';
import { createMatchesService, type MatchesServiceDependencies } from './matches.service.ts';
import { createProspectsService } from './prospects.service.ts';
import { createRecomputeService } from './recompute.service.ts';

export interface MatchingServicesDependencies {
  repositories: MatchingRepositories;
  access: EventAccessRules;
  bus: RealtimeBus;
  /** Someone blocked someone: the other features stop what the two have under way (their calls). */
  onBlocked: (blockerId: string, blockedId: string) => Promise<void>;
  /** Tells the two of a new match (notifications). */
  notify?: MatchesServiceDependencies['notify'];
  /** With an endpoint, an LLM writes prospects' reasons (and with an embedding model, dossiers' vectors add semantic similarity). */
  llm: LlmConfig | undefined;
  logger: Logger;
  now: () => number;
}

/**
 * Matchmaking's services over its repositories, wired once for the composition root: the
 * recompute jobs, prospects and answers, matches and introductions, blocks and contact sharing.
 */
export function createMatchingServices({ repositories, access, bus, onBlocked, notify, llm, logger, now }: MatchingServicesDependencies) {
  const { jobs, attendees, prospects, introductions, matches, blocks, contactSharing, embeddings } = repositories;
  const matchingAccess = createMatchingAccess(access);
  const { vectors, reasons, meanings } = createMatchingAi(llm, embeddings, { logger, now });
  const computeLists = computeEventListsOnThread;
  const recompute = createRecomputeService({ jobs, attendees, prospects, bus, vectors, reasons, meanings, computeLists, logger, now });
  const matchesService = createMatchesService({
    access: matchingAccess,
    matches,
    introductions,
    attendees,
    blocks,
    recompute,
    bus,
    notify,
    now,
  });
  return {
    recompute,
    matches: matchesService,
    prospects: createProspectsService({
      access: matchingAccess,
      prospects,
      attendees,
      matches: matchesService,
      recompute,
    }),
    blocks: createBlocksService({ blocks, attendees, recompute, onBlocked, now }),
    contactSharing: createContactSharingService({ contactSharing, now }),
  };
}

export type MatchingServices = ReturnType<typeof createMatchingServices>;
