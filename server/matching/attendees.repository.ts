import type { Kysely } from 'kysely';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { Interest, NotInterestedReason } from '../../shared/api/matching.ts';
import type { Database } from '../db/schema.ts';

/** A joined member with a dossier document, and the revision that document is. */
export interface AttendeeRow {
  userId: string;
  name: string | null;
  document: DossierDocument;
  revisionId: string;
}

export interface PastAnswerRow {
  viewerId: string;
  userId: string;
  interest: Interest;
  reason: NotInterestedReason | null;
  /** JSON of the facets the person ranked with when the viewer answered. */
  facets: string | null;
}

/** The SQL of what a recompute reads: an event's members and their dossiers, what they said before, who blocked whom. */
export function createAttendeesRepository(db: Kysely<Database>) {
  const membersOf = (eventId: string) =>
    db.selectFrom('event_participants').select('user_id').where('event_id', '=', eventId).where('state', '=', 'joined');

  return {
    /** The event's joined members who have a dossier document (or only those of `userIds`), in the order they joined. */
    async attendees(eventId: string, userIds?: readonly string[]): Promise<AttendeeRow[]> {
      const rows = await db
        .selectFrom('event_participants as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .innerJoin('dossiers as d', 'd.user_id', 'p.user_id')
        .select((eb) => [
          'u.id',
          'u.name',
          'd.document',
          eb
            .selectFrom('dossier_revisions as r')
            .select('r.id')
            .whereRef('r.user_id', '=', 'p.user_id')
            .orderBy('r.created_at', 'desc')
            .orderBy('r.id', 'desc')
            .limit(1)
            .as('revision_id'),
        ])
        .where('p.event_id', '=', eventId)
        .where('p.state', '=', 'joined')
        .where('d.document', 'is not', null)
        .$if(userIds !== undefined, (query) => query.where('p.user_id', 'in', [...userIds!]))
        .orderBy('p.joined_at')
        .orderBy('u.id')
        .execute();
      return rows.flatMap((row) =>
        row.document !== null && row.revision_id !== null
          ? [{ userId: row.id, name: row.name, document: JSON.parse(row.document) as DossierDocument, revisionId: row.revision_id }]
          : [],
      );
    },

    /** What the event's members said about anyone, at this event or another. */
    async pastAnswers(eventId: string): Promise<PastAnswerRow[]> {
      const rows = await db
        .selectFrom('prospects')
        .select(['viewer_id', 'user_id', 'interest', 'interest_reason', 'facets'])
        .where('interest', 'is not', null)
        .where('viewer_id', 'in', membersOf(eventId))
        .execute();
      return rows.map((row) => ({
        viewerId: row.viewer_id,
        userId: row.user_id,
        interest: row.interest!,
        reason: row.interest_reason,
        facets: row.facets,
      }));
    },

    /** Pairs of the event's members where one hid or blocked the other. */
    async blockedPairs(eventId: string): Promise<[string, string][]> {
      const rows = await db
        .selectFrom('user_blocks')
        .select(['blocker_id', 'blocked_id'])
        .where('blocker_id', 'in', membersOf(eventId))
        .where('blocked_id', 'in', membersOf(eventId))
        .execute();
      return rows.map((row) => [row.blocker_id, row.blocked_id]);
    },

    /**
     * When each of these events' members last changed in a way its lists depend on: someone joined
     * or was removed, or a member got a new dossier revision. Events with no member are absent.
     */
    async lastChanges(eventIds: readonly string[]): Promise<Map<string, number>> {
      if (eventIds.length === 0) return new Map();
      const memberships = db
        .selectFrom('event_participants as p')
        .select((eb) => ['p.event_id', eb.fn.max('p.updated_at').as('at')])
        .where('p.event_id', 'in', [...eventIds])
        .where('p.state', 'in', ['joined', 'removed'])
        .groupBy('p.event_id');
      const revisions = db
        .selectFrom('event_participants as p')
        .innerJoin('dossier_revisions as r', 'r.user_id', 'p.user_id')
        .select((eb) => ['p.event_id', eb.fn.max('r.created_at').as('at')])
        .where('p.event_id', 'in', [...eventIds])
        .where('p.state', '=', 'joined')
        .groupBy('p.event_id');
      const latest = new Map<string, number>();
      for (const row of await memberships.unionAll(revisions).execute()) {
        latest.set(row.event_id, Math.max(latest.get(row.event_id) ?? 0, Number(row.at)));
      }
      return latest;
    },

    /** Whether the user's dossier has a document yet. */
    async hasDossierDocument(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('dossiers')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('document', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Which of these users are joined members of the event. */
    async joinedAmong(eventId: string, userIds: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .selectFrom('event_participants')
        .select('user_id')
        .where('event_id', '=', eventId)
        .where('state', '=', 'joined')
        .where('user_id', 'in', [...userIds])
        .execute();
      return new Set(rows.map((row) => row.user_id!));
    },

    /** The events the user joined, latest start first. */
    joinedEvents(userId: string) {
      return db
        .selectFrom('event_participants as p')
        .innerJoin('events as e', 'e.id', 'p.event_id')
        .select(['e.id', 'e.name', 'e.starts_at', 'e.time_zone'])
        .where('p.user_id', '=', userId)
        .where('p.state', '=', 'joined')
        .orderBy('e.starts_at', 'desc')
        .orderBy('e.id')
        .execute();
    },

    /** The events both users joined. */
    async sharedEventIds(userId: string, otherUserId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('event_participants as a')
        .innerJoin('event_participants as b', (join) => join.onRef('b.event_id', '=', 'a.event_id').on('b.user_id', '=', otherUserId))
        .select('a.event_id')
        .where('a.user_id', '=', userId)
        .where('a.state', '=', 'joined')
        .where('b.state', '=', 'joined')
        .execute();
      return rows.map((row) => row.event_id);
    },
  };
}

export type AttendeesRepository = ReturnType<typeof createAttendeesRepository>;
