import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The SQL behind who may see a profile picture. */
export function createPicturesRepository(db: Kysely<Database>) {
  /** The events a user is a member of: joined as a guest, or a host. */
  const eventsOf = (userId: string) =>
    db
      .selectFrom('event_participants')
      .select('event_id')
      .where('user_id', '=', userId)
      .where('state', '=', 'joined')
      .union(db.selectFrom('event_hosts').select('event_id').where('user_id', '=', userId));

  return {
    /**
     * Whether two users share an event (each a joined guest or a host of it), a match, or a
     * conversation both are members of; one query.
     */
    async share(userId: string, otherId: string): Promise<boolean> {
      const row = await db
        .selectNoFrom((eb) =>
          eb
            .or([
              eb.exists(
                eb
                  .selectFrom('event_participants')
                  .select('event_id')
                  .where('user_id', '=', otherId)
                  .where('state', '=', 'joined')
                  .where('event_id', 'in', eventsOf(userId)),
              ),
              eb.exists(
                eb.selectFrom('event_hosts').select('event_id').where('user_id', '=', otherId).where('event_id', 'in', eventsOf(userId)),
              ),
              eb.exists(
                eb
                  .selectFrom('matches')
                  .select('id')
                  .where((match) =>
                    match.or([
                      match.and([match('user_low_id', '=', userId), match('user_high_id', '=', otherId)]),
                      match.and([match('user_low_id', '=', otherId), match('user_high_id', '=', userId)]),
                    ]),
                  ),
              ),
              eb.exists(
                eb
                  .selectFrom('conversation_members as mine')
                  .innerJoin('conversation_members as theirs', 'theirs.conversation_id', 'mine.conversation_id')
                  .select('mine.conversation_id')
                  .where('mine.user_id', '=', userId)
                  .where('theirs.user_id', '=', otherId),
              ),
            ])
            .as('shares'),
        )
        .executeTakeFirst();
      // SQLite answers 0 or 1, PostgreSQL a boolean.
      return Boolean(row?.shares);
    },
  };
}

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;
