import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import { createDossierRepository } from './dossier.repository.ts';

const adminPhone = '+12025550199';

describe.each(testDialects)('saving the general dossier (%s)', (dialect) => {
  let server: TestServer;
  let danaId: string;
  let helpConversationId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    const admin = new TestClient(server.baseUrl);
    await signIn(admin, adminPhone);
    danaId = (await signIn(new TestClient(server.baseUrl), '+12025550123')).user.id;
    helpConversationId = (await admin.post('/api/conversations/', { userId: danaId, kind: 'help' })).body.conversationId;
  });
  afterEach(() => server.close());

  const kinds = () => server.database.db.selectFrom('conversations').select(['id', 'kind']).execute();

  it('is all or nothing: when the dossier cannot be written, no conversation changes kind', async () => {
    const dossiers = createDossierRepository(server.database.db);
    // The voice conversation does not exist, so the dossier row breaks its foreign key, after
    // the text conversation's kind was set in the same transaction.
    const saving = dossiers.saveGeneralDossier(
      danaId,
      { textConversationId: helpConversationId, voiceConversationId: 'no-such-conversation' },
      Date.now(),
    );
    await expect(saving).rejects.toThrow();
    expect(await kinds()).toEqual([{ id: helpConversationId, kind: 'help' }]);
    expect(await server.database.db.selectFrom('dossiers').selectAll().execute()).toEqual([]);
  });

  it('sets both kinds and the dossier together', async () => {
    const dana = new TestClient(server.baseUrl);
    await signIn(dana, '+12025550123');
    const voiceConversationId = (await dana.post('/api/conversations/', { userId: danaId })).body.conversationId;
    const dossiers = createDossierRepository(server.database.db);
    await dossiers.saveGeneralDossier(danaId, { textConversationId: helpConversationId, voiceConversationId }, Date.now());
    expect(new Map((await kinds()).map((row) => [row.id, row.kind]))).toEqual(
      new Map([
        [helpConversationId, 'concierge_text'],
        [voiceConversationId, 'concierge_voice'],
      ]),
    );
    expect(
      await server.database.db.selectFrom('dossiers').select(['user_id', 'text_conversation_id', 'voice_conversation_id']).execute(),
    ).toEqual([{ user_id: danaId, text_conversation_id: helpConversationId, voice_conversation_id: voiceConversationId }]);
  });
});
