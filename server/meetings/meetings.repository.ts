import type { Kysely, Selectable } from 'kysely';
import type { MeetingsTable } from '../db/meetings-schema.ts';
import type { Database } from '../db/schema.ts';

export type MeetingRow = Selectable<MeetingsTable>;

/** A match of the pair at an event, with what a meeting there needs to know of the event. */
export interface MatchedEvent {
  matchId: string;
  conversationId: string;
  userLowId: string;
  userHighId: string;
  eventId: string;
  eventName: string;
  timeZone: string;
  startsAt: number;
  endsAt: number;
  place: string | null;
  onlineUrl: string | null;
}

/** Meetings and the matches they belong to. */
export function createMeetingsRepository(db: Kysely<Database>) {
  const matchedEvents = () =>
    db
      .selectFrom('matches as m')
      .innerJoin('events as e', 'e.id', 'm.event_id')
      .select([
        'm.id as matchId',
        'm.conversation_id as conversationId',
        'm.user_low_id as userLowId',
        'm.user_high_id as userHighId',
        'e.id as eventId',
        'e.name as eventName',
        'e.time_zone as timeZone',
        'e.starts_at as startsAt',
        'e.ends_at as endsAt',
        'e.place',
        'e.online_url as onlineUrl',
      ]);

  return {
    /** The events at which the user is matched with the other person of this conversation. */
    async matchedEventsOf(conversationId: string, userId: string): Promise<MatchedEvent[]> {
      return matchedEvents()
        .where('m.conversation_id', '=', conversationId)
        .where((where) => where.or([where('m.user_low_id', '=', userId), where('m.user_high_id', '=', userId)]))
        .orderBy('e.starts_at')
        .execute();
    },

    async matchedEvent(matchId: string): Promise<MatchedEvent | undefined> {
      return matchedEvents().where('m.id', '=', matchId).executeTakeFirst();
    },

    async ofConversation(conversationId: string): Promise<MeetingRow[]> {
      return db.selectFrom('meetings').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at', 'desc').execute();
    },

    async findById(id: string): Promise<MeetingRow | undefined> {
      return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Adds a meeting unless the pair already has one on (proposed or accepted); the check and the write are one transaction. */
    async insertUnlessOpen(row: MeetingRow): Promise<MeetingRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('meetings')
          .select('id')
          .where('conversation_id', '=', row.conversation_id)
          .where('status', 'in', ['proposed', 'accepted'])
          .executeTakeFirst();
        if (open) return undefined;
        await trx.insertInto('meetings').values(row).execute();
        return row;
      });
    },

    /**
     * Applies a change made from the meeting as read at `sequence`; undefined when someone else
     * changed it in between (the caller reads it again rather than overwrite their change).
     */
    async updateAt(
      id: string,
      sequence: number,
      changes: Partial<Pick<MeetingRow, 'status' | 'proposed_by' | 'starts_at' | 'ends_at' | 'place' | 'match_id'>> & {
        updated_at: number;
      },
    ): Promise<MeetingRow | undefined> {
      const result = await db
        .updateTable('meetings')
        .set({ ...changes, sequence: sequence + 1 })
        .where('id', '=', id)
        .where('sequence', '=', sequence)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return db.selectFrom('meetings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async userName(id: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name ?? null;
    },
  };
}

export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
