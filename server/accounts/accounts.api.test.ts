import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../shared/api/accounts.ts';
import type { AdminUserDetail } from '../../shared/api/admin-users.ts';
import type { ConversationSummary } from '../../shared/api/conversations.ts';
import { realtimeCloseCodes, realtimeCloseReasons } from '../../shared/realtime/connection.ts';
import { matchingScenario, matchPair, type MatchingScenario } from '../matching/testing/matching-fixture.ts';
import { jpegPicture, wavRecording } from '../testing/media-samples.ts';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';

describe.each(testDialects)("a person's own data: download and account deletion (%s)", (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: string;
  let scenario: MatchingScenario;
  let conversationId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    admin = new TestClient(server.baseUrl);
    adminId = (await signIn(admin, adminPhone)).user.id;
    scenario = await matchingScenario(server);
    ({ conversationId } = await matchPair(scenario.eventId, scenario.founder, scenario.investor));
    const { founder } = scenario;
    const picture = new FormData();
    picture.append('picture', new Blob([new Uint8Array(await jpegPicture())], { type: 'image/jpeg' }), 'me.jpg');
    expect((await founder.client.request('POST', '/api/users/me/picture', { body: picture })).status).toBe(200);
    expect(
      (await founder.client.post(`/api/conversations/${conversationId}/messages`, { clientId: 'hello-ivan-1', text: 'Hello Ivan' })).status,
    ).toBe(201);
    const voice = new FormData();
    voice.append('clientId', 'voice-note-1');
    voice.append('durationMs', '1000');
    voice.append('audio', new Blob([new Uint8Array(wavRecording(1))], { type: 'audio/wav' }), 'note.wav');
    expect((await founder.client.request('POST', `/api/conversations/${conversationId}/voice-notes`, { body: voice })).status).toBe(201);
  });
  afterEach(() => server.close());

  it('downloads what Tandem holds about the caller as a JSON attachment; refuses a stranger', async () => {
    await server.database.db
      .insertInto('passkeys')
      .values({
        id: 'passkey-of-dana',
        user_id: scenario.founder.userId,
        credential_id: 'credential-of-dana',
        public_key: 'public-key-of-dana',
        counter: 0,
        transports: '["internal"]',
        device_type: 'multiDevice',
        backed_up: 1,
        name: 'iCloud Keychain',
        created_at: server.clock.now(),
        last_used_at: null,
      })
      .execute();
    const response = await scenario.founder.client.get<AccountExport>('/api/users/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tandem-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.body;
    expect(data.profile).toMatchObject({ id: scenario.founder.userId, name: 'Dana Founder', email: 'dana.founder@example.com' });
    expect(data.profile.pictureUrl).toMatch(/^\/api\/pictures\//);
    expect(data.events).toEqual([expect.objectContaining({ id: scenario.eventId, name: 'Climate founders dinner' })]);
    expect(data.dossier?.revisions.length).toBeGreaterThan(0);
    expect(data.dossier?.document).toEqual(data.dossier?.revisions.at(-1)?.document);
    const sent = data.messages.filter((message) => message.conversationId === conversationId);
    expect(sent.map((message) => [message.kind, message.text])).toEqual([
      ['text', 'Hello Ivan'],
      ['voice_note', null],
    ]);
    expect(sent[1]!.mediaUrl).toMatch(new RegExp(`^/api/conversations/${conversationId}/voice-notes/`));
    expect(data.matches).toEqual([
      expect.objectContaining({ withName: 'Ivan Investor', event: { id: scenario.eventId, name: 'Climate founders dinner' } }),
    ]);
    expect(data.passkeys).toEqual([{ name: 'iCloud Keychain', synced: true, createdAt: expect.any(String), lastUsedAt: null }]);
    expect(data.sessions).toContainEqual(expect.objectContaining({ ip: '127.0.0.1', endedAt: null }));
    expect(JSON.stringify(data)).not.toMatch(/public-key-of-dana|credential-of-dana/);

    expect((await new TestClient(server.baseUrl).get('/api/users/me/export')).status).toBe(401);
  });

  it('deletes the account: personal data and files gone, sessions ended, messages others received kept as from a deleted user', async () => {
    const { founder, investor } = scenario;
    const socket = await RealtimeTestClient.signedIn(server.baseUrl, founder.client);
    expect((await server.mediaKeys()).length).toBe(2);

    const stranger = await new TestClient(server.baseUrl).request('DELETE', '/api/users/me', { json: { confirm: 'DELETE' } });
    expect(stranger.status).toBe(401);
    for (const bad of [{}, { confirm: 'delete' }, { confirm: 'DELETE', more: 1 }]) {
      const refused = await founder.client.request('DELETE', '/api/users/me', { json: bad });
      expect(refused.status).toBe(400);
    }
    expect((await founder.client.get('/api/users/me')).status).toBe(200);

    const db = server.database.db;
    await db
      .insertInto('analytics_events')
      .values({
        id: 'event-1',
        insert_id: null,
        event_type: 'page_viewed',
        user_id: founder.userId,
        device_id: 'device-1',
        session_id: null,
        event_time: 1,
        event_properties: null,
        user_properties: null,
        platform: null,
        os_name: null,
        os_version: null,
        device_model: null,
        language: null,
        library: null,
        ip: '192.0.2.1',
        received_at: 1,
      })
      .execute();
    expect((await founder.client.post('/api/creator-requests', { message: 'Founder dinners in Lisbon' })).status).toBe(201);
    const deleted = await founder.client.request('DELETE', '/api/users/me', { json: { confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);
    expect(await socket.closed).toEqual({ code: realtimeCloseCodes.forbidden, reason: realtimeCloseReasons.signedOut });
    expect((await founder.client.get('/api/users/me')).status).toBe(401);

    expect(await db.selectFrom('analytics_events').select('id').execute()).toEqual([]);
    const row = await db.selectFrom('users').selectAll().where('id', '=', founder.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: null, email: null, linkedin: null, picture_id: null, phone_number: `deleted:${founder.userId}` });
    expect(row.deleted_at).not.toBeNull();
    expect(await server.mediaKeys()).toEqual([]);
    expect(await db.selectFrom('dossiers').select('user_id').where('user_id', '=', founder.userId).execute()).toEqual([]);
    expect(await db.selectFrom('dossier_revisions').select('id').where('user_id', '=', founder.userId).execute()).toEqual([]);
    expect(
      (await db.selectFrom('sessions').select('revoked_at').where('user_id', '=', founder.userId).execute()).every(
        (s) => s.revoked_at !== null,
      ),
    ).toBe(true);

    // Ivan still has the conversation and the text Dana sent, from a member marked deleted.
    const history = await investor.client.get(`/api/conversations/${conversationId}/messages`);
    expect(history.body.messages.map((message: { text: string | null }) => message.text)).toContain('Hello Ivan');
    const conversation = (await investor.client.get<ConversationSummary>(`/api/conversations/${conversationId}`)).body;
    expect(conversation.members.find((member) => member.userId === founder.userId)).toMatchObject({ name: null, deleted: true });

    // Nothing of them is left to act on: no request for an admin to decide, no guest for the host
    // to promote or remove, and never the emptied row's placeholder number.
    const requests = await admin.get('/api/admin/creator-requests');
    expect(requests.body.requests.map((request: { userId: string }) => request.userId)).not.toContain(founder.userId);
    const participants = await scenario.host.client.get(`/api/events/${scenario.eventId}/participants`);
    expect(participants.body.participants.find((p: { userId: string }) => p.userId === founder.userId)).toMatchObject({
      deleted: true,
      name: null,
      phoneNumber: null,
      state: 'removed',
    });
    expect(JSON.stringify([requests.body, participants.body])).not.toContain('deleted:');
    const matches = await investor.client.get(`/api/events/${scenario.eventId}/matches`);
    expect(matches.status).toBe(200);
    expect(matches.body.matches).toEqual([]);

    // The audit log says who deleted it: the person themselves.
    const detail = (await admin.get<AdminUserDetail>(`/api/admin/users/${founder.userId}`)).body;
    expect(detail.user).toMatchObject({ isDeleted: true, name: null, email: null, pictureUrl: null });
    expect(detail.audit).toEqual([expect.objectContaining({ action: 'account_deleted', actor: { id: founder.userId, name: null } })]);
  });

  it('lets an admin delete an account, never the last admin, and refuses strangers and non-admins', async () => {
    const { baker, investor } = scenario;
    expect((await new TestClient(server.baseUrl).request('DELETE', `/api/admin/users/${baker.userId}`)).status).toBe(401);
    expect((await investor.client.request('DELETE', `/api/admin/users/${baker.userId}`)).status).toBe(403);
    const last = await admin.request('DELETE', `/api/admin/users/${adminId}`);
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_admin');
    const lastSelf = await admin.request('DELETE', '/api/users/me', { json: { confirm: 'DELETE' } });
    expect(lastSelf.status).toBe(409);
    expect((await admin.get('/api/users/me')).status).toBe(200);

    expect((await admin.request('DELETE', `/api/admin/users/${baker.userId}`)).status).toBe(200);
    expect((await baker.client.get('/api/users/me')).status).toBe(401);
    expect((await admin.request('DELETE', `/api/admin/users/${baker.userId}`)).status).toBe(404);
    const audit = (await admin.get<AdminUserDetail>(`/api/admin/users/${baker.userId}`)).body.audit;
    expect(audit).toEqual([expect.objectContaining({ action: 'account_deleted', actor: { id: adminId, name: null } })]);
  });
});
