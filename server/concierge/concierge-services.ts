import type { Authenticator } from '../auth/authenticate.ts';
import type { Config } from '../config.ts';
import type { ConciergeBrain } from './concierge-turn.ts';
import { conciergeRoutes } from './concierge.routes.ts';
import { createConciergeService, type ConciergeServiceDependencies } from './concierge.service.ts';
import { createConciergeBrain } from './create-concierge-brain.ts';

/**
 * The concierge wired once for the composition root: its service, with the brain `config` chooses
 * (or the one a test scripts), and its routes.
 */
export function createConciergeServices(
  config: Config,
  brain: ConciergeBrain | undefined,
  dependencies: Omit<ConciergeServiceDependencies, 'brain'>,
) {
  const concierge = createConciergeService({ ...dependencies, brain: brain ?? createConciergeBrain(config, dependencies.logger) });
  return { ...concierge, routes: (auth: Authenticator) => conciergeRoutes({ auth, concierge }) };
}
