import type { Kysely } from 'kysely';
import { helpLimits } from '../../shared/api/help.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { MessagesRepository } from '../conversations/messages.repository.ts';
import type { Database } from '../db/schema.ts';
import type { RealtimeInfrastructure } from '../realtime/realtime-infrastructure.ts';
import { createHelpRepository } from './help.repository.ts';
import { helpRoutes } from './help.routes.ts';
import { createHelpService, type HelpServiceDependencies } from './help.service.ts';

export interface HelpModuleDependencies {
  db: Kysely<Database>;
  auth: Authenticator;
  conversations: ConversationsService;
  messages: MessagesRepository;
  /** Its rate limiters: in process, or shared by every instance on Redis. */
  realtime: Pick<RealtimeInfrastructure, 'rateLimiter'>;
  defaultPhoneRegion: string;
  notify?: HelpServiceDependencies['notify'];
  now: () => number;
}

const minute = 60_000;
const hour = 60 * minute;

/** The help chat wired for the composition root: its repository, service, limits and routes. */
export function helpModule({ db, auth, conversations, messages, realtime, defaultPhoneRegion, notify, now }: HelpModuleDependencies) {
  const { rateLimiter } = realtime;
  const help = createHelpService({
    help: createHelpRepository(db),
    messages,
    conversations,
    limiters: {
      device: rateLimiter('help-device', { limit: helpLimits.visitorMessagesPerMinute, windowMs: minute }),
      deviceHour: rateLimiter('help-device-hour', { limit: helpLimits.visitorMessagesPerDevicePerHour, windowMs: hour }),
      ip: rateLimiter('help-ip', { limit: helpLimits.visitorMessagesPerIpPerMinute, windowMs: minute }),
      readIp: rateLimiter('help-read-ip', { limit: helpLimits.visitorReadsPerIpPerMinute, windowMs: minute }),
      newThreadDevice: rateLimiter('help-thread-device', { limit: helpLimits.visitorThreadsPerDevicePerHour, windowMs: hour }),
      newThreadIp: rateLimiter('help-thread-ip', { limit: helpLimits.visitorThreadsPerIpPerHour, windowMs: hour }),
      newThreadNetwork: rateLimiter('help-thread-network', { limit: helpLimits.visitorThreadsPerNetworkPerHour, windowMs: hour }),
    },
    defaultPhoneRegion,
    notify,
    now,
  });
  return helpRoutes({ auth, help });
}
