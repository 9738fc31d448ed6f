import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { NotificationKind } from '../../shared/api/notifications.ts';
import type { NotificationChannel } from '../../shared/api/users.ts';
import type { NotificationDeliveriesTable, NotificationsTable } from '../db/notifications-schema.ts';
import type { Database } from '../db/schema.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export type DeliveryRow = Selectable<NotificationDeliveriesTable>;
export type NewDelivery = Pick<DeliveryRow, 'id' | 'channel' | 'not_before'>;

/** A user as notifications need them: how to reach them and in which zone they live. */
export interface RecipientRow {
  id: string;
  phoneNumber: string;
  email: string | null;
  channels: NotificationChannel[];
  timeZone: string | null;
}

/** The SQL of the notification centre and of the delivery jobs (lease protocol as the matching jobs'). */
export function createNotificationsRepository(db: Kysely<Database>) {
  async function updateHeld(id: string, owner: string, changes: Updateable<NotificationDeliveriesTable>) {
    const result = await db
      .updateTable('notification_deliveries')
      .set(changes)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    async recipient(userId: string): Promise<RecipientRow | undefined> {
      const user = await db
        .selectFrom('users')
        .select(['id', 'phone_number', 'email', 'notification_preferences'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      // The zone of the user's most recent event, joined or hosted.
      const event = await db
        .selectFrom('events')
        .select('time_zone')
        .where((where) =>
          where.or([
            where(
              'id',
              'in',
              where.selectFrom('event_participants').select('event_id').where('user_id', '=', userId).where('state', '=', 'joined'),
            ),
            where('id', 'in', where.selectFrom('event_hosts').select('event_id').where('user_id', '=', userId)),
          ]),
        )
        .orderBy('starts_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        id: user.id,
        phoneNumber: user.phone_number,
        email: user.email,
        channels: JSON.parse(user.notification_preferences) as NotificationChannel[],
        timeZone: event?.time_zone ?? null,
      };
    },

    /** Stores the notification and its deliveries in one transaction; undefined when its dedupe key was stored before. */
    async insert(notification: Insertable<NotificationsTable>, deliveries: readonly NewDelivery[]): Promise<NotificationRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const stored = await trx
          .insertInto('notifications')
          .values(notification)
          .onConflict((conflict) => conflict.columns(['user_id', 'dedupe_key']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!stored) return undefined;
        if (deliveries.length > 0) {
          const at = notification.created_at;
          await trx
            .insertInto('notification_deliveries')
            .values(
              deliveries.map((delivery) => ({
                ...delivery,
                notification_id: stored.id,
                status: 'pending' as const,
                attempts: 0,
                created_at: at,
                updated_at: at,
              })),
            )
            .execute();
        }
        return stored;
      });
    },

    /** When the user was last told about messages (or another kind) of this conversation (its link), if ever. */
    async lastMessageNotificationAt(userId: string, linkPath: string, kind: NotificationKind = 'message'): Promise<number | undefined> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('link_path', '=', linkPath)
        .executeTakeFirst();
      return row?.at == null ? undefined : Number(row.at);
    },

    /** A page of the user's notifications, newest first, those before the id `before` when given. */
    list(userId: string, before: string | undefined, limit: number): Promise<NotificationRow[]> {
      let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
      if (before) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    async unreadCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks these of the user's notifications read (all of them without `ids`); others' ids change nothing. */
    async markRead(userId: string, ids: readonly string[] | undefined, now: number): Promise<void> {
      let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
      if (ids) query = query.where('id', 'in', [...ids]);
      await query.execute();
    },

    /** Takes the channel out of the user's choices; false when there is no such user. */
    async removeChannel(userId: string, channel: NotificationChannel, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('notification_preferences').where('id', '=', userId).executeTakeFirst();
        if (!user) return false;
        const channels = (JSON.parse(user.notification_preferences) as NotificationChannel[]).filter((chosen) => chosen !== channel);
        await trx
          .updateTable('users')
          .set({ notification_preferences: JSON.stringify(channels), updated_at: now })
          .where('id', '=', userId)
          .execute();
        return true;
      });
    },

    /** The admins who can be told something: not blocked, not deleted. */
    async adminIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADMIN')
        .where('is_blocked', '=', 0)
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The names of these users (those who set one). */
    async names(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', [...userIds])
        .execute();
      return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
    },

    /** The joined guests of the events that start in (`from`, `to`]: who to tell it starts soon. */
    async startingBetween(
      from: number,
      to: number,
    ): Promise<{ eventId: string; eventName: string; startsAt: number; timeZone: string; userId: string }[]> {
      const rows = await db
        .selectFrom('events as e')
        .innerJoin('event_participants as p', 'p.event_id', 'e.id')
        .select(['e.id as eventId', 'e.name as eventName', 'e.starts_at as startsAt', 'e.time_zone as timeZone', 'p.user_id as userId'])
        .where('e.starts_at', '>', from)
        .where('e.starts_at', '<=', to)
        .where('p.state', '=', 'joined')
        .where('p.user_id', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
    },

    findNotification(id: string): Promise<NotificationRow | undefined> {
      return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    },

    // The delivery jobs.

    /** Pending deliveries due at `now` that nobody holds, oldest first. */
    async claimableIds(now: number): Promise<string[]> {
      const rows = await db
        .selectFrom('notification_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('not_before', '<=', now)
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Takes a due pending delivery for `owner` until `leaseUntil` unless another runner holds it, in one statement. */
    async claim(id: string, owner: string, now: number, leaseUntil: number): Promise<DeliveryRow | undefined> {
      const result = await db
        .updateTable('notification_deliveries')
        .set({ lease_owner: owner, lease_until: leaseUntil, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('not_before', '<=', now)
        .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now), where('lease_owner', '=', owner)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return db.selectFrom('notification_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Ends a delivery `owner` holds as sent or skipped (the channel was turned off); false when it no longer holds it. */
    finish(id: string, owner: string, status: 'sent' | 'skipped', now: number): Promise<boolean> {
      return updateHeld(id, owner, {
        status,
        sent_at: status === 'sent' ? now : null,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
      });
    },

    failedAttempt(id: string, owner: string, failure: { attempts: number; lastError: string; now: number; leaseUntil: number }) {
      const { attempts, lastError, now, leaseUntil } = failure;
      return updateHeld(id, owner, { attempts, last_error: lastError, lease_until: leaseUntil, updated_at: now });
    },

    async giveUp(job: DeliveryRow, owner: string, failure: { attempts: number; lastError: string; now: number }) {
      const { attempts, lastError, now } = failure;
      await updateHeld(job.id, owner, {
        status: 'failed',
        attempts,
        last_error: lastError,
        lease_owner: null,
        lease_until: null,
        updated_at: now,
      });
    },

    async release(id: string, owner: string, now: number) {
      await updateHeld(id, owner, { lease_owner: null, lease_until: null, updated_at: now });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
