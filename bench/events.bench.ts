import assert from 'node:assert/strict';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle, Dialect } from '../server/db/database.ts';
import { newId } from '../server/db/ids.ts';
import type { EventParticipantsTable } from '../server/db/schema.ts';
import { newMemberHash } from '../server/events/invitations.service.ts';
import { createUsersRepository } from '../server/users/users.repository.ts';
import { formatTable } from './bench-report.ts';
import { benchDialects, startBenchApp } from './bench-app.ts';

/**
 * `npm run bench:events`: the two bulk paths of issue 5, over HTTP against the real app as
 * production builds it, each beside a plain-SQL floor on the same database handle.
 *
 * 1. Import: a CSV of 5,000 invitees POSTed to /api/events/{id}/invitations/import (parse,
 *    validate and normalise every row, check duplicates, insert in one transaction, answer 5,000
 *    personal links), against a plain insert of 5,000 equivalent rows in one transaction (the
 *    same multi-row chunks, nothing else). Reported as time per invitee and their ratio.
 * 2. Joins: 1,000 guests POST /api/events/{id}/join at once (half through personal links from the
 *    import, half by the event link), then all of them again (must change nothing); then 1,000
 *    at once on an event with a capacity of 500. Guests are signed in through the services
 *    beforehand (not timed; the HTTP sign-in has a per-IP budget). Checked: every guest is a
 *    member exactly once, every personal link bound to its guest, exactly 500 on the capped event.
 *
 * The HTTP client runs in this process, beside the server: on a 2-core machine the figures are
 * ratios, not capacity. BENCH_ROUNDS (default 3) imports of each kind, alternating; the median
 * is reported. BENCH_DATABASE_URL (a PostgreSQL admin URL) adds a PostgreSQL pass.
 */

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const invitees = Number(process.env.BENCH_INVITEES ?? 5000);
const guests = Number(process.env.BENCH_GUESTS ?? 1000);
const insertChunkRows = 500;

const sampleEvent = {
  name: 'Bench summit',
  startsAt: '2026-12-01T09:00:00+01:00',
  endsAt: '2026-12-02T18:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

/** Valid, distinct US numbers: +1 212 5xx xxxx. */
const phoneOf = (index: number) => `+1212${String(5_000_000 + index).padStart(7, '0')}`;
const guestPhoneOf = (index: number) => `+1646${String(5_000_000 + index).padStart(7, '0')}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Target {
  dialect: Dialect;
  baseUrl: string;
  database: DatabaseHandle;
  hostCookie: string;
  hostId: string;
  signInGuests(count: number): Promise<{ userId: string; cookie: string }[]>;
  close(): Promise<void>;
}

async function setUp(dialect: Dialect): Promise<Target> {
  const tandem = await startBenchApp(dialect);
  const host = await tandem.signIn('+12025550123');
  await createUsersRepository(tandem.database.db).update(host.userId, { name: 'Hannah Bench', is_creator: 1, updated_at: Date.now() });

  let guestsMade = 0;
  return {
    dialect,
    baseUrl: tandem.origin,
    database: tandem.database,
    hostCookie: host.cookie,
    hostId: host.userId,
    async signInGuests(count) {
      const made = [];
      for (let index = 0; index < count; index++) made.push(await tandem.signIn(guestPhoneOf(guestsMade++)));
      return made;
    },
    close: () => tandem.close(),
  };
}

async function call(target: Target, method: string, route: string, cookie: string, body?: { json?: unknown; csv?: string }) {
  const headers: Record<string, string> = { cookie };
  let payload: string | undefined;
  if (body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body?.csv !== undefined) {
    headers['content-type'] = 'text/csv';
    payload = body.csv;
  }
  const response = await fetch(`${target.baseUrl}${route}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
}

async function createEvent(target: Target, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await call(target, 'POST', '/api/events', target.hostCookie, { json: { ...sampleEvent, ...extra } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id as string;
}

function csvOf(count: number): string {
  const lines = ['name,phone,email'];
  for (let index = 0; index < count; index++) lines.push(`"Guest ${index}, Bench",${phoneOf(index)},guest${index}@example.com`);
  return lines.join('\r\n') + '\r\n';
}

/** The floor: the same rows, already validated and normalised, in one transaction, no HTTP. */
async function plainInsert(target: Target, eventId: string, count: number): Promise<number> {
  const at = Date.now();
  const started = performance.now();
  const rows: EventParticipantsTable[] = [];
  for (let index = 0; index < count; index++) {
    rows.push({
      id: newId(),
      event_id: eventId,
      user_id: null,
      state: 'invited',
      name: `Guest ${index}, Bench`,
      phone_number: phoneOf(index),
      email: `guest${index}@example.com`,
      member_hash: newMemberHash(),
      invited_by: target.hostId,
      invited_at: at,
      joined_at: null,
      revoked_at: null,
      removed_at: null,
      contact_shared_with_hosts: 0,
      created_at: at,
      updated_at: at,
    });
  }
  await target.database.db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += insertChunkRows) {
      await trx
        .insertInto('event_participants')
        .values(rows.slice(start, start + insertChunkRows))
        .execute();
    }
  });
  return performance.now() - started;
}

async function countRows(target: Target, eventId: string, state: string) {
  const row = await target.database.db
    .selectFrom('event_participants')
    .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('user_id').distinct().as('users')])
    .where('event_id', '=', eventId)
    .where('state', '=', state as 'joined')
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), users: Number(row.users) };
}

interface DialectResult {
  dialect: Dialect;
  importMs: number;
  plainMs: number;
  joinMs: number;
  rejoinMs: number;
  cappedMs: number;
  joinPlainMs: number;
}

async function runDialect(dialect: Dialect): Promise<DialectResult> {
  const target = await setUp(dialect);
  try {
    const csv = csvOf(invitees);
    // Warm-up: one small import and one plain insert, so the first measured run pays no JIT or cache misses.
    const warmEvent = await createEvent(target);
    assert.equal(
      (await call(target, 'POST', `/api/events/${warmEvent}/invitations/import`, target.hostCookie, { csv: csvOf(200) })).status,
      201,
    );
    await plainInsert(target, await createEvent(target), 200);

    const importTimes: number[] = [];
    const plainTimes: number[] = [];
    let importedEventId = '';
    let links: { participantId: string; hash: string }[] = [];
    for (let round = 0; round < rounds; round++) {
      const eventId = await createEvent(target);
      const started = performance.now();
      const imported = await call(target, 'POST', `/api/events/${eventId}/invitations/import`, target.hostCookie, { csv });
      importTimes.push(performance.now() - started);
      assert.equal(imported.status, 201, JSON.stringify(imported.body).slice(0, 500));
      assert.equal(imported.body.imported, invitees);
      assert.equal((await countRows(target, eventId, 'invited')).rows, invitees, 'every invitee stored once');
      if (round === 0) {
        importedEventId = eventId;
        links = (imported.body.invitations as { id: string; link: string }[]).map((invitation) => ({
          participantId: invitation.id,
          hash: invitation.link.split('/member-hash/')[1]!,
        }));
        assert.equal(new Set(links.map((link) => link.hash)).size, invitees, 'every personal link is distinct');
      }
      plainTimes.push(await plainInsert(target, await createEvent(target), invitees));
      console.log(
        `  ${dialect} round ${round + 1}: import ${importTimes.at(-1)!.toFixed(0)} ms, plain insert ${plainTimes.at(-1)!.toFixed(0)} ms`,
      );
    }

    // Joins: half by personal link (bound to the imported invitations), half by the event link.
    const people = await target.signInGuests(guests);
    const byLink = Math.floor(guests / 2);
    const join = (index: number, eventId: string, withHash: boolean) =>
      call(target, 'POST', `/api/events/${eventId}/join`, people[index]!.cookie, {
        json: withHash && index < byLink ? { memberHash: links[index]!.hash } : {},
      });

    let started = performance.now();
    const first = await Promise.all(people.map((_, index) => join(index, importedEventId, true)));
    const joinMs = performance.now() - started;
    const notOk = first.filter((answer) => answer.status !== 200);
    assert.equal(notOk.length, 0, `every join answered 200: ${JSON.stringify(notOk.slice(0, 3))}`);
    first.forEach((answer, index) => {
      assert.equal(answer.body.userId, people[index]!.userId);
      if (index < byLink) assert.equal(answer.body.participantId, links[index]!.participantId, 'a personal link binds its own invitation');
    });
    let joined = await countRows(target, importedEventId, 'joined');
    assert.deepEqual(joined, { rows: guests, users: guests }, 'no lost or duplicated member');
    assert.equal((await countRows(target, importedEventId, 'invited')).rows, invitees - byLink, 'bound invitations left the invited state');

    started = performance.now();
    const again = await Promise.all(people.map((_, index) => join(index, importedEventId, true)));
    const rejoinMs = performance.now() - started;
    again.forEach((answer, index) => assert.deepEqual(answer.body, first[index]!.body, 'joining twice answers the same'));
    joined = await countRows(target, importedEventId, 'joined');
    assert.deepEqual(joined, { rows: guests, users: guests }, 'joining twice changed nothing');

    const capacity = Math.floor(guests / 2);
    const capped = await createEvent(target, { capacity });
    started = performance.now();
    const race = await Promise.all(people.map((_, index) => join(index, capped, false)));
    const cappedMs = performance.now() - started;
    const statuses = race.reduce<Record<number, number>>(
      (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
      {},
    );
    assert.deepEqual(statuses, { 200: capacity, 409: guests - capacity }, `capacity race: ${JSON.stringify(statuses)}`);
    assert.deepEqual(await countRows(target, capped, 'joined'), { rows: capacity, users: capacity }, 'exactly the capacity joined');

    const joinPlainMs = await plainInsert(target, await createEvent(target), guests);
    console.log(
      `  ${dialect}: ${guests} joins ${joinMs.toFixed(0)} ms, again ${rejoinMs.toFixed(0)} ms, capped ${cappedMs.toFixed(0)} ms; checks passed`,
    );
    return { dialect, importMs: median(importTimes), plainMs: median(plainTimes), joinMs, rejoinMs, cappedMs, joinPlainMs };
  } finally {
    await target.close();
  }
}

async function main() {
  console.log(
    `bench:events — ${invitees} invitees by CSV over HTTP vs a plain insert in one transaction; ${guests} concurrent joins over HTTP\n` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ${rounds} import rounds (median)\n` +
      `${process.env.BENCH_DATABASE_URL ? '' : 'PostgreSQL skipped (set BENCH_DATABASE_URL to add it)\n'}`,
  );
  const results: DialectResult[] = [];
  for (const dialect of benchDialects) results.push(await runDialect(dialect));

  const perInvitee = (ms: number, count: number) => `${((ms * 1000) / count).toFixed(0)} µs`;
  const rows = [['database', 'what', 'total', 'per invitee/guest', 'plain insert', 'per row', 'ratio']];
  for (const result of results) {
    rows.push([
      result.dialect,
      `import ${invitees} (CSV, HTTP)`,
      `${result.importMs.toFixed(0)} ms`,
      perInvitee(result.importMs, invitees),
      `${result.plainMs.toFixed(0)} ms`,
      perInvitee(result.plainMs, invitees),
      `${(result.importMs / result.plainMs).toFixed(1)}×`,
    ]);
    rows.push([
      '',
      `${guests} concurrent joins`,
      `${result.joinMs.toFixed(0)} ms`,
      perInvitee(result.joinMs, guests),
      `${result.joinPlainMs.toFixed(0)} ms`,
      perInvitee(result.joinPlainMs, guests),
      `${(result.joinMs / result.joinPlainMs).toFixed(1)}×`,
    ]);
    rows.push(['', `${guests} joins again (no-op)`, `${result.rejoinMs.toFixed(0)} ms`, perInvitee(result.rejoinMs, guests), '', '', '']);
    rows.push([
      '',
      `${guests} joins, capacity ${Math.floor(guests / 2)}`,
      `${result.cappedMs.toFixed(0)} ms`,
      perInvitee(result.cappedMs, guests),
      '',
      '',
      '',
    ]);
  }
  console.log(
    `\n${formatTable(rows)}\n\nratio = HTTP path / plain insert of the same rows (lower is better). No lost or duplicated member.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
