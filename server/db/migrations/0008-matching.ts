import { sql, type Kysely } from 'kysely';

/**
 * Matchmaking.
 * - `users.contact_sharing`: which contact details (JSON `{ email, phoneNumber, linkedin }`) a match
 *   reveals; null until the user chooses, when the app's default applies (`defaultContactSharing`).
 * - `prospects`: one row per viewer and person proposed to them at an event. A recompute updates
 *   the score, rank and reason of the rows it keeps; what the viewer said (interest) stays.
 *   `rank` is null when the person is no longer proposed but the row holds an answer or an
 *   introduction worth keeping. `reason_key` is a hash of what the reason was written from (the
 *   names and the matched items), so a recompute writes it again only when that changes;
 *   `reason_source` says who wrote it (`draft`: the engine, for an LLM to rewrite; `engine`; `llm`).
 * - `matches`: two people of an event (the pair stored in id order, so it is unique), how they
 *   came about and their direct conversation.
 * - `match_visits`: when a guest last opened an event's matches ("new matches" are after it).
 * - `user_blocks`: a hide (never proposed again) or a block (that, and no messages), in every event.
 * - `matching_jobs`: one row per event whose prospects need computing; a lease lets one runner
 *   among several instances work on it, and `request_count` tells a runner that more changed
 *   while it worked.
 * - `dossier_embeddings`: the semantic vectors of a dossier revision, per embedding model.
 */
export function matchingMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('contact_sharing', 'text').execute();

      await db.schema
        .createTable('prospects')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
        .addColumn('viewer_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('score', 'real', (column) => column.notNull().defaultTo(0))
        .addColumn('rank', 'integer')
        .addColumn('facets', 'text')
        .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('reason_key', 'text')
        .addColumn('reason_source', 'text', (column) => column.notNull().defaultTo('draft'))
        .addColumn('introduced_by', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('introduced_at', 'bigint')
        .addColumn('introduction_note', 'text')
        .addColumn('interest', 'text')
        .addColumn('interest_reason', 'text')
        .addColumn('action_source', 'text')
        .addColumn('interest_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .addUniqueConstraint('prospects_pair', ['event_id', 'viewer_id', 'user_id'])
        .execute();
      // Learning from NOT_INTERESTED reads a viewer's answers across events.
      await db.schema.createIndex('prospects_viewer').on('prospects').columns(['viewer_id', 'interest']).execute();

      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_low_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_high_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('conversation_id', 'text', (column) => column.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addUniqueConstraint('matches_pair', ['event_id', 'user_low_id', 'user_high_id'])
        .execute();
      await db.schema.createIndex('matches_user_high').on('matches').columns(['user_high_id', 'event_id']).execute();
      await db.schema.createIndex('matches_user_low').on('matches').columns(['user_low_id', 'event_id']).execute();

      await db.schema
        .createTable('match_visits')
        .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('seen_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('match_visits_pk', ['event_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('user_blocks')
        .addColumn('blocker_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blocked_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
      // Every read names the blocker, or both people of a pair either way round: the primary key serves them all.

      await db.schema
        .createTable('matching_jobs')
        .addColumn('event_id', 'text', (column) => column.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('request_count', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('computed_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await sql`create index matching_jobs_open on matching_jobs (updated_at) where status = 'pending'`.execute(db);

      await db.schema
        .createTable('dossier_embeddings')
        .addColumn('revision_id', 'text', (column) => column.notNull().references('dossier_revisions.id').onDelete('cascade'))
        .addColumn('model', 'text', (column) => column.notNull())
        .addColumn('vectors', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('dossier_embeddings_pk', ['revision_id', 'model'])
        .execute();
    },
  };
}
