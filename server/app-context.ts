import type { Logger } from 'pino';
import type { Authenticator } from './auth/authenticate.ts';
import type { AuthCookies } from './auth/auth-cookies.ts';
import type { OtpService } from './auth/otp.service.ts';
import type { SessionsService } from './auth/sessions.service.ts';
import type { CallsService } from './calls/calls.service.ts';
import type { Config } from './config.ts';
import type { ConversationsService } from './conversations/conversations.service.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { MediaStorage } from './media/media-storage.ts';
import type { RealtimeInfrastructure } from './realtime/realtime-infrastructure.ts';
import type { UsersService } from './users/users.service.ts';

/** What route modules are handed: the config, the database and the feature services. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  now: () => number;
  auth: Authenticator;
  cookies: AuthCookies;
  otp: OtpService;
  sessions: SessionsService;
  users: UsersService;
  media: MediaStorage;
  realtime: RealtimeInfrastructure;
  conversations: ConversationsService;
  calls: CallsService;
}
