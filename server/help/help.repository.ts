import type { Kysely } from 'kysely';
import type { HelpMessage } from '../../shared/api/help.ts';
import type { Database } from '../db/schema.ts';
import type { HelpVisitorMessagesTable } from '../db/help-schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export interface NewVisitorMessage {
  id: string;
  threadId: string;
  teamSenderId: string | null;
  text: string;
  clientId: string;
  createdAt: number;
}

function toHelpMessage(row: Pick<HelpVisitorMessagesTable, 'id' | 'sequence' | 'from_team' | 'text' | 'created_at'>): HelpMessage {
  return { id: row.id, sequence: row.sequence, from: row.from_team ? 'team' : 'person', text: row.text, createdAt: Number(row.created_at) };
}

const threadColumns = [
  'help_threads.id',
  'help_threads.conversation_id',
  'help_threads.user_id',
  'help_threads.device_id',
  'help_threads.phone_number',
  'help_threads.last_path',
  'help_threads.archived_at',
  'help_threads.updated_at',
] as const;

/** Help threads and visitors' messages; a signed-in person's messages stay in `messages`. */
export function createHelpRepository(db: Kysely<Database>) {
  async function visitorMessages(threadId: string, after: number): Promise<HelpMessage[]> {
    const rows = await db
      .selectFrom('help_visitor_messages')
      .select(['id', 'sequence', 'from_team', 'text', 'created_at'])
      .where('thread_id', '=', threadId)
      .where('sequence', '>', after)
      .orderBy('sequence', 'asc')
      .execute();
    return rows.map(toHelpMessage);
  }

  return {
    visitorMessages,

    async userThread(userId: string) {
      return db.selectFrom('help_threads').select(threadColumns).where('user_id', '=', userId).executeTakeFirst();
    },

    async threadById(id: string) {
      return db
        .selectFrom('help_threads')
        .select(threadColumns)
        .where((eb) => eb.or([eb('id', '=', id), eb('conversation_id', '=', id)]))
        .where('merged_at', 'is', null)
        .executeTakeFirst();
    },

    /** A person's help conversation and its thread, in one go; false when another request made theirs first. */
    async createUserThread(thread: { id: string; conversationId: string; userId: string; now: number }): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('conversations')
            .values({ id: thread.conversationId, kind: 'help', created_by: thread.userId, created_at: thread.now, last_sequence: 0 })
            .execute();
          await trx
            .insertInto('conversation_members')
            .values({ conversation_id: thread.conversationId, user_id: thread.userId, joined_at: thread.now, last_read_sequence: 0 })
            .execute();
          await trx
            .insertInto('help_threads')
            .values({
              id: thread.id,
              conversation_id: thread.conversationId,
              user_id: thread.userId,
              device_id: null,
              phone_number: null,
              last_path: null,
              merged_at: null,
              created_at: thread.now,
              updated_at: thread.now,
            })
            .execute();
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** An admin answering joins the conversation, so the existing send path lets them write and fans the reply out. */
    async addMember(conversationId: string, userId: string, now: number) {
      await db
        .insertInto('conversation_members')
        .values({ conversation_id: conversationId, user_id: userId, joined_at: now, last_read_sequence: 0 })
        .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doNothing())
        .execute();
    },

    async setArchivedAt(threadId: string, archivedAt: number | null) {
      await db.updateTable('help_threads').set({ archived_at: archivedAt }).where('id', '=', threadId).execute();
    },

    async touch(threadId: string, changes: { lastPath?: string; phoneNumber?: string }, now: number) {
      await db
        .updateTable('help_threads')
        .set({
          updated_at: now,
          ...(changes.lastPath !== undefined ? { last_path: changes.lastPath } : {}),
          ...(changes.phoneNumber !== undefined ? { phone_number: changes.phoneNumber } : {}),
        })
        .where('id', '=', threadId)
        .execute();
    },

    async openVisitorThread(deviceId: string) {
      return db
        .selectFrom('help_threads')
        .select(threadColumns)
        .where('device_id', '=', deviceId)
        .where('merged_at', 'is', null)
        .executeTakeFirst();
    },

    async createVisitorThread(thread: { id: string; deviceId: string; now: number }) {
      await db
        .insertInto('help_threads')
        .values({
          id: thread.id,
          conversation_id: null,
          user_id: null,
          device_id: thread.deviceId,
          phone_number: null,
          last_path: null,
          merged_at: null,
          created_at: thread.now,
          updated_at: thread.now,
        })
        .execute();
    },

    /** Visitor threads opened at `since` or later, and when the first of them was opened (null when none was). */
    async visitorThreadsOpenedSince(since: number): Promise<{ count: number; firstAt: number | null }> {
      const row = await db
        .selectFrom('help_threads')
        .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('first_at')])
        .where('device_id', 'is not', null)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), firstAt: row.first_at === null ? null : Number(row.first_at) };
    },

    /**
     * Appends to a visitor thread under its next sequence. The unique (thread, sequence) pair
     * refuses a concurrent writer's copy, which then tries once more; a resend (a client id used
     * before) returns the stored message.
     */
    async appendVisitorMessage(message: NewVisitorMessage): Promise<{ message: HelpMessage; duplicate: boolean }> {
      for (let attempt = 0; ; attempt += 1) {
        const existing = await db
          .selectFrom('help_visitor_messages')
          .select(['id', 'sequence', 'from_team', 'text', 'created_at'])
          .where('thread_id', '=', message.threadId)
          .where('client_id', '=', message.clientId)
          .executeTakeFirst();
        if (existing) return { message: toHelpMessage(existing), duplicate: true };
        const last = await db
          .selectFrom('help_visitor_messages')
          .select((eb) => eb.fn.max('sequence').as('sequence'))
          .where('thread_id', '=', message.threadId)
          .executeTakeFirst();
        const row = {
          id: message.id,
          thread_id: message.threadId,
          sequence: Number(last?.sequence ?? 0) + 1,
          team_sender_id: message.teamSenderId,
          from_team: message.teamSenderId === null ? 0 : 1,
          text: message.text,
          client_id: message.clientId,
          created_at: message.createdAt,
        };
        try {
          await db.insertInto('help_visitor_messages').values(row).execute();
          return { message: toHelpMessage(row), duplicate: false };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    /**
     * The visitor threads a person who signs in takes over: those written on their device. Not
     * those that merely left their number: anyone can type anyone's number, and a thread merged
     * on it would put a stranger's words in their account (the inbox shows the number instead).
     */
    async threadsToMerge(deviceId: string) {
      return db
        .selectFrom('help_threads')
        .select(['id'])
        .where('merged_at', 'is', null)
        .where('device_id', '=', deviceId)
        .orderBy('created_at', 'asc')
        .execute();
    },

    async visitorMessagesWithSenders(threadId: string) {
      return db
        .selectFrom('help_visitor_messages')
        .select(['id', 'from_team', 'team_sender_id', 'text', 'created_at'])
        .where('thread_id', '=', threadId)
        .orderBy('sequence', 'asc')
        .execute();
    },

    async markMerged(threadId: string, now: number) {
      await db.updateTable('help_threads').set({ merged_at: now, updated_at: now }).where('id', '=', threadId).execute();
    },

    /** Every open thread (or the one of this id: a thread's own, or its conversation's) with who it is and where they last were, for the admin inbox. */
    async openThreads(id?: string) {
      let query = db
        .selectFrom('help_threads')
        .leftJoin('users', 'users.id', 'help_threads.user_id')
        .select([...threadColumns, 'users.name', 'users.phone_number as user_phone'])
        .where('help_threads.merged_at', 'is', null);
      if (id !== undefined) {
        query = query.where((eb) => eb.or([eb('help_threads.id', '=', id), eb('help_threads.conversation_id', '=', id)]));
      }
      return query.execute();
    },

    /** The newest message of each visitor thread. */
    async latestVisitorMessages(threadIds: string[]) {
      if (threadIds.length === 0) return new Map<string, HelpMessage>();
      const rows = await db
        .selectFrom('help_visitor_messages as m')
        .select(['m.thread_id', 'm.id', 'm.sequence', 'm.from_team', 'm.text', 'm.created_at'])
        .where('m.thread_id', 'in', threadIds)
        .where(({ eb, selectFrom }) =>
          eb(
            'm.sequence',
            '=',
            selectFrom('help_visitor_messages as l')
              .select((inner) => inner.fn.max('l.sequence').as('max'))
              .whereRef('l.thread_id', '=', 'm.thread_id'),
          ),
        )
        .execute();
      return new Map(rows.map((row) => [row.thread_id, toHelpMessage(row)]));
    },

    /** The event each user joined last. */
    async lastEvents(userIds: string[]) {
      if (userIds.length === 0) return new Map<string, { id: string; name: string }>();
      const rows = await db
        .selectFrom('event_participants')
        .innerJoin('events', 'events.id', 'event_participants.event_id')
        .select(['event_participants.user_id', 'events.id', 'events.name', 'event_participants.joined_at'])
        .where('event_participants.user_id', 'in', userIds)
        .where('event_participants.state', '=', 'joined')
        .orderBy('event_participants.joined_at', 'asc')
        .execute();
      // Ascending, so the newest join of each user is the one the map keeps.
      return new Map(rows.flatMap((row) => (row.user_id ? [[row.user_id, { id: row.id, name: row.name }] as const] : [])));
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
