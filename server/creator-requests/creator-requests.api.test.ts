import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';

const event = {
  name: 'Climate founders dinner',
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T22:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

describe.each(testDialects)('creator requests (%s)', (dialect) => {
  let server: TestServer;
  let dana: TestClient;
  let admin: TestClient;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    dana = new TestClient(server.baseUrl);
    admin = new TestClient(server.baseUrl);
    await signIn(dana, '+12025550123');
    await signIn(admin, adminPhone);
  });
  afterEach(() => server.close());

  it('a user asks, sees it pending, cannot ask twice; an admin approves and the user can create events', async () => {
    expect((await dana.get('/api/creator-requests/mine')).body).toEqual({ canCreateEvents: false, isCreator: false, request: null });
    const refused = await dana.post('/api/events', event);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('creator_required');
    expect(refused.body.message).toMatch(/request/i);

    const asked = await dana.post('/api/creator-requests', { message: '  I run a monthly founders dinner. ' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', message: 'I run a monthly founders dinner.', decidedAt: null });
    const again = await dana.post('/api/creator-requests', { message: 'Please?' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('creator_request_pending');
    expect((await dana.get('/api/creator-requests/mine')).body.request).toMatchObject({ id: asked.body.id, status: 'pending' });

    const pending = await admin.get('/api/admin/creator-requests?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.requests).toHaveLength(1);
    expect(pending.body.requests[0]).toMatchObject({ id: asked.body.id, user: { phoneNumber: '+12025550123', isCreator: false } });

    // As the web client sends it: no body, no content type.
    const approved = await admin.request('POST', `/api/admin/creator-requests/${asked.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', user: { isCreator: true } });
    expect((await admin.post(`/api/admin/creator-requests/${asked.body.id}/deny`, {})).status).toBe(409);

    const mine = (await dana.get('/api/creator-requests/mine')).body;
    expect(mine).toMatchObject({ canCreateEvents: true, isCreator: true, request: { status: 'approved' } });
    expect((await dana.post('/api/events', event)).status).toBe(201);
    expect((await dana.post('/api/creator-requests', { message: 'more' })).body.code).toBe('already_creator');
    // GET /api/users/me keeps exactly its fields: being a creator adds none.
    expect(Object.keys((await dana.get('/api/users/me')).body).sort()).toEqual(
      ['email', 'generalDossier', 'id', 'linkedin', 'name', 'notificationPreferences', 'phone_number', 'picture_id', 'role'].sort(),
    );
  });

  it('an admin denies with a reason the user sees, and the user may ask again', async () => {
    const asked = (await dana.post('/api/creator-requests', { message: 'Hosting a meetup' })).body;
    const denied = await admin.post(`/api/admin/creator-requests/${asked.id}/deny`, { reason: 'Tell us more about the meetup.' });
    expect(denied.status).toBe(200);
    expect(denied.body).toMatchObject({ status: 'denied', denialReason: 'Tell us more about the meetup.' });
    expect((await dana.get('/api/creator-requests/mine')).body).toMatchObject({
      canCreateEvents: false,
      request: { status: 'denied', denialReason: 'Tell us more about the meetup.' },
    });
    expect((await dana.post('/api/events', event)).status).toBe(403);
    const again = (await dana.post('/api/creator-requests', { message: 'A 40-person meetup on climate tech.' })).body;
    expect(again.status).toBe('pending');
    // A denial without a reason, sent with no body at all.
    const bare = await admin.request('POST', `/api/admin/creator-requests/${again.id}/deny`);
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ status: 'denied', denialReason: null });
    expect((await dana.post('/api/creator-requests', { message: 'Third time lucky.' })).status).toBe(201);
    const all = (await admin.get('/api/admin/creator-requests')).body.requests;
    expect(all.map((request: { status: string }) => request.status)).toEqual(['pending', 'denied', 'denied']);
  });

  it('refuses bad input, non-admins and strangers', async () => {
    expect((await dana.post('/api/creator-requests', { message: '' })).status).toBe(400);
    expect((await dana.post('/api/creator-requests', { message: 'x'.repeat(501) })).status).toBe(400);
    const asked = (await dana.post('/api/creator-requests', { message: 'Hi' })).body;
    expect((await dana.get('/api/admin/creator-requests')).status).toBe(403);
    expect((await dana.post(`/api/admin/creator-requests/${asked.id}/approve`)).status).toBe(403);
    expect((await admin.post('/api/admin/creator-requests/0190a1b2-0000-7000-8000-000000000000/approve')).status).toBe(404);
    expect((await admin.post('/api/admin/creator-requests/nope/approve')).status).toBe(404);
    const stranger = new TestClient(server.baseUrl);
    expect((await stranger.get('/api/creator-requests/mine')).status).toBe(401);
    expect((await stranger.post('/api/creator-requests', { message: 'Hi' })).status).toBe(401);
    expect((await stranger.get('/api/admin/creator-requests')).status).toBe(401);
    expect((await dana.get('/api/creator-requests/mine')).body.canCreateEvents).toBe(false);
    // Admins may always create events.
    expect((await admin.get('/api/creator-requests/mine')).body.canCreateEvents).toBe(true);
    expect((await admin.post('/api/events', event)).status).toBe(201);
  });
});
