import type { Kysely } from 'kysely';
import { audit, isLastActiveAdmin } from '../admin/admin-actions.repository.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

export type DeletionOutcome = { outcome: 'not_found' } | { outcome: 'last_admin' } | { outcome: 'done'; mediaIds: string[] };

/** The SQL of a person's own data: deleting an account, and everything they may download. */
export function createAccountsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Empties the account of personal data in one transaction, keeping its row so the messages
     * others received stay (shown as from "Deleted user"): profile, phone number (freed for a new
     * account), passkeys, sessions, dossier with its revisions and its concierge conversations, prospects,
     * what hosts typed about them on invitations, their place among events' guests and co-hosts,
     * their matches and creator requests.
     * Answers the media to remove from storage.
     */
    deleteAccount(action: { actorId: string; userId: string; now: number }): Promise<DeletionOutcome> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['role', 'phone_number', 'deleted_at'])
          .where('id', '=', action.userId)
          .executeTakeFirst();
        if (!user || user.deleted_at !== null) return { outcome: 'not_found' };
        if (user.role === 'ADMIN' && (await isLastActiveAdmin(trx, dialect, action.userId))) return { outcome: 'last_admin' };

        await trx
          .updateTable('users')
          .set({
            role: 'USER',
            phone_number: `deleted:${action.userId}`,
            name: null,
            email: null,
            linkedin: null,
            picture_id: null,
            contact_sharing: null,
            notification_preferences: '[]',
            is_creator: 0,
            deleted_at: action.now,
            updated_at: action.now,
          })
          .where('id', '=', action.userId)
          .execute();
        await trx.deleteFrom('sign_in_codes').where('phone_number', '=', user.phone_number).execute();
        // Their passkeys sign nobody in any more, and a challenge handed to them adds none.
        await trx.deleteFrom('passkeys').where('user_id', '=', action.userId).execute();
        await trx.deleteFrom('passkey_challenges').where('user_id', '=', action.userId).execute();
        // Product analytics tied to the account (device, IP, what they did) go too.
        await trx.deleteFrom('analytics_events').where('user_id', '=', action.userId).execute();
        await trx
          .updateTable('sessions')
          .set({ revoked_at: action.now, revoked_reason: 'account_deleted' })
          .where('user_id', '=', action.userId)
          .where('revoked_at', 'is', null)
          .execute();
        const dossier = await trx
          .selectFrom('dossiers')
          .select(['text_conversation_id', 'voice_conversation_id'])
          .where('user_id', '=', action.userId)
          .executeTakeFirst();
        await trx.deleteFrom('dossier_revisions').where('user_id', '=', action.userId).execute();
        await trx.deleteFrom('dossiers').where('user_id', '=', action.userId).execute();
        if (dossier) {
          // Their talks with the concierge are theirs alone; its messages go with the conversations.
          await trx.deleteFrom('conversations').where('id', 'in', [dossier.text_conversation_id, dossier.voice_conversation_id]).execute();
        }
        await trx
          .deleteFrom('prospects')
          .where((where) => where.or([where('viewer_id', '=', action.userId), where('user_id', '=', action.userId)]))
          .execute();
        await trx
          .updateTable('event_participants')
          .set({ name: null, phone_number: null, email: null, member_hash: null, updated_at: action.now })
          .where('user_id', '=', action.userId)
          .execute();
        // They are no longer coming: out of the joined guests (counts, matching, introductions) and
        // of the events they co-hosted. An event they created keeps its creator row, its owner.
        await trx
          .updateTable('event_participants')
          .set({ state: 'removed', removed_at: action.now })
          .where('user_id', '=', action.userId)
          .where('state', '=', 'joined')
          .execute();
        await trx.deleteFrom('event_hosts').where('user_id', '=', action.userId).where('role', '=', 'cohost').execute();
        // Nobody can meet them any more: their matches (and meetings, by cascade) leave everyone's
        // lists; the conversations stay, with what was said, from "Deleted user".
        await trx
          .deleteFrom('matches')
          .where((where) => where.or([where('user_low_id', '=', action.userId), where('user_high_id', '=', action.userId)]))
          .execute();
        // What they asked to host is theirs; an admin no longer has a request from them to decide.
        await trx.deleteFrom('creator_requests').where('user_id', '=', action.userId).execute();
        await audit(trx, action, 'account_deleted');
        const media = await trx.selectFrom('media').select('id').where('owner_id', '=', action.userId).execute();
        return { outcome: 'done', mediaIds: media.map((row) => row.id) };
      });
    },

    /** Everything `GET /api/users/me/export` hands the person: theirs, and what they sent. */
    async exportOf(userId: string) {
      const [user, joined, dossier, revisions, messages, matches, passkeys, sessions] = await Promise.all([
        db
          .selectFrom('users')
          .select([
            'id',
            'phone_number',
            'name',
            'email',
            'linkedin',
            'picture_id',
            'notification_preferences',
            'contact_sharing',
            'created_at',
          ])
          .where('id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('event_participants')
          .innerJoin('events', 'events.id', 'event_participants.event_id')
          .select(['events.id', 'events.name', 'events.starts_at', 'events.ends_at', 'events.time_zone', 'event_participants.joined_at'])
          .where('event_participants.user_id', '=', userId)
          .where('event_participants.state', '=', 'joined')
          .orderBy('events.starts_at')
          .execute(),
        db.selectFrom('dossiers').select(['document', 'created_at', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('dossier_revisions')
          .select(['id', 'document', 'update_type', 'update_source', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('messages')
          .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
          .select([
            'messages.id',
            'messages.conversation_id',
            'conversations.kind as conversation_kind',
            'messages.kind',
            'messages.text',
            'messages.transcript',
            'messages.media_id',
            'messages.created_at',
          ])
          .where('messages.sender_id', '=', userId)
          .where('messages.sender_kind', '=', 'user')
          .orderBy('messages.created_at')
          .orderBy('messages.id')
          .execute(),
        db
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
          .select(['matches.id', 'events.id as event_id', 'events.name as event_name', 'other.name as other_name', 'matches.created_at'])
          .orderBy('matches.created_at')
          .execute(),
        db
          .selectFrom('passkeys')
          .select(['name', 'backed_up', 'created_at', 'last_used_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('sessions')
          .select(['user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
      ]);
      return user ? { user, joined, dossier, revisions, messages, matches, passkeys, sessions } : undefined;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
