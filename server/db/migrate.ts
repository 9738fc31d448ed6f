import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { initialMigration } from './migrations/0001-initial.ts';
import { analyticsMigration } from './migrations/0002-analytics.ts';
import { eventsMigration } from './migrations/0003-events.ts';
import { messagesMigration } from './migrations/0004-messages.ts';
import { mediaTranscriptsMigration } from './migrations/0005-media-transcripts.ts';
import { messagesMediaMigration } from './migrations/0006-messages-media.ts';
import { conciergeMigration } from './migrations/0007-concierge.ts';
import { matchingMigration } from './migrations/0008-matching.ts';
import { adminPeopleMigration } from './migrations/0009-admin-people.ts';
import { meetingsMigration } from './migrations/0010-meetings.ts';
import { notificationsMigration } from './migrations/0011-notifications.ts';
import { helpMigration } from './migrations/0012-help.ts';
import { helpArchiveMigration } from './migrations/0013-help-archive.ts';
import { signInCodesMigration } from './migrations/0014-sign-in-codes.ts';
import { hostPrivacyMigration } from './migrations/0015-host-privacy.ts';
import { dossierVoiceConversationMigration } from './migrations/0016-dossier-voice-conversation.ts';
import { sessionAuthenticationMigration } from './migrations/0018-session-authentication.ts';
import { passkeysMigration } from './migrations/0019-passkeys.ts';
import { analyticsRetentionMigration } from './migrations/0022-analytics-retention.ts';

/**
 * Brings the database up to date at start. Migrations are listed in code, not read from a
 * folder, so the compiled server and the TypeScript sources run the same set.
 */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrations: Record<string, Migration> = {
    '0001-initial': initialMigration(dialect),
    '0002-analytics': analyticsMigration(),
    '0003-events': eventsMigration(),
    '0004-messages': messagesMigration(),
    '0005-media-transcripts': mediaTranscriptsMigration(),
    '0006-messages-media': messagesMediaMigration(),
    '0007-concierge': conciergeMigration(),
    '0008-matching': matchingMigration(),
    '0009-admin-people': adminPeopleMigration(),
    '0010-meetings': meetingsMigration(),
    '0011-notifications': notificationsMigration(),
    '0012-help': helpMigration(),
    '0013-help-archive': helpArchiveMigration(),
    '0014-sign-in-codes': signInCodesMigration(),
    '0015-host-privacy': hostPrivacyMigration(),
    '0016-dossier-voice-conversation': dossierVoiceConversationMigration(),
    '0018-session-authentication': sessionAuthenticationMigration(),
    '0019-passkeys': passkeysMigration(),
    '0022-analytics-retention': analyticsRetentionMigration(),
  };
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
