import type { InferResult, Kysely } from 'kysely';
import type { Database, NewUser, UserUpdate } from '../db/schema.ts';

/** The SQL of users and the dossier reference `GET /api/users/me` shows. */
export function createUsersRepository(db: Kysely<Database>) {
  const withDossier = () =>
    db
      .selectFrom('users')
      .leftJoin('dossiers', 'dossiers.user_id', 'users.id')
      .selectAll('users')
      .select(['dossiers.text_conversation_id', 'dossiers.voice_conversation_id']);

  // Compiled once, with markers where the ids go: building and compiling a Kysely query costs more
  // than SQLite takes to run this one (docs/benchmarks.md), and every authenticated request runs it.
  const userSlot = '\u0000user';
  const sessionSlot = '\u0000session';
  const inSessionQuery = withDossier()
    .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', sessionSlot))
    .select(['sessions.id as session_id', 'sessions.revoked_at as session_revoked_at'])
    .where('users.id', '=', userSlot);
  const inSession = inSessionQuery.compile();

  return {
    findById(id: string) {
      return withDossier().where('users.id', '=', id).executeTakeFirst();
    },

    /**
     * The user of an access token with its session's revocation, in one read: every request
     * makes it, so a signed-out session is refused on the next request on any instance.
     */
    async findInSession(userId: string, sessionId: string) {
      const parameters = inSession.parameters.map((value) => (value === sessionSlot ? sessionId : value === userSlot ? userId : value));
      return (await db.executeQuery<InferResult<typeof inSessionQuery>[number]>({ ...inSession, parameters })).rows[0];
    },

    findByPhone(phoneNumber: string) {
      return withDossier().where('users.phone_number', '=', phoneNumber).executeTakeFirst();
    },

    /** Creates the user unless the number already has one (a concurrent first sign-in), at the first onboarding step. */
    async insertIfAbsent(user: NewUser): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('users')
          .values(user)
          .onConflict((conflict) => conflict.column('phone_number').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        await trx.insertInto('user_onboarding').values({ user_id: user.id, step: 'details', updated_at: user.created_at }).execute();
        return true;
      });
    },

    async exists(id: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async update(id: string, changes: UserUpdate) {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type UserWithDossier = NonNullable<Awaited<ReturnType<UsersRepository['findById']>>>;
