import { sql, type Kysely } from 'kysely';
import type { Role } from '../../shared/api/users.ts';
import type { Database } from '../db/schema.ts';

export interface UserSearch {
  /** Lower-cased text to find in a name or an email. */
  text?: string;
  /** Digits to find in a phone number (the query's, when it has any). */
  digits?: string;
  role?: Role;
  /** Only users older than this id (ids sort by creation). */
  beforeId?: string;
  limit: number;
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The SQL of the admin's people pages: who there is, and everything about one of them. */
export function createAdminUsersRepository(db: Kysely<Database>) {
  return {
    search({ text, digits, role, beforeId, limit }: UserSearch) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'name',
          'phone_number',
          'email',
          'role',
          'is_blocked',
          'picture_id',
          'created_at',
          'deleted_at',
          // Events they joined or host, each once.
          sql<number | string>`(select count(*) from (
            select event_id from event_participants where user_id = users.id and state = 'joined'
            union select event_id from event_hosts where user_id = users.id) as user_events)`.as('events_count'),
        ])
        .$if(text !== undefined, (query) =>
          query.where((where) =>
            where.or([
              sql<boolean>`lower(users.name) like ${containing(text!)} escape '\\'`,
              sql<boolean>`lower(users.email) like ${containing(text!)} escape '\\'`,
              ...(digits ? [sql<boolean>`users.phone_number like ${containing(digits)} escape '\\'`] : []),
            ]),
          ),
        )
        .$if(role !== undefined, (query) => query.where('role', '=', role!))
        .$if(beforeId !== undefined, (query) => query.where('id', '<', beforeId!))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findUser(userId: string) {
      return db
        .selectFrom('users')
        .leftJoin('dossiers', 'dossiers.user_id', 'users.id')
        .selectAll('users')
        .select(['dossiers.text_conversation_id', 'dossiers.voice_conversation_id'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    async eventsOf(userId: string) {
      const [hosted, joined] = await Promise.all([
        db
          .selectFrom('event_hosts')
          .innerJoin('events', 'events.id', 'event_hosts.event_id')
          .select(['events.id', 'events.name', 'events.starts_at', 'event_hosts.role'])
          .where('event_hosts.user_id', '=', userId)
          .execute(),
        db
          .selectFrom('event_participants')
          .innerJoin('events', 'events.id', 'event_participants.event_id')
          .select(['events.id', 'events.name', 'events.starts_at'])
          .where('event_participants.user_id', '=', userId)
          .where('event_participants.state', '=', 'joined')
          .execute(),
      ]);
      return { hosted, joined };
    },

    matchesOf(userId: string) {
      return db
        .selectFrom('matches')
        .innerJoin('events', 'events.id', 'matches.event_id')
        .innerJoin('users as other', (join) =>
          join.on((on) =>
            on.or([
              on.and([on('matches.user_low_id', '=', userId), on('other.id', '=', on.ref('matches.user_high_id'))]),
              on.and([on('matches.user_high_id', '=', userId), on('other.id', '=', on.ref('matches.user_low_id'))]),
            ]),
          ),
        )
        .select([
          'matches.id',
          'matches.event_id',
          'events.name as event_name',
          'other.id as other_id',
          'other.name as other_name',
          'matches.conversation_id',
          'matches.created_at',
        ])
        .orderBy('matches.created_at', 'desc')
        .execute();
    },

    sessionsOf(userId: string, limit: number) {
      return db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute();
    },

    auditAbout(userId: string, limit: number) {
      return db
        .selectFrom('audit_log')
        .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
        .select([
          'audit_log.id',
          'audit_log.action',
          'audit_log.details',
          'audit_log.created_at',
          'audit_log.actor_id',
          'actor.name as actor_name',
        ])
        .where('audit_log.target_user_id', '=', userId)
        .orderBy('audit_log.created_at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
