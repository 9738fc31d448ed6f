import type { TestServer } from '../../server/testing/test-server.ts';

/** The properties of every analytics event of `type` the server stored for a user, oldest first. */
export async function trackedEvents(server: TestServer, userId: string, type: string): Promise<Record<string, unknown>[]> {
  const rows = await server.database.db
    .selectFrom('analytics_events')
    .select(['event_properties'])
    .where('user_id', '=', userId)
    .where('event_type', '=', type)
    .orderBy('event_time')
    .execute();
  return rows.map((row) => JSON.parse(row.event_properties ?? '{}') as Record<string, unknown>);
}
