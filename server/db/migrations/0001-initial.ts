import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Users, sign-in, sessions, media, conversations and dossiers. Written once for both
 * dialects: text ids, bigint epoch milliseconds, integer booleans, JSON as text.
 */
export function initialMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const serialId = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());

      await db.schema
        .createTable('app_settings')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('role', 'text', (column) => column.notNull().defaultTo('USER'))
        .addColumn('phone_number', 'text', (column) => column.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('linkedin', 'text')
        .addColumn('picture_id', 'text')
        .addColumn('notification_preferences', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('is_creator', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('is_blocked', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('otp_codes')
        .addColumn('phone_number', 'text', (column) => column.primaryKey())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();

      await serialId(db.schema.createTable('otp_requests'))
        .addColumn('phone_number', 'text', (column) => column.notNull())
        .addColumn('ip', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('otp_requests_phone').on('otp_requests').columns(['phone_number', 'created_at']).execute();
      await db.schema.createIndex('otp_requests_ip').on('otp_requests').columns(['ip', 'created_at']).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('revoked_reason', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('session_id', 'text', (column) => column.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('rotated_at', 'bigint')
        .execute();
      await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

      await serialId(db.schema.createTable('sms_outbox'))
        .addColumn('to', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('sms_outbox_to').on('sms_outbox').columns(['to', 'created_at']).execute();

      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('owner_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('size_bytes', 'bigint', (column) => column.notNull())
        .addColumn('storage_key', 'text', (column) => column.notNull().unique())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('duration_ms', 'integer')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('media_owner').on('media').columns(['owner_id', 'kind']).execute();

      await db.schema
        .createTable('conversations')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('last_sequence', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('conversation_members')
        .addColumn('conversation_id', 'text', (column) => column.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('joined_at', 'bigint', (column) => column.notNull())
        .addColumn('last_read_sequence', 'bigint', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema.createIndex('conversation_members_user').on('conversation_members').column('user_id').execute();

      await db.schema
        .createTable('dossiers')
        .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('text_conversation_id', 'text', (column) => column.notNull().references('conversations.id'))
        .addColumn('voice_conversation_id', 'text', (column) => column.notNull().references('conversations.id'))
        .addColumn('document', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('dossier_revisions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('document', 'text', (column) => column.notNull())
        .addColumn('update_type', 'text', (column) => column.notNull())
        .addColumn('update_source', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('dossier_revisions_user').on('dossier_revisions').columns(['user_id', 'created_at']).execute();
    },
  };
}
