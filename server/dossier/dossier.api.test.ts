import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { signIn, TestClient } from '../testing/test-client.ts';

describe.each(testDialects)('conversations and the general dossier (%s)', (dialect) => {
  let server: TestServer;
  let dana: TestClient;
  let danaId: string;
  let eve: TestClient;
  let eveId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: '+12025550199' });
    dana = new TestClient(server.baseUrl);
    eve = new TestClient(server.baseUrl);
    danaId = (await signIn(dana, '+12025550123')).user.id;
    eveId = (await signIn(eve, '+12025550124')).user.id;
  });
  afterEach(() => server.close());

  const createConversation = (client: TestClient, userId: string) => client.post('/api/conversations/', { userId });

  it('creates the dossier exactly as the web client does on load', async () => {
    const text = await createConversation(dana, danaId);
    const voice = await dana.post('/api/conversations', { userId: danaId });
    expect(text.status).toBe(200);
    expect(voice.status).toBe(200);
    const ids = { textConversationId: text.body.conversationId, voiceConversationId: voice.body.conversationId };
    const saved = await dana.post(`/api/users/${danaId}/generalDossier`, ids);
    expect(saved.status).toBe(200);
    expect((await dana.get('/api/users/me')).body.generalDossier).toEqual(ids);
    const kinds = await server.database.db.selectFrom('conversations').select(['id', 'kind']).orderBy('kind').execute();
    expect(kinds).toEqual([
      { id: ids.textConversationId, kind: 'concierge_text' },
      { id: ids.voiceConversationId, kind: 'concierge_voice' },
    ]);
  });

  it('a stranger may create neither conversations nor dossiers', async () => {
    const stranger = new TestClient(server.baseUrl);
    expect((await createConversation(stranger, danaId)).status).toBe(401);
    expect((await stranger.post(`/api/users/${danaId}/generalDossier`, { textConversationId: 'a', voiceConversationId: 'b' })).status).toBe(
      401,
    );
  });

  it('refuses a conversation for someone else, unless the asker is an admin', async () => {
    const refused = await createConversation(eve, danaId);
    expect(refused.status).toBe(403);
    const admin = new TestClient(server.baseUrl);
    await signIn(admin, '+12025550199');
    expect((await createConversation(admin, danaId)).status).toBe(200);
    expect((await createConversation(admin, '0190a1b2-0000-7000-8000-000000000000')).status).toBe(404);
  });

  it("refuses someone else's conversation in a dossier and changes nothing", async () => {
    const mine = (await createConversation(dana, danaId)).body.conversationId;
    const hers = (await createConversation(eve, eveId)).body.conversationId;
    const response = await dana.post(`/api/users/${danaId}/generalDossier`, { textConversationId: mine, voiceConversationId: hers });
    expect(response.status).toBe(403);
    expect((await dana.get('/api/users/me')).body.generalDossier).toBeNull();
  });

  it("refuses to save another user's dossier", async () => {
    const text = (await createConversation(eve, eveId)).body.conversationId;
    const voice = (await createConversation(eve, eveId)).body.conversationId;
    const response = await eve.post(`/api/users/${danaId}/generalDossier`, { textConversationId: text, voiceConversationId: voice });
    expect(response.status).toBe(403);
    expect((await dana.get('/api/users/me')).body.generalDossier).toBeNull();
  });

  it('refuses the same conversation twice and missing fields', async () => {
    const one = (await createConversation(dana, danaId)).body.conversationId;
    expect((await dana.post(`/api/users/${danaId}/generalDossier`, { textConversationId: one, voiceConversationId: one })).status).toBe(
      400,
    );
    expect((await dana.post(`/api/users/${danaId}/generalDossier`, { textConversationId: one })).status).toBe(400);
    expect((await dana.post('/api/conversations/', {})).status).toBe(400);
  });
});
