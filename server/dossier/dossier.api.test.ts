import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/api/conversations.ts';
import type { DossierDocument, GeneralDossier } from '../../shared/api/dossier.ts';
import { createDirectConversation } from '../testing/conversation-fixture.ts';
import { historyOf, sendAsGuest, setUpDossier } from '../testing/concierge-interview.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const unknownId = '0190a1b2-0000-7000-8000-000000000000';

const document = (overrides: Partial<DossierDocument> = {}): DossierDocument => ({
  headline: 'Product designer in climate tech',
  about: 'I design software for home batteries.',
  lookingFor: [{ text: 'Hardware engineers', sourceMessageIds: [] }],
  canOffer: [{ text: 'Feedback on product design', sourceMessageIds: [] }],
  topics: [],
  ...overrides,
});

describe.each(testDialects)('the general dossier (%s)', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let dana: TestClient;
  let danaId: string;
  let eve: TestClient;
  let eveId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    [admin, dana, eve] = [new TestClient(server.baseUrl), new TestClient(server.baseUrl), new TestClient(server.baseUrl)];
    await signIn(admin, adminPhone);
    danaId = (await signIn(dana, '+12025550123')).user.id;
    eveId = (await signIn(eve, '+12025550124')).user.id;
  });
  afterEach(() => server.close());

  const createConversation = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/conversations/', body).then((response) => response.body.conversationId as string);
  const saveDossier = (client: TestClient, userId: string, ids: Record<string, string>) =>
    client.post(`/api/users/${userId}/generalDossier`, ids);
  const put = (client: TestClient, userId: string, body: unknown) =>
    client.request('PUT', `/api/users/${userId}/generalDossier/document`, { json: body });
  const kinds = async () =>
    new Map((await server.database.db.selectFrom('conversations').select(['id', 'kind']).execute()).map((row) => [row.id, row.kind]));

  describe('setting it up', () => {
    it('creates it as the web app does on load, with the greeting in the text conversation when it answers', async () => {
      const ids = await setUpDossier(dana, danaId);
      expect((await dana.get('/api/users/me')).body.generalDossier).toEqual(ids);
      const history = await historyOf(dana, ids.textConversationId);
      expect(history.map((message) => [message.senderKind, message.clientId, message.concierge?.step])).toEqual([
        ['concierge', 'greeting', 'greeting'],
      ]);
      expect(await historyOf(dana, ids.voiceConversationId)).toEqual([]);

      // The same two again: nothing changes, and the greeting is not repeated.
      expect((await saveDossier(dana, danaId, ids)).status).toBe(200);
      expect(await historyOf(dana, ids.textConversationId)).toEqual(history);
    });

    it('accepts two conversations made without a kind, as older clients make them, and sets their kinds', async () => {
      const ids = {
        textConversationId: await createConversation(dana, { userId: danaId }),
        voiceConversationId: await createConversation(dana, { userId: danaId }),
      };
      const saved = await saveDossier(dana, danaId, ids);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(ids);
      expect(await kinds()).toEqual(
        new Map([
          [ids.textConversationId, 'concierge_text'],
          [ids.voiceConversationId, 'concierge_voice'],
        ]),
      );
    });

    it('refuses other conversations once it exists (409), changing nothing', async () => {
      const ids = await setUpDossier(dana, danaId);
      const other = await createConversation(dana, { userId: danaId });
      const before = await kinds();
      for (const attempt of [
        { ...ids, textConversationId: other },
        { ...ids, voiceConversationId: other },
        { textConversationId: ids.voiceConversationId, voiceConversationId: ids.textConversationId },
      ]) {
        const refused = await saveDossier(dana, danaId, attempt);
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('dossier_exists');
      }
      expect((await dana.get('/api/users/me')).body.generalDossier).toEqual(ids);
      expect(await kinds()).toEqual(before);
      expect(await historyOf(dana, other)).toEqual([]);
    });

    /** Each case is refused with its status, and leaves the kinds, the dossier and the messages as they were. */
    async function expectRefused(client: TestClient, userId: string, ids: Record<string, string>, status: number) {
      const before = await kinds();
      const response = await saveDossier(client, userId, ids);
      expect(response.status).toBe(status);
      expect(Object.keys(response.body).sort()).toEqual(['code', 'message']);
      expect(await kinds()).toEqual(before);
      expect((await dana.get('/api/users/me')).body.generalDossier).toBeNull();
      expect(await server.database.db.selectFrom('messages').select('id').execute()).toEqual([]);
    }

    it('refuses a direct conversation with someone else', async () => {
      const direct = await createDirectConversation(admin, danaId, eveId);
      await expectRefused(
        dana,
        danaId,
        { textConversationId: direct, voiceConversationId: await createConversation(dana, { userId: danaId }) },
        400,
      );
      await expectRefused(
        dana,
        danaId,
        { textConversationId: await createConversation(dana, { userId: danaId }), voiceConversationId: direct },
        400,
      );
    });

    it('refuses a help conversation, with an admin in it or alone', async () => {
      const withAdmin = await createConversation(admin, { userId: danaId, kind: 'help' });
      const alone = await createConversation(dana, { userId: danaId, kind: 'help' });
      const voice = await createConversation(dana, { userId: danaId, kind: 'concierge_voice' });
      await expectRefused(dana, danaId, { textConversationId: withAdmin, voiceConversationId: voice }, 400);
      await expectRefused(dana, danaId, { textConversationId: alone, voiceConversationId: voice }, 400);
    });

    it('refuses a concierge conversation someone else is in', async () => {
      // The API makes no such conversation; the database could hold one.
      const shared = await createConversation(dana, { userId: danaId });
      await server.database.db
        .insertInto('conversation_members')
        .values({ conversation_id: shared, user_id: eveId, joined_at: 0, last_read_sequence: 0 })
        .execute();
      const voice = await createConversation(dana, { userId: danaId, kind: 'concierge_voice' });
      await expectRefused(dana, danaId, { textConversationId: shared, voiceConversationId: voice }, 400);
      await expectRefused(
        dana,
        danaId,
        { textConversationId: await createConversation(dana, { userId: danaId }), voiceConversationId: shared },
        400,
      );
    });

    it('refuses a voice conversation as the text one', async () => {
      const voice = await createConversation(dana, { userId: danaId, kind: 'concierge_voice' });
      const otherVoice = await createConversation(dana, { userId: danaId, kind: 'concierge_voice' });
      await expectRefused(dana, danaId, { textConversationId: voice, voiceConversationId: otherVoice }, 400);
    });

    it("refuses someone else's conversation, and one that does not exist", async () => {
      const mine = await createConversation(dana, { userId: danaId });
      const hers = await createConversation(eve, { userId: eveId });
      await expectRefused(dana, danaId, { textConversationId: mine, voiceConversationId: hers }, 403);
      await expectRefused(dana, danaId, { textConversationId: hers, voiceConversationId: mine }, 403);
      await expectRefused(dana, danaId, { textConversationId: mine, voiceConversationId: unknownId }, 403);
    });

    it("refuses to set up another user's dossier, even for an admin", async () => {
      const text = await createConversation(eve, { userId: eveId });
      const voice = await createConversation(eve, { userId: eveId });
      await expectRefused(eve, danaId, { textConversationId: text, voiceConversationId: voice }, 403);
      await expectRefused(admin, danaId, { textConversationId: text, voiceConversationId: voice }, 403);
    });

    it('refuses the same conversation twice, missing fields, and a stranger', async () => {
      const one = await createConversation(dana, { userId: danaId });
      await expectRefused(dana, danaId, { textConversationId: one, voiceConversationId: one }, 400);
      await expectRefused(dana, danaId, { textConversationId: one }, 400);
      await expectRefused(new TestClient(server.baseUrl), danaId, { textConversationId: one, voiceConversationId: 'b' }, 401);
    });
  });

  describe('reading and editing it', () => {
    let ids: { textConversationId: string; voiceConversationId: string };
    beforeEach(async () => {
      ids = await setUpDossier(dana, danaId);
    });

    const get = (client: TestClient, userId = danaId) => client.get(`/api/users/${userId}/generalDossier`);

    it('answers its status, document and revisions to the user and to admins', async () => {
      const expected: GeneralDossier = { ...ids, status: 'not_started', document: null, revisions: [] };
      expect(await get(dana)).toMatchObject({ status: 200, body: expected });
      expect(await get(admin)).toMatchObject({ status: 200, body: expected });
      await sendAsGuest(dana, ids.textConversationId, 'I design software for home batteries.');
      expect((await get(dana)).body.status).toBe('in_progress');
    });

    it('refuses a stranger and another user on every endpoint, saying nothing about the dossier', async () => {
      const saved = await put(dana, danaId, { document: document(), updateSource: 'home' });
      const revisionId = saved.body.revisions[0].id as string;
      const stranger = new TestClient(server.baseUrl);
      for (const [client, status] of [
        [stranger, 401],
        [eve, 403],
      ] as const) {
        const answers = [
          await get(client),
          await put(client, danaId, { document: document(), updateSource: 'home' }),
          await client.get(`/api/users/${danaId}/generalDossier/revisions/${revisionId}`),
          await saveDossier(client, danaId, ids),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(status);
          expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${ids.textConversationId}|${revisionId}|Product designer`));
        }
      }
      // Another user learns the same whether a dossier exists or not.
      expect((await get(eve, eveId)).status).toBe(404);
      const [withDossier, withoutDossier] = [await get(eve, danaId), await get(dana, eveId)];
      expect([withDossier.status, withoutDossier.status]).toEqual([403, 403]);
      expect(withDossier.body).toEqual(withoutDossier.body);
      expect((await get(dana)).body.revisions).toHaveLength(1);
    });

    it('answers 404 for a user without one, to themselves and to admins', async () => {
      expect((await get(eve, eveId)).status).toBe(404);
      expect((await get(admin, eveId)).status).toBe(404);
      expect((await get(admin, unknownId)).status).toBe(404);
      expect((await put(eve, eveId, { document: document(), updateSource: 'home' })).status).toBe(404);
    });

    it("saves the user's own edit as a manual revision", async () => {
      const saved = await put(dana, danaId, {
        document: document({ headline: '  Product designer in climate tech  ' }),
        updateSource: 'artifact',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ ...ids, status: 'complete', document: document() });
      expect(saved.body.revisions).toEqual([
        { id: expect.any(String), updateType: 'manual', updateSource: 'artifact', createdAt: expect.any(Number) },
      ]);
      expect((await get(dana)).body).toEqual(saved.body);
      expect((await get(admin)).body).toEqual(saved.body);
    });

    it("accepts the user's own messages as sources, and refuses any other (400 invalid_sources), changing nothing", async () => {
      const own = await sendAsGuest(dana, ids.textConversationId, 'I want to meet hardware engineers.');
      const greeting = (await historyOf(dana, ids.textConversationId))[0]!;
      const elsewhere = await createConversation(dana, { userId: danaId });
      const notInDossier = (await dana.post(`/api/conversations/${elsewhere}/messages`, { clientId: 'elsewhere-1', text: 'Hi' })).body
        .message as Message;
      const evesIds = await setUpDossier(eve, eveId);
      const evesMessage = await sendAsGuest(eve, evesIds.textConversationId, 'Mine');

      const citing = (sourceMessageIds: string[]) => document({ lookingFor: [{ text: 'Hardware engineers', sourceMessageIds }] });
      for (const sources of [[greeting.id], [notInDossier.id], [evesMessage.id], [own.id, unknownId]]) {
        const refused = await put(dana, danaId, { document: citing(sources), updateSource: 'home' });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('invalid_sources');
      }
      expect((await get(dana)).body).toMatchObject({ document: null, revisions: [] });

      const saved = await put(dana, danaId, { document: citing([own.id]), updateSource: 'home' });
      expect(saved.status).toBe(200);
      expect(saved.body.document.lookingFor).toEqual([{ text: 'Hardware engineers', sourceMessageIds: [own.id] }]);
    });

    it("refuses an admin's edit and an invalid document", async () => {
      expect((await put(admin, danaId, { document: document(), updateSource: 'home' })).status).toBe(403);
      for (const body of [
        { document: document({ headline: 'x'.repeat(161) }), updateSource: 'home' },
        { document: document(), updateSource: 'email' },
        { document: { ...document(), extra: 1 }, updateSource: 'home' },
        { document: document({ topics: [{ text: ' ', sourceMessageIds: [] }] }), updateSource: 'home' },
      ]) {
        expect((await put(dana, danaId, body)).status).toBe(400);
      }
      expect((await get(dana)).body.revisions).toEqual([]);
    });

    it('answers a revision with the one before it and what changed', async () => {
      const first = (await put(dana, danaId, { document: document(), updateSource: 'home' })).body.revisions[0];
      const edited = document({
        headline: 'Design lead in climate tech',
        lookingFor: [
          { text: 'Hardware engineers', sourceMessageIds: [] },
          { text: 'Investors', sourceMessageIds: [] },
        ],
        canOffer: [],
      });
      const second = (await put(dana, danaId, { document: edited, updateSource: 'artifact' })).body.revisions[0];
      expect((await get(dana)).body.revisions.map((revision: { id: string }) => revision.id)).toEqual([second.id, first.id]);

      const latest = await dana.get(`/api/users/${danaId}/generalDossier/revisions/${second.id}`);
      expect(latest.status).toBe(200);
      expect(latest.body).toEqual({
        revision: { ...second, document: edited },
        previous: first,
        changes: [
          { section: 'headline', change: 'changed', before: 'Product designer in climate tech', after: 'Design lead in climate tech' },
          { section: 'lookingFor', change: 'added', before: null, after: 'Investors' },
          { section: 'canOffer', change: 'removed', before: 'Feedback on product design', after: null },
        ],
      });
      const earliest = await admin.get(`/api/users/${danaId}/generalDossier/revisions/${first.id}`);
      expect(earliest.status).toBe(200);
      expect(earliest.body.previous).toBeNull();
      expect(earliest.body.changes.map((change: { change: string }) => change.change)).toEqual(['added', 'added', 'added', 'added']);

      // A revision id of another user's dossier is not found under this one.
      await setUpDossier(eve, eveId);
      const evesRevision = (await put(eve, eveId, { document: document(), updateSource: 'home' })).body.revisions[0].id;
      expect((await dana.get(`/api/users/${danaId}/generalDossier/revisions/${evesRevision}`)).status).toBe(404);
      expect((await dana.get(`/api/users/${danaId}/generalDossier/revisions/${unknownId}`)).status).toBe(404);
    });

    it('describes every dossier route in the OpenAPI document', async () => {
      const paths = (await dana.get('/api/openapi.json')).body.paths;
      expect(Object.keys(paths['/api/users/{id}/generalDossier']).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths['/api/users/{id}/generalDossier/document'])).toEqual(['put']);
      expect(Object.keys(paths['/api/users/{id}/generalDossier/revisions/{revisionId}'])).toEqual(['get']);
      for (const route of [
        paths['/api/users/{id}/generalDossier'].get,
        paths['/api/users/{id}/generalDossier/document'].put,
        paths['/api/users/{id}/generalDossier/revisions/{revisionId}'].get,
      ]) {
        expect(route.tags).toEqual(['dossier']);
        expect(route.summary).toEqual(expect.any(String));
        expect(Object.keys(route.responses)).toContain('200');
      }
    });
  });
});
