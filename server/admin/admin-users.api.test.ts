import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUsersPage } from '../../shared/api/admin-users.ts';
import { matchingScenario, matchPair, signedInGuests, type Guest } from '../matching/testing/matching-fixture.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';

describe.each(testDialects)("the admin's people API (%s)", (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    admin = new TestClient(server.baseUrl);
    adminId = (await signIn(admin, adminPhone)).user.id;
  });
  afterEach(() => server.close());

  const list = async (query: string) => (await admin.get<AdminUsersPage>(`/api/admin/users${query}`)).body;
  const detailOf = async (userId: string) => (await admin.get<AdminUserDetail>(`/api/admin/users/${userId}`)).body;
  const auditRows = () => server.database.db.selectFrom('audit_log').selectAll().execute();

  it('refuses a stranger (401) and a non-admin (403) on every route, and changes nothing', async () => {
    const [guest] = (await signedInGuests(server, ['Dana Founder'])) as [Guest];
    const sessionId = (
      await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', guest.userId).executeTakeFirstOrThrow()
    ).id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${adminId}`],
      ['POST', `/api/admin/users/${guest.userId}/role`, { role: 'ADMIN' }],
      ['DELETE', `/api/admin/users/${guest.userId}/sessions/${sessionId}`],
      ['POST', `/api/admin/users/${adminId}/sign-out-everywhere`, {}],
      ['POST', `/api/admin/users/${adminId}/block`, {}],
      ['POST', `/api/admin/users/${adminId}/unblock`, {}],
    ];
    for (const [client, status] of [
      [new TestClient(server.baseUrl), 401],
      [guest.client, 403],
    ] as const) {
      for (const [method, path, json] of calls) {
        const response = await client.request(method, path, json === undefined ? {} : { json });
        expect({ method, path, status: response.status }).toEqual({ method, path, status });
      }
    }
    expect(await auditRows()).toEqual([]);
    expect((await guest.client.get('/api/users/me')).body.role).toBe('USER');
    expect((await admin.get('/api/users/me')).status).toBe(200);
  });

  it('lists users newest first, found by name, email or phone digits and by role, a page at a time', async () => {
    const [dana, ivan, pat] = (await signedInGuests(server, ['Dana Founder', 'Ivan Investor', 'Pat Baker'])) as Guest[];
    const all = await list('');
    expect(all.users.map((user) => user.id)).toEqual([pat!.userId, ivan!.userId, dana!.userId, adminId]);
    expect(all.nextCursor).toBeNull();
    expect(all.users[0]).toEqual({
      id: pat!.userId,
      name: 'Pat Baker',
      phoneNumber: expect.stringMatching(/^\+1202555\d{4}$/),
      email: 'pat.baker@example.com',
      role: 'USER',
      isBlocked: false,
      isDeleted: false,
      createdAt: expect.any(String),
      eventsCount: 0,
      pictureUrl: null,
    });

    expect((await list('?query=dANA')).users.map((user) => user.id)).toEqual([dana!.userId]);
    expect((await list('?query=ivan.investor%40')).users.map((user) => user.id)).toEqual([ivan!.userId]);
    const phone = all.users[0]!.phoneNumber;
    const formatted = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    expect((await list(`?query=${encodeURIComponent(formatted)}`)).users.map((user) => user.id)).toEqual([pat!.userId]);
    // LIKE's own characters are taken literally.
    expect((await list('?query=a%25')).users).toEqual([]);
    expect((await list('?role=ADMIN')).users.map((user) => user.id)).toEqual([adminId]);

    const first = await list('?limit=3');
    expect(first.users).toHaveLength(3);
    expect(first.nextCursor).toBe(dana!.userId);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(second).toEqual({ users: [expect.objectContaining({ id: adminId })], nextCursor: null });

    for (const bad of ['?limit=0', '?limit=101', '?role=ROOT', '?colour=red']) {
      const response = await admin.get(`/api/admin/users${bad}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it("shows one user's events, matches, dossier and sessions; 404 for an unknown user", async () => {
    const { host, founder, investor, eventId } = await matchingScenario(server);
    const match = await matchPair(eventId, founder, investor);
    const detail = await detailOf(founder.userId);
    expect(detail.user).toMatchObject({ id: founder.userId, name: 'Dana Founder', role: 'USER', isBlocked: false, isCreator: false });
    expect(detail.events).toEqual([
      { id: eventId, name: 'Climate founders dinner', startsAt: '2026-12-01T17:00:00.000Z', role: 'participant' },
    ]);
    expect(detail.matches).toEqual([
      {
        id: match.id,
        event: { id: eventId, name: 'Climate founders dinner' },
        with: { id: investor.userId, name: 'Ivan Investor' },
        conversationId: match.conversationId,
        createdAt: expect.any(String),
      },
    ]);
    expect(detail.generalDossier).toEqual({ textConversationId: expect.any(String), voiceConversationId: expect.any(String) });
    expect(detail.sessions).toEqual([
      expect.objectContaining({ userAgent: 'test', device: null, ip: '127.0.0.1', revokedAt: null, current: false }),
    ]);
    expect(detail.audit).toEqual([]);
    expect((await detailOf(host.userId)).events).toEqual([expect.objectContaining({ id: eventId, role: 'creator' })]);
    expect((await list(`?query=${encodeURIComponent('Dana Founder')}`)).users[0]!.eventsCount).toBe(1);

    // The admin's own session is marked as theirs.
    expect((await detailOf(adminId)).sessions).toEqual([expect.objectContaining({ current: true })]);
    const unknown = await admin.get('/api/admin/users/no-such-user');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });
});
