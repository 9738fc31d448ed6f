import type { Kysely } from 'kysely';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Database } from '../db/schema.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { EventAccessRules } from './event-access.ts';
import { createEventsRepository } from './events.repository.ts';
import { createHostInvitationsRepository } from './host-invitations.repository.ts';
import { hostsRoutes } from './hosts.routes.ts';
import { createHostsService, type HostsServiceDependencies } from './hosts.service.ts';
import { createParticipantsRepository } from './participants.repository.ts';

export interface HostsModuleDependencies {
  db: Kysely<Database>;
  dialect: Parameters<typeof createParticipantsRepository>[1];
  auth: Authenticator;
  access: EventAccessRules;
  users: Pick<UsersRepository, 'findByPhone'>;
  defaultPhoneRegion: string;
  now: () => number;
  /** The invitee is told by a notification. */
  notify: { hostInvited: NonNullable<HostsServiceDependencies['onInvited']> };
}

/** An event's hosts and co-host invitations, wired for the composition root. */
export function hostsModule({ db, dialect, auth, access, users, defaultPhoneRegion, now, notify }: HostsModuleDependencies) {
  const hosts = createHostsService({
    events: createEventsRepository(db),
    participants: createParticipantsRepository(db, dialect),
    invitations: createHostInvitationsRepository(db),
    users,
    access,
    defaultPhoneRegion,
    now,
    onInvited: notify.hostInvited,
  });
  return hostsRoutes({ auth, hosts });
}
