import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const sampleEvent = {
  name: 'Climate founders dinner',
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T22:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

describe.each(testDialects)('invitations and participants (%s)', (dialect) => {
  let server: TestServer;
  let host: TestClient;
  let member: TestClient;
  let memberId: string;
  let outsider: TestClient;
  let admin: TestClient;
  let eventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    host = new TestClient(server.baseUrl);
    member = new TestClient(server.baseUrl);
    outsider = new TestClient(server.baseUrl);
    admin = new TestClient(server.baseUrl);
    const hostId = (await signIn(host, '+12025550123')).user.id;
    memberId = (await signIn(member, '+12025550124')).user.id;
    await signIn(outsider, '+12025550125');
    await signIn(admin, adminPhone);
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', hostId).execute();
    eventId = (await host.post('/api/events', sampleEvent)).body.id;
    // The outsider is a member of another event.
    const otherId = (await host.post('/api/events', { ...sampleEvent, name: 'Other' })).body.id;
    await outsider.post(`/api/events/${otherId}/join`);
  });
  afterEach(() => server.close());

  const countRows = async () =>
    (await server.database.db.selectFrom('event_participants').select('id').where('event_id', '=', eventId).execute()).length;

  it('invites one person with a normalised number and an unguessable personal link', async () => {
    const response = await host.post(`/api/events/${eventId}/invitations`, {
      name: ' Gal Guest ',
      phoneNumber: '(202) 555-0150',
      email: 'Gal@Example.com',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      eventId,
      state: 'invited',
      name: 'Gal Guest',
      phoneNumber: '+12025550150',
      email: 'gal@example.com',
      invited: true,
      userId: null,
      onboarding: null,
    });
    const hash = response.body.link.split('/member-hash/')[1];
    expect(hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const second = await host.post(`/api/events/${eventId}/invitations`, { name: 'Other', email: 'other@example.com' });
    expect(second.body.link.split('/member-hash/')[1]).not.toBe(hash);

    const duplicate = await host.post(`/api/events/${eventId}/invitations`, { name: 'Again', phoneNumber: '+12025550150' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('already_invited');
    expect((await host.post(`/api/events/${eventId}/invitations`, { name: 'No contact' })).status).toBe(400);
    expect((await host.post(`/api/events/${eventId}/invitations`, { name: 'Bad', phoneNumber: '12' })).body.code).toBe(
      'invalid_phone_number',
    );
    expect((await host.post(`/api/events/${eventId}/invitations`, { name: 'Bad', email: 'nope' })).status).toBe(400);
    expect(await countRows()).toBe(2);
  });

  it('lets hosts and admins invite, revoke and remove; members get 403 and members of other events 404', async () => {
    const body = { name: 'Gal', phoneNumber: '+12025550150' };
    await member.post(`/api/events/${eventId}/join`);
    expect((await member.post(`/api/events/${eventId}/invitations`, body)).status).toBe(403);
    expect((await outsider.post(`/api/events/${eventId}/invitations`, body)).status).toBe(404);
    expect((await member.post(`/api/events/${eventId}/invitations/import`, { csv: 'name,phone\nGal,+12025550150' })).status).toBe(403);
    expect((await outsider.post(`/api/events/${eventId}/invitations/import`, { csv: 'name,phone\nGal,+12025550150' })).status).toBe(404);
    expect((await member.get(`/api/events/${eventId}/participants`)).status).toBe(403);
    expect((await outsider.get(`/api/events/${eventId}/participants`)).status).toBe(404);
    expect(await countRows()).toBe(1);

    const byAdmin = await admin.post(`/api/events/${eventId}/invitations`, body);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.link).toContain('/member-hash/');
    expect((await member.request('DELETE', `/api/events/${eventId}/invitations/${byAdmin.body.id}`)).status).toBe(403);
    expect((await outsider.request('DELETE', `/api/events/${eventId}/invitations/${byAdmin.body.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/events/${eventId}/invitations/${byAdmin.body.id}`)).body.state).toBe('revoked');
    // Revoking twice is harmless; the contact may be invited again.
    expect((await host.request('DELETE', `/api/events/${eventId}/invitations/${byAdmin.body.id}`)).status).toBe(200);
    expect((await host.post(`/api/events/${eventId}/invitations`, body)).status).toBe(201);

    const memberRow = (await host.get(`/api/events/${eventId}/participants`)).body.participants.find(
      (p: { userId: string }) => p.userId === memberId,
    );
    expect((await member.request('DELETE', `/api/events/${eventId}/participants/${memberRow.id}`)).status).toBe(403);
    expect((await outsider.request('DELETE', `/api/events/${eventId}/participants/${memberRow.id}`)).status).toBe(404);
    expect((await host.request('DELETE', `/api/events/${eventId}/invitations/${memberRow.id}`)).body.code).toBe('already_joined');
    expect((await admin.request('DELETE', `/api/events/${eventId}/participants/${memberRow.id}`)).body.state).toBe('removed');
    expect((await host.request('DELETE', `/api/events/${eventId}/participants/not-an-id`)).status).toBe(400);
    expect((await host.request('DELETE', `/api/events/${eventId}/participants/0190a1b2-0000-7000-8000-000000000000`)).status).toBe(404);
  });

  it('imports a CSV of hundreds in one go, from text/csv or JSON', async () => {
    const lines = ['Name,Phone,Email'];
    for (let index = 0; index < 300; index++) {
      lines.push(`"Guest, number ${index}",+1212555${String(1000 + index)},guest${index}@example.com`);
    }
    const response = await host.request('POST', `/api/events/${eventId}/invitations/import`, {
      body: lines.join('\r\n'),
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(201);
    expect(response.body.imported).toBe(300);
    expect(response.body.invitations[0]).toMatchObject({
      name: 'Guest, number 0',
      phoneNumber: '+12125551000',
      email: 'guest0@example.com',
      state: 'invited',
    });
    const links = new Set(response.body.invitations.map((invitation: { link: string }) => invitation.link));
    expect(links.size).toBe(300);

    const json = await host.post(`/api/events/${eventId}/invitations/import`, { csv: 'name,email\nSolo,solo@example.com\n' });
    expect(json.status).toBe(201);
    expect(json.body.imported).toBe(1);
    expect(await countRows()).toBe(301);
  });

  it('reports every bad row by its line and imports nothing', async () => {
    await host.post(`/api/events/${eventId}/invitations`, { name: 'Existing', phoneNumber: '+12125559000' });
    const csv = [
      'name,phone,email', // 1
      'Ada,+12125551001,ada@example.com', // 2: fine
      ',+12125551002,', // 3: no name
      'Bob,not a number,', // 4: bad phone
      '"Cy, the second",,cy@', // 5: bad email
      '', // 6: blank, skipped
      'Dee,,', // 7: no contact
      'Eve,+12125551001,', // 8: same phone as line 2
      'Fay,+12125559000,', // 9: already invited
      '"Gil ""G""",+12125551003,', // 10: fine
    ].join('\n');
    const response = await host.post(`/api/events/${eventId}/invitations/import`, { csv });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_csv');
    expect(response.body.problems.map((problem: { line: number }) => problem.line)).toEqual([3, 4, 5, 7, 8, 9]);
    expect(response.body.problems[4].message).toContain('line 2');
    expect(response.body.problems[5].message).toContain('already invited');
    expect(response.body.message).toMatch(/6 rows have problems, so nothing was imported — line 3: /);
    expect(await countRows()).toBe(1);

    const unclosed = await host.post(`/api/events/${eventId}/invitations/import`, { csv: 'name,phone\nAda,+12125551001\n"Bob,+1212555' });
    expect(unclosed.body.problems).toEqual([{ line: 3, message: expect.stringContaining('never closed') }]);
    const noHeader = await host.post(`/api/events/${eventId}/invitations/import`, { csv: 'Ada,+12125551001\n' });
    expect(noHeader.body.problems[0].line).toBe(1);
    expect((await host.post(`/api/events/${eventId}/invitations/import`, { csv: '' })).status).toBe(400);
    expect(await countRows()).toBe(1);
  });

  it("shows hosts each participant's state, contact, link and onboarding; admins see no links", async () => {
    await member.patch('/api/users/me', { name: 'Mia Member', email: 'mia@example.com' });
    await member.post(`/api/events/${eventId}/join`, { shareContactWithHosts: true });
    const invited = (await host.post(`/api/events/${eventId}/invitations`, { name: 'Ivy Invited', email: 'ivy@example.com' })).body;
    const revoked = (await host.post(`/api/events/${eventId}/invitations`, { name: 'Rex Revoked', phoneNumber: '+12025550160' })).body;
    await host.request('DELETE', `/api/events/${eventId}/invitations/${revoked.id}`);

    const list = await host.get(`/api/events/${eventId}/participants`);
    expect(list.status).toBe(200);
    expect(list.body.counts).toEqual({ invited: 1, joined: 1, revoked: 1, removed: 0 });
    expect(list.body.participants.map((p: { name: string; state: string }) => [p.name, p.state])).toEqual([
      ['Mia Member', 'joined'],
      ['Ivy Invited', 'invited'],
      ['Rex Revoked', 'revoked'],
    ]);
    const [joined, open, gone] = list.body.participants;
    expect(joined).toMatchObject({
      phoneNumber: '+12025550124',
      email: 'mia@example.com',
      link: null,
      onboarding: { hasDetails: true, hasPicture: false, hasDossier: false },
    });
    expect(open).toMatchObject({ email: 'ivy@example.com', link: invited.link, onboarding: null });
    expect(gone.link).toBeNull();

    const asAdmin = (await admin.get(`/api/events/${eventId}/participants`)).body.participants;
    expect(asAdmin.map((p: { link: string | null }) => p.link)).toEqual([null, null, null]);
  });

  it('shows a guest who deleted their account as a deleted user: no name, contact, host role or action, out of the joined', async () => {
    await member.patch('/api/users/me', { name: 'Mia Member', email: 'mia@example.com' });
    await member.post(`/api/events/${eventId}/join`);
    const joined = (await host.get(`/api/events/${eventId}/participants`)).body.participants[0];
    expect((await host.post(`/api/events/${eventId}/hosts`, { participantId: joined.id })).status).toBe(202);
    const [invitation] = (await member.get('/api/host-invitations')).body.invitations;
    expect((await member.post(`/api/host-invitations/${invitation.id}/accept`)).status).toBe(200);
    expect((await member.request('DELETE', '/api/users/me', { json: { confirm: 'DELETE' } })).status).toBe(200);

    const list = await host.get(`/api/events/${eventId}/participants`);
    expect(list.status).toBe(200);
    expect(list.body.counts).toEqual({ invited: 0, joined: 0, revoked: 0, removed: 1 });
    expect(list.body.participants).toEqual([
      expect.objectContaining({
        id: joined.id,
        deleted: true,
        name: null,
        phoneNumber: null,
        email: null,
        state: 'removed',
        isHost: false,
        link: null,
        onboarding: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('deleted:');
    expect((await host.get(`/api/events/${eventId}/hosts`)).body.hosts.map((h: { userId: string }) => h.userId)).not.toContain(memberId);
    expect((await host.get(`/api/events/${eventId}`)).body.participantCount).toBe(0);
    const promote = await host.post(`/api/events/${eventId}/hosts`, { participantId: joined.id });
    expect(promote.status).toBe(409);

    const table = (await admin.get(`/api/events/${eventId}/table`)).body;
    expect(table.rows).toEqual([expect.objectContaining({ deleted: true, name: null, phoneNumber: null, email: null, linkedin: null })]);
    expect(JSON.stringify(table)).not.toContain('deleted:');
    const csv = (await admin.get(`/api/events/${eventId}/table?format=csv`)).body as string;
    expect(parseCsv(csv)[1]!.fields.slice(0, 5)).toEqual(['Deleted user', '', '', '', 'removed']);
    expect(csv).not.toContain('deleted:');
  });

  it('counts the details step as done once the guest gave their name: email and LinkedIn are optional', async () => {
    await outsider.patch('/api/users/me', { name: 'Nora Nameonly' });
    await outsider.post(`/api/events/${eventId}/join`);
    // Signed in and joined, but stopped before the details step.
    const silent = new TestClient(server.baseUrl);
    await signIn(silent, '+12025550126');
    await silent.post(`/api/events/${eventId}/join`);

    const participants = (await host.get(`/api/events/${eventId}/participants`)).body.participants as {
      name: string | null;
      onboarding: { hasDetails: boolean } | null;
    }[];
    expect(participants.map((p) => [p.name, p.onboarding?.hasDetails])).toEqual(
      expect.arrayContaining([
        ['Nora Nameonly', true],
        [null, false],
      ]),
    );
  });

  it('gives admins a sortable, filterable table, exportable as CSV', async () => {
    await member.patch('/api/users/me', { name: 'Mia, "the" Member', email: 'mia@example.com' });
    await member.post(`/api/events/${eventId}/join`);
    await host.post(`/api/events/${eventId}/invitations/import`, { csv: 'name,phone\nZed,+12125551001\nAbe,+12125551002\n' });

    expect((await host.get(`/api/events/${eventId}/table`)).status).toBe(403);
    const table = await admin.get(`/api/events/${eventId}/table`);
    expect(table.status).toBe(200);
    expect(table.body.total).toBe(3);
    expect(table.body.rows.map((row: { name: string }) => row.name)).toEqual(['Abe', 'Mia, "the" Member', 'Zed']);
    expect(table.body.rows[1]).toMatchObject({ state: 'joined', prospects: 0, matches: 0, onboarding: { hasDetails: true } });
    const desc = (await admin.get(`/api/events/${eventId}/table?sort=name&order=desc`)).body.rows;
    expect(desc.map((row: { name: string }) => row.name)).toEqual(['Zed', 'Mia, "the" Member', 'Abe']);
    const joinedOnly = (await admin.get(`/api/events/${eventId}/table?state=joined`)).body;
    expect(joinedOnly).toMatchObject({ total: 3, rows: [{ name: 'Mia, "the" Member' }] });
    expect((await admin.get(`/api/events/${eventId}/table?q=555100`)).body.rows.map((row: { name: string }) => row.name)).toEqual([
      'Abe',
      'Zed',
    ]);
    expect((await admin.get(`/api/events/${eventId}/table?sort=bogus`)).status).toBe(400);
    expect((await admin.get('/api/events/bogus/table')).status).toBe(400);

    const csv = await admin.get(`/api/events/${eventId}/table?format=csv&sort=name`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment; filename="tandem-climate-founders-dinner-participants.csv"');
    const records = parseCsv(csv.body as string);
    expect(records[0]!.fields.slice(0, 5)).toEqual(['Name', 'Phone', 'Email', 'LinkedIn', 'State']);
    expect(records.map((record) => record.fields[0])).toEqual(['Name', 'Abe', 'Mia, "the" Member', 'Zed']);
    expect(records[2]!.fields.slice(1, 5)).toEqual(['+12025550124', 'mia@example.com', '', 'joined']);
  });
});
