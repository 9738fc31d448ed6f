import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeChatAnswers,
  fakeEmbeddingAnswers,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type RecordedChatRequest,
} from '../testing/fake-openai-server.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';
import type { ReasonData } from './ai/reason-prompt.ts';
import {
  dossiers,
  join,
  matchingScenario,
  readyProspects,
  reviseDossier,
  signedInGuests,
  type MatchingScenario,
} from './testing/matching-fixture.ts';

const isReasonRequest = (request: RecordedChatRequest) => request.body.response_format?.json_schema?.name === 'prospect_reason';

/** The fake model's reason: the draft it was given, after words that add no fact, so a test can tell it from the built-in one. */
function modelReason(request: RecordedChatRequest) {
  if (!isReasonRequest(request)) return fakeChatAnswers.serverError();
  const data = JSON.parse(request.body.messages.at(-1)!.content) as ReasonData;
  return fakeChatAnswers.json({ reason: `You could meet: ${data.draft}` });
}

describe.each(testDialects)('matching with an LLM endpoint (%s)', (dialect) => {
  let fake: FakeOpenAiServer;
  let server: TestServer;
  let scenario: MatchingScenario;

  beforeEach(async () => {
    fake = await startFakeOpenAiServer();
    fake.otherwise(modelReason);
    fake.otherwiseEmbeddings(fakeEmbeddingAnswers.wordVectors);
    server = await startTestServer(dialect, {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_EMBEDDING_MODEL: 'fake-embedding-model',
    });
    scenario = await matchingScenario(server);
  });
  afterEach(async () => {
    await server.close();
    await fake.close();
  });

  const reasonRequests = () => fake.requests.filter(isReasonRequest).length;

  it("shows the model's reasons, embeds dossiers, and asks again only when a pair's facts or dossiers changed", async () => {
    const { founder, investor, eventId } = scenario;
    const [prospect] = (await readyProspects(founder, eventId)).prospects;
    expect(prospect?.user.id).toBe(investor.userId);
    expect(prospect!.reason).toMatch(/^You could meet: Ivan offers seed funding for climate hardware start-ups/);
    expect(fake.embeddingRequests.map((request) => request.body.model)).toContain('fake-embedding-model');
    const asked = reasonRequests();
    expect(asked).toBeGreaterThanOrEqual(2);

    // A member without a dossier joins: the recompute keeps every reason and asks the model nothing.
    const [newcomer] = await signedInGuests(server, ['Nora Newcomer']);
    await join(newcomer!, eventId);
    await readyProspects(founder, eventId);
    expect(reasonRequests()).toBe(asked);

    // A new revision of the founder's dossier: both sides of the pair get a new reason; the model failing, the built-in one.
    fake.otherwise(() => fakeChatAnswers.serverError());
    await reviseDossier(founder, { ...dossiers.founder, about: 'I build home batteries for solar panels and heat pumps.' });
    await expect.poll(() => reasonRequests()).toBe(asked + 2);
    const [again] = (await readyProspects(founder, eventId)).prospects;
    expect(again!.reason).toMatch(/^Ivan offers seed funding for climate hardware start-ups/);
    expect(reasonRequests()).toBe(asked + 2);
  });
});
