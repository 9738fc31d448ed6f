import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth/authenticate.ts';
import { blocksRoutes } from './blocks.routes.ts';
import { contactSharingRoutes } from './contact-sharing.routes.ts';
import type { MatchingServices } from './matching-services.ts';
import { matchesRoutes } from './matches.routes.ts';
import { prospectsRoutes } from './prospects.routes.ts';

/** Every matchmaking route: prospects and answers, matches and introductions, blocks and contact sharing. */
export function matchingRoutes({ auth, matching }: { auth: Authenticator; matching: MatchingServices }) {
  return async (app: FastifyInstance) => {
    await app.register(prospectsRoutes({ auth, prospects: matching.prospects }));
    await app.register(matchesRoutes({ auth, matches: matching.matches }));
    await app.register(blocksRoutes({ auth, blocks: matching.blocks }));
    await app.register(contactSharingRoutes({ auth, contactSharing: matching.contactSharing }));
  };
}
