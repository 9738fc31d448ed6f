import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '../../shared/api/admin-users.ts';
import { realtimeCloseCodes, realtimeCloseReasons } from '../../shared/realtime/connection.ts';
import { signedInGuests, type Guest } from '../matching/testing/matching-fixture.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const secondAdminPhone = '+12025550198';

describe.each(testDialects)("the admin's actions on a user, each audited (%s)", (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: string;
  let guest: Guest;
  const sockets: RealtimeTestClient[] = [];

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: `${adminPhone},${secondAdminPhone}` });
    admin = new TestClient(server.baseUrl);
    adminId = (await signIn(admin, adminPhone)).user.id;
    [guest] = (await signedInGuests(server, ['Dana Founder'])) as [Guest];
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    await server.close();
  });

  const connect = async (client: TestClient) => {
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, client);
    sockets.push(socket);
    return socket;
  };
  const sessionsOf = (userId: string) =>
    server.database.db.selectFrom('sessions').select(['id', 'revoked_at', 'revoked_reason']).where('user_id', '=', userId).execute();
  const auditCount = async () => (await server.database.db.selectFrom('audit_log').select('id').execute()).length;

  it('makes a user an admin and takes it back; never the last admin (409 last_admin)', async () => {
    const promoted = await admin.post<AdminUserDetail>(`/api/admin/users/${guest.userId}/role`, { role: 'ADMIN' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe('ADMIN');
    expect(promoted.body.audit).toEqual([
      {
        id: expect.any(String),
        action: 'role_changed',
        actor: { id: adminId, name: null },
        details: { from: 'USER', to: 'ADMIN' },
        createdAt: expect.any(String),
      },
    ]);
    expect((await guest.client.get('/api/admin/users')).status).toBe(200);
    // The same role again changes nothing and logs nothing.
    expect((await admin.post(`/api/admin/users/${guest.userId}/role`, { role: 'ADMIN' })).body.audit).toHaveLength(1);

    // Another admin remains, so an admin may give up their own role.
    const demotedSelf = await admin.post<AdminUserDetail>(`/api/admin/users/${adminId}/role`, { role: 'USER' });
    expect(demotedSelf.status).toBe(200);
    expect(demotedSelf.body.user.role).toBe('USER');
    expect((await admin.get('/api/admin/users')).status).toBe(403);
    expect((await guest.client.get(`/api/admin/users/${adminId}`)).body.user.role).toBe('USER');

    // Now the guest is the last admin: neither demoting nor blocking them is allowed, and nothing changes.
    const auditBefore = await auditCount();
    for (const refused of [
      await guest.client.post(`/api/admin/users/${guest.userId}/role`, { role: 'USER' }),
      await guest.client.post(`/api/admin/users/${guest.userId}/block`),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'last_admin', message: expect.any(String) });
    }
    expect((await guest.client.get('/api/users/me')).body.role).toBe('ADMIN');
    expect(await auditCount()).toBe(auditBefore);

    for (const bad of [{ role: 'ROOT' }, {}, { role: 'USER', extra: 1 }]) {
      const response = await guest.client.post(`/api/admin/users/${adminId}/role`, bad);
      expect(response.status).toBe(400);
    }
    expect((await guest.client.post('/api/admin/users/nobody/role', { role: 'ADMIN' })).status).toBe(404);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('revokes one session: refused on the next request and its socket closed; another session lives on', async () => {
    const [other] = (await signedInGuests(server, ['Ivan Investor'])) as [Guest];
    const otherSocket = await connect(other.client);
    const socket = await connect(guest.client);
    const [session] = await sessionsOf(guest.userId);

    const response = await admin.request<AdminUserDetail>('DELETE', `/api/admin/users/${guest.userId}/sessions/${session!.id}`);
    expect(response.status).toBe(200);
    expect(response.body.sessions).toEqual([
      expect.objectContaining({ id: session!.id, revokedAt: expect.any(String), revokedReason: 'admin' }),
    ]);
    expect(response.body.audit).toEqual([expect.objectContaining({ action: 'session_revoked', details: { sessionId: session!.id } })]);

    expect((await guest.client.get('/api/users/me')).status).toBe(401);
    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.signedOut });
    expect((await other.client.get('/api/users/me')).status).toBe(200);
    otherSocket.send({ type: 'ping' });
    await otherSocket.next('pong');

    // Another user's session through this user's path is not found, and nothing changes.
    const [otherSession] = await sessionsOf(other.userId);
    expect((await admin.request('DELETE', `/api/admin/users/${guest.userId}/sessions/${otherSession!.id}`)).status).toBe(404);
    expect((await sessionsOf(other.userId))[0]!.revoked_at).toBeNull();
  });

  it('signs a user out everywhere', async () => {
    const laptop = new TestClient(server.baseUrl);
    await signIn(laptop, secondAdminPhone);
    const phone = new TestClient(server.baseUrl);
    server.clock.advance(31_000);
    const secondAdminId = (await signIn(phone, secondAdminPhone)).user.id;
    const socketsOfUser = [await connect(laptop), await connect(phone)];

    const response = await admin.post<AdminUserDetail>(`/api/admin/users/${secondAdminId}/sign-out-everywhere`);
    expect(response.status).toBe(200);
    expect(response.body.audit).toEqual([expect.objectContaining({ action: 'signed_out_everywhere', details: { sessions: 2 } })]);
    for (const client of [laptop, phone]) expect((await client.get('/api/users/me')).status).toBe(401);
    for (const socket of socketsOfUser) expect((await socket.closed).code).toBe(realtimeCloseCodes.forbidden);
  });

  it('blocks a user (every session ends, sockets closed, requests refused) and unblocks them', async () => {
    const socket = await connect(guest.client);
    const blocked = await admin.post<AdminUserDetail>(`/api/admin/users/${guest.userId}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.isBlocked).toBe(true);
    expect(blocked.body.audit).toEqual([expect.objectContaining({ action: 'blocked', details: { sessions: 1 } })]);

    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.accountBlocked });
    expect(socket.all('session.revoked')).toEqual([{ type: 'session.revoked', reason: 'account_blocked' }]);
    const refused = await guest.client.get('/api/users/me');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_blocked');
    expect((await sessionsOf(guest.userId)).map((session) => session.revoked_reason)).toEqual(['blocked']);

    const unblocked = await admin.post<AdminUserDetail>(`/api/admin/users/${guest.userId}/unblock`);
    expect(unblocked.body.user.isBlocked).toBe(false);
    expect(unblocked.body.audit.map((entry) => entry.action)).toEqual(['unblocked', 'blocked']);
    // The old session stays ended: they sign in again.
    expect((await guest.client.get('/api/users/me')).status).toBe(401);
  });
});
