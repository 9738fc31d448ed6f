import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { Match, SetInterestResponse } from '../../shared/api/matching.ts';
import { createMigratedPostgresDatabase } from '../testing/scratch-postgres.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { testDialects } from '../testing/test-server.ts';
import { dossiers, giveDossier, join, readyProspects, type Guest } from './testing/matching-fixture.ts';

const adminPhone = '+12025550299';
/** Founders and investors want each other; bakers want neither, so some answers make no match. */
const roles: DossierDocument[] = [dossiers.founder, dossiers.investor, dossiers.baker];
const guestCount = 12;
const retryMs = 100;

interface Answer {
  guest: number;
  other: number;
  prospectId: string;
}

/**
 * One guest saying yes to every prospect, one answer at a time, each sent again until it is
 * acknowledged, as the web app does when the connection drops: an answer the kill cut off is
 * repeated after the restart, and must not make a second match.
 */
async function answerAll(
  client: TestClient,
  eventId: string,
  answers: Answer[],
  onAck: (response: SetInterestResponse) => void,
  onResend: () => void,
) {
  for (const { prospectId } of answers) {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) onResend();
      const sent = await client
        .put(`/api/events/${eventId}/prospects/${prospectId}/interest`, { interest: 'INTERESTED', actionSource: 'prospects' })
        .catch(() => null);
      if (sent?.status === 200) {
        onAck(sent.body as SetInterestResponse);
        break;
      }
      if (sent && sent.status < 500) throw new Error(`answering answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}

describe.each(testDialects)('a server killed while guests answer their prospects (%s)', (dialect) => {
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createMigratedPostgresDatabase>> | undefined;

  beforeAll(async () => {
    database = dialect === 'postgres' ? await createMigratedPostgresDatabase(process.env.TEST_DATABASE_URL!, 'tandem_crash') : undefined;
    server = await startServerProcess({ ADMIN_PHONES: adminPhone, ...(database ? { DATABASE_URL: database.url } : {}) });
    // A child process compiles the whole server as it starts: slower than the suite's hook default on a busy machine.
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keeps every acknowledged answer and makes each mutual match exactly once across the restart', async () => {
    const host = new TestClient(server.baseUrl);
    await signIn(host, adminPhone);
    const created = await host.post('/api/events', {
      name: 'Storage founders evening',
      startsAt: '2026-12-01T18:00:00+01:00',
      endsAt: '2026-12-01T22:00:00+01:00',
      timeZone: 'Europe/Paris',
      place: 'Paris',
    });
    expect(created.status).toBe(201);
    const eventId = created.body.id as string;

    const guests: Guest[] = [];
    for (let index = 0; index < guestCount; index += 1) {
      const client = new TestClient(server.baseUrl);
      const { user } = await signIn(client, `+120255502${String(index).padStart(2, '0')}`);
      expect((await client.patch('/api/users/me', { name: `Guest ${index}` })).status).toBe(200);
      const guest = { client, userId: user.id };
      await join(guest, eventId);
      await giveDossier(guest, roles[index % roles.length]!);
      guests.push(guest);
    }
    const indexOf = new Map(guests.map((guest, index) => [guest.userId, index]));
    const answersOf: Answer[][] = [];
    for (const [index, guest] of guests.entries()) {
      const { prospects } = await readyProspects(guest, eventId);
      answersOf.push(prospects.map((prospect) => ({ guest: index, other: indexOf.get(prospect.user.id)!, prospectId: prospect.id })));
    }
    // A match is due wherever both saw each other and both say yes.
    const sees = (guest: number, other: number) => answersOf[guest]!.some((answer) => answer.other === other);
    const expectedPartners = guests.map((_, guest) =>
      guests.map((__, other) => other).filter((other) => sees(guest, other) && sees(other, guest)),
    );
    expect(expectedPartners.flat().length).toBeGreaterThan(0);

    const total = answersOf.flat().length;
    let acknowledged = 0;
    let resends = 0;
    const acknowledgedMatches: Match[] = [];
    let killNow!: () => void;
    const killedAndRestarted = new Promise<void>((resolve) => (killNow = resolve)).then(async () => {
      await server.kill('SIGKILL');
      await server.restart();
    });
    const onAck = (response: SetInterestResponse) => {
      if (response.match) acknowledgedMatches.push(response.match);
      acknowledged += 1;
      if (acknowledged === Math.floor(total / 3)) killNow();
    };
    await Promise.all([
      killedAndRestarted,
      ...guests.map((guest, index) => answerAll(guest.client, eventId, answersOf[index]!, onAck, () => (resends += 1))),
    ]);

    // The kill cut answers off: some were sent again after it.
    expect(resends).toBeGreaterThan(0);

    const conversationOfPair = new Map<string, string>();
    for (const [index, guest] of guests.entries()) {
      const { matches } = (await guest.client.get(`/api/events/${eventId}/matches`)).body as { matches: Match[] };
      // Each mutual yes made one match, seen by both, whatever the kill cut off and was sent again.
      expect(matches.map((match) => indexOf.get(match.user.id)).sort()).toEqual([...expectedPartners[index]!].sort());
      for (const match of matches) {
        const pair = [index, indexOf.get(match.user.id)!].sort().join('-');
        const conversation = conversationOfPair.get(pair) ?? match.conversationId;
        conversationOfPair.set(pair, conversation);
        expect(match.conversationId).toBe(conversation);
      }
    }
    // Every match an answer was told of is one of them.
    for (const match of acknowledgedMatches) expect([...conversationOfPair.values()]).toContain(match.conversationId);
    expect(server.output).not.toMatch(/"level":(50|60)/);
    // Twelve guests signed in, interviewed and matched, then a kill and a restart: longer than the suite's default.
  }, 120_000);
});
