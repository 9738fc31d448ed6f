import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProspectsAcrossEvents } from '../../shared/api/matching.ts';
import { newId } from '../db/ids.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import {
  answer,
  createEvent,
  dossiers,
  giveDossier,
  join,
  matchingScenario,
  matchPair,
  prospectOf,
  readyProspects,
  reviseDossier,
  signedInGuests,
  type MatchingScenario,
} from './testing/matching-fixture.ts';

const missingEvent = '0190a1b2-0000-7000-8000-000000000000';

describe.each(testDialects)('prospects (%s)', (dialect) => {
  let server: TestServer;
  let scenario: MatchingScenario;
  let eventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect);
    scenario = await matchingScenario(server);
    eventId = scenario.eventId;
  });
  afterEach(() => server.close());

  const interestPath = (prospectId: string) => `/api/events/${eventId}/prospects/${prospectId}/interest`;

  it('refuses strangers: 401 without a session, 404 for a non-member, a host who did not join, a removed member; 400 for a bad id', async () => {
    const { founder, investor, host, stranger } = scenario;
    const prospect = await prospectOf(founder, eventId, investor.userId);
    const anonymous = new TestClient(server.baseUrl);
    for (const response of [
      await anonymous.get(`/api/events/${eventId}/prospects`),
      await anonymous.put(interestPath(prospect.id), { interest: 'INTERESTED', actionSource: 'prospects' }),
      await anonymous.get('/api/prospects'),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('unauthenticated');
    }
    for (const outsider of [stranger, host]) {
      const list = await outsider.client.get(`/api/events/${eventId}/prospects`);
      expect(list.status).toBe(404);
      expect(list.body.code).toBe('event_not_found');
      const answered = await outsider.client.put(interestPath(prospect.id), { interest: 'INTERESTED', actionSource: 'prospects' });
      expect(answered.status).toBe(404);
      expect(answered.body.code).toBe('event_not_found');
    }
    expect((await founder.client.get(`/api/events/${missingEvent}/prospects`)).status).toBe(404);
    const malformed = await founder.client.get('/api/events/not-an-id/prospects');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('invalid_event_id');

    // Another viewer's prospect id is not the investor's to answer.
    const notTheirs = await investor.client.put(interestPath(prospect.id), { interest: 'INTERESTED', actionSource: 'prospects' });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('prospect_not_found');

    const participants = await host.client.get(`/api/events/${eventId}/participants`);
    const founderRow = (participants.body.participants as { id: string; userId: string | null }[]).find(
      (row) => row.userId === founder.userId,
    );
    expect((await host.client.request('DELETE', `/api/events/${eventId}/participants/${founderRow!.id}`)).status).toBe(200);
    expect((await founder.client.get(`/api/events/${eventId}/prospects`)).status).toBe(404);
    expect((await founder.client.put(interestPath(prospect.id), { interest: null, actionSource: 'undo' })).status).toBe(404);
    expect((await founder.client.get('/api/prospects')).body).toEqual({ events: [] });
    // The one removed is no longer anyone's prospect.
    const afterRemoval = await readyProspects(investor, eventId);
    expect(afterRemoval.prospects.map((row) => row.user.id)).not.toContain(founder.userId);
  });

  it('refuses a malformed answer with 400 and changes nothing', async () => {
    const prospect = await prospectOf(scenario.founder, eventId, scenario.investor.userId);
    for (const body of [
      { interest: 'MAYBE', actionSource: 'prospects' },
      { interest: 'INTERESTED', actionSource: 'prospects', reason: 'not_now' },
      { interest: 'NOT_INTERESTED', actionSource: 'somewhere' },
      { interest: 'INTERESTED', actionSource: 'prospects', extra: 1 },
      { actionSource: 'prospects' },
    ]) {
      const response = await scenario.founder.client.put(interestPath(prospect.id), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await prospectOf(scenario.founder, eventId, scenario.investor.userId)).interest).toBeNull();
  });

  it('says no_dossier before the viewer has a document, and computes an event never computed on its first read', async () => {
    const [newcomer] = await signedInGuests(server, ['Nora Newcomer']);
    await join(newcomer!, eventId);
    expect((await newcomer!.client.get(`/api/events/${eventId}/prospects`)).body).toEqual({ status: 'no_dossier', prospects: [] });

    // The recompute Nora's join asked for is over before the event is made never computed.
    await readyProspects(scenario.founder, eventId);
    await server.database.db.deleteFrom('prospects').execute();
    await server.database.db.deleteFrom('matching_jobs').execute();
    const first = await scenario.founder.client.get(`/api/events/${eventId}/prospects`);
    expect(first.body).toEqual({ status: 'computing', prospects: [] });
    expect((await readyProspects(scenario.founder, eventId)).prospects[0]?.user.id).toBe(scenario.investor.userId);
  });

  it('recomputes a list its event changed after (the request for it lost to a crash), and one whose job was given up', async () => {
    const { founder } = scenario;
    await readyProspects(founder, eventId);
    const [late] = await signedInGuests(server, ['Lou Latecomer']);
    await giveDossier(late!, { ...dossiers.investor, headline: 'Another angel investor' });
    // The membership is written, and the recompute it asks for never is.
    server.clock.advance(1_000);
    const at = server.clock.now();
    await server.database.db
      .insertInto('event_participants')
      .values({
        id: newId(),
        event_id: eventId,
        user_id: late!.userId,
        state: 'joined',
        name: null,
        phone_number: null,
        email: null,
        member_hash: null,
        invited_by: null,
        invited_at: null,
        joined_at: at,
        revoked_at: null,
        removed_at: null,
        contact_shared_with_hosts: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect((await founder.client.get(`/api/events/${eventId}/prospects`)).body.status).toBe('computing');
    expect((await readyProspects(founder, eventId)).prospects.map((row) => row.user.id)).toContain(late!.userId);

    await server.database.db.updateTable('matching_jobs').set({ status: 'failed', attempts: 3 }).where('event_id', '=', eventId).execute();
    expect((await founder.client.get(`/api/events/${eventId}/prospects`)).body.status).toBe('computing');
    expect((await readyProspects(founder, eventId)).status).toBe('ready');
  });

  it('tells a viewer it answered computing once the job is done, also when the recompute left their list as it was', async () => {
    const { founder, investor } = scenario;
    await readyProspects(founder, eventId);
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    // A change no list shows (the investor's membership written again) whose own request is lost: the founder's read finds the event stale.
    server.clock.advance(1_000);
    await server.database.db
      .updateTable('event_participants')
      .set({ updated_at: server.clock.now() })
      .where('event_id', '=', eventId)
      .where('user_id', '=', investor.userId)
      .execute();
    const before = await founder.client.get(`/api/events/${eventId}/prospects`);
    expect(before.body.status).toBe('computing');
    // The page shows "Finding people for you…" until it is told to read the list again.
    await socket.next('prospects.updated', (event) => event.eventId === eventId);
    const after = await founder.client.get(`/api/events/${eventId}/prospects`);
    expect(after.body).toEqual({ status: 'ready', prospects: before.body.prospects });
    await socket.close();
  });

  it('takes an answer back; NOT_INTERESTED stays shown, and the next recompute ranks the declined after everyone else', async () => {
    const { founder, investor } = scenario;
    const declined = await answer(founder, eventId, investor.userId, 'NOT_INTERESTED');
    expect(declined.prospect.interest).toBe('NOT_INTERESTED');
    expect(declined.match).toBeNull();
    const undone = await answer(founder, eventId, investor.userId, null);
    expect(undone.prospect.interest).toBeNull();

    const prospect = await prospectOf(founder, eventId, investor.userId);
    const withReason = await founder.client.put(interestPath(prospect.id), {
      interest: 'NOT_INTERESTED',
      actionSource: 'connection_intelligence',
      reason: 'already_know',
    });
    expect(withReason.status).toBe(200);
    expect((await readyProspects(founder, eventId)).prospects).toEqual([
      expect.objectContaining({ id: prospect.id, interest: 'NOT_INTERESTED' }),
    ]);

    // Another investor joins: the recompute puts them first and the declined one after, answer and reason kept.
    const [newcomer] = await signedInGuests(server, ['Nora Newcomer']);
    await join(newcomer!, eventId);
    await giveDossier(newcomer!, { ...dossiers.investor, headline: 'Another angel investor' });
    const after = await readyProspects(founder, eventId);
    expect(after.prospects.map((row) => [row.user.id, row.interest])).toEqual([
      [newcomer!.userId, null],
      [investor.userId, 'NOT_INTERESTED'],
    ]);
    const stored = await server.database.db.selectFrom('prospects').selectAll().where('id', '=', prospect.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ interest: 'NOT_INTERESTED', interest_reason: 'already_know', rank: 2 });
  });

  it('refuses to take back or change an answer once matched, and answers the match to INTERESTED again', async () => {
    const { founder, investor } = scenario;
    const match = await matchPair(eventId, founder, investor);
    const prospect = await prospectOf(founder, eventId, investor.userId);
    expect(prospect).toMatchObject({ interest: 'INTERESTED', matched: true });
    for (const interest of [null, 'NOT_INTERESTED']) {
      const refused = await founder.client.put(interestPath(prospect.id), { interest, actionSource: 'undo' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('already_matched');
    }
    const again = await founder.client.put(interestPath(prospect.id), { interest: 'INTERESTED', actionSource: 'prospects' });
    expect(again.body.match.id).toBe(match.id);
    expect(await server.database.db.selectFrom('matches').select('id').execute()).toHaveLength(1);
  });

  // PostgreSQL only: the test holds the two users' rows in a transaction of its own, which SQLite's one writer cannot do beside the app.
  it.runIf(dialect === 'postgres')(
    "ends an undo racing the other's INTERESTED in the undo or in a match, never a match without both answers",
    async () => {
      const { founder, investor } = scenario;
      await answer(founder, eventId, investor.userId, 'INTERESTED');
      const [founderProspect, investorProspect] = [
        await prospectOf(founder, eventId, investor.userId),
        await prospectOf(investor, eventId, founder.userId),
      ];
      const db = server.database.db;
      const waitingOnLocks = async () => {
        const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        return Number(rows[0]!.count);
      };
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', 'in', [founder.userId, investor.userId])
          .execute();
        holding();
        await released;
      });
      await held;

      // The investor's INTERESTED waits on the held rows; then the founder takes hers back.
      const yes = investor.client.put(interestPath(investorProspect.id), { interest: 'INTERESTED', actionSource: 'prospects' });
      await expect.poll(waitingOnLocks).toBe(1);
      let undoAnswered = false;
      const undo = founder.client.put(interestPath(founderProspect.id), { interest: null, actionSource: 'undo' }).finally(() => {
        undoAnswered = true;
      });
      await expect.poll(async () => undoAnswered || (await waitingOnLocks()) === 2).toBe(true);
      release();
      await holder;
      const [yesAnswer, undoAnswer] = await Promise.all([yes, undo]);

      const matches = await db.selectFrom('matches').select('id').execute();
      const founderRow = await db.selectFrom('prospects').select('interest').where('id', '=', founderProspect.id).executeTakeFirstOrThrow();
      if (matches.length === 1) {
        expect(founderRow.interest).toBe('INTERESTED');
        expect(undoAnswer.body.code).toBe('already_matched');
        expect(yesAnswer.body.match.id).toBe(matches[0]!.id);
      } else {
        expect(founderRow.interest).toBeNull();
        expect(undoAnswer.status).toBe(200);
        expect(yesAnswer.body.match).toBeNull();
      }
    },
  );

  it('lists the prospects of every event the viewer joined, with their match counts', async () => {
    const { founder, investor, host } = scenario;
    const otherEventId = await createEvent(server, host, 'Second dinner');
    await join(founder, otherEventId);
    await matchPair(eventId, founder, investor);
    await readyProspects(founder, otherEventId);
    const across = (await founder.client.get('/api/prospects')).body as ProspectsAcrossEvents;
    expect(across.events.map((row) => [row.event.name, row.status, row.prospects.length, row.matchCount])).toEqual([
      ['Climate founders dinner', 'ready', 1, 1],
      ['Second dinner', 'ready', 0, 0],
    ]);
    expect(across.events[0]!.event).toEqual({
      id: eventId,
      name: 'Climate founders dinner',
      startsAt: Date.parse('2026-12-01T18:00:00+01:00'),
      timeZone: 'Europe/Paris',
    });
  });

  it('recomputes on a new dossier revision, tells the viewers whose list changed, and leaves unchanged rows alone', async () => {
    const { founder, investor, baker } = scenario;
    await readyProspects(founder, eventId);
    const before = await server.database.db.selectFrom('prospects').selectAll().orderBy('id').execute();

    // A member without a dossier joins: nobody's list changes, no row is rewritten.
    server.clock.advance(60_000);
    const [newcomer] = await signedInGuests(server, ['Nora Newcomer']);
    await join(newcomer!, eventId);
    await readyProspects(founder, eventId);
    expect(await server.database.db.selectFrom('prospects').selectAll().orderBy('id').execute()).toEqual(before);

    const founderSocket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    const investorSocket = await RealtimeTestClient.signedIn(server.baseUrl, investor.client);
    try {
      // The baker turns investor: the founder now has them as a prospect too.
      await reviseDossier(baker, { ...dossiers.investor, headline: 'Baker turned angel investor' });
      await founderSocket.next('prospects.updated', (event) => event.eventId === eventId);
      expect((await readyProspects(founder, eventId)).prospects.map((row) => row.user.id)).toContain(baker.userId);
      expect((await readyProspects(baker, eventId)).prospects.map((row) => row.user.headline)).toContain(
        'Founder of a battery storage start-up',
      );
    } finally {
      await founderSocket.close();
      await investorSocket.close();
    }
  });

  it('keeps a prospect introduced by nobody and answered by nobody only while proposed', async () => {
    const { founder, investor } = scenario;
    expect((await readyProspects(founder, eventId)).prospects.map((row) => row.user.id)).toEqual([investor.userId]);
    // The investor's dossier no longer meets the founder's: the row goes.
    await reviseDossier(investor, dossiers.baker);
    await expect.poll(async () => (await readyProspects(founder, eventId)).prospects).toEqual([]);
    expect(await server.database.db.selectFrom('prospects').select('id').where('viewer_id', '=', founder.userId).execute()).toEqual([]);
  });

  it('shows prospects at once to a guest who joins with a dossier already written', async () => {
    const [late] = await signedInGuests(server, ['Lou Latecomer']);
    await giveDossier(late!, dossiers.founder);
    await join(late!, eventId);
    expect((await readyProspects(late!, eventId)).prospects[0]?.user.id).toBe(scenario.investor.userId);
  });
});
