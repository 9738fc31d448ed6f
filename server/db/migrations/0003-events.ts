import { sql, type Kysely } from 'kysely';

/**
 * Events, their hosts and participants (invitations and members), and creator requests.
 * Same conventions as 0001: text ids (UUID v7), bigint epoch milliseconds, 0/1 booleans.
 * The partial unique indexes are what keeps concurrent joins and imports from duplicating a
 * member or an invitee; both dialects support `CREATE UNIQUE INDEX … WHERE …`.
 */
export function eventsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('creator_requests')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('denial_reason', 'text')
        .addColumn('decided_by', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('decided_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .execute();
      // One pending request per user, even when two arrive at once.
      await sql`create unique index creator_requests_one_pending on creator_requests (user_id) where status = 'pending'`.execute(db);
      await db.schema.createIndex('creator_requests_user').on('creator_requests').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('creator_requests_status').on('creator_requests').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('starts_at', 'bigint', (column) => column.notNull())
        .addColumn('ends_at', 'bigint', (column) => column.notNull())
        .addColumn('time_zone', 'text', (column) => column.notNull())
        .addColumn('place', 'text')
        .addColumn('online_url', 'text')
        .addColumn('capacity', 'integer')
        .addColumn('intro_video_id', 'text', (column) => column.references('media.id').onDelete('set null'))
        .addColumn('created_by', 'text', (column) => column.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('events_starts_at').on('events').column('starts_at').execute();

      await db.schema
        .createTable('event_hosts')
        .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('added_by', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('event_hosts_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('event_hosts_user').on('event_hosts').column('user_id').execute();

      await db.schema
        .createTable('event_participants')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('cascade'))
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('name', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('email', 'text')
        .addColumn('member_hash', 'text', (column) => column.unique())
        .addColumn('invited_by', 'text')
        .addColumn('invited_at', 'bigint')
        .addColumn('joined_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .addColumn('removed_at', 'bigint')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      // A user is a member of an event at most once; NULLs (unbound invitations) never collide.
      await sql`create unique index event_participants_one_member on event_participants (event_id, user_id) where state = 'joined'`.execute(
        db,
      );
      // No two live invitations to the same number or email in one event.
      await sql`create unique index event_participants_live_phone on event_participants (event_id, phone_number) where state in ('invited', 'joined')`.execute(
        db,
      );
      await sql`create unique index event_participants_live_email on event_participants (event_id, email) where state in ('invited', 'joined')`.execute(
        db,
      );
      await db.schema.createIndex('event_participants_event_state').on('event_participants').columns(['event_id', 'state']).execute();
      await db.schema.createIndex('event_participants_user').on('event_participants').column('user_id').execute();
    },
  };
}
