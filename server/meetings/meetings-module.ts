import type { Kysely } from 'kysely';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Database } from '../db/schema.ts';
import type { RealtimeBus } from '../realtime/realtime-bus.ts';
import { createMeetingsRepository } from './meetings.repository.ts';
import { meetingsRoutes } from './meetings.routes.ts';
import { createMeetingsService, type MeetingsServiceDependencies } from './meetings.service.ts';

export interface MeetingsModuleDependencies {
  db: Kysely<Database>;
  auth: Authenticator;
  blocks: { blockedBetween: MeetingsServiceDependencies['isBlockedBetween'] };
  bus: RealtimeBus;
  now: () => number;
  publicOrigin: string | undefined;
  notify?: MeetingsServiceDependencies['notify'];
}

/** Meetings wired for the composition root: their repository, service and routes. */
export function meetingsModule({ db, auth, blocks, bus, now, publicOrigin, notify }: MeetingsModuleDependencies) {
  const meetings = createMeetingsService({
    meetings: createMeetingsRepository(db),
    isBlockedBetween: (userId, otherUserId) => blocks.blockedBetween(userId, otherUserId),
    bus,
    now,
    notify,
  });
  return meetingsRoutes({ auth, meetings, publicOrigin });
}
