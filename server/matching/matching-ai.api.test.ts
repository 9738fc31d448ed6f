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
  giveDossier,
  join,
  matchingScenario,
  readyProspects,
  reviseDossier,
  signedInGuests,
  type MatchingScenario,
} from './testing/matching-fixture.ts';

const isReasonRequest = (request: RecordedChatRequest) => request.body.response_format?.json_schema?.name === 'prospect_reason';

/**
 * The fake model's reason: the draft's first sentence (a draft with both halves of a match may use
 * all of a reason's length) after words that add no fact, so a test can tell it from the built-in one.
 */
function modelReason(request: RecordedChatRequest) {
  if (!isReasonRequest(request)) return fakeChatAnswers.serverError();
  const data = JSON.parse(request.body.messages.at(-1)!.content) as ReasonData;
  const [firstSentence] = data.draft.split(/(?<=\.) /);
  return fakeChatAnswers.json({ reason: `You could meet: ${firstSentence}` });
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

  const reasonRequests = () => fake.requests.filter(isReasonRequest);
  /** The pair each reason request since the `since`-th was for, as "viewer → prospect". */
  const pairsAskedSince = (since: number) =>
    reasonRequests()
      .slice(since)
      .map((request) => {
        const data = JSON.parse(request.body.messages.at(-1)!.content) as ReasonData;
        return `${data.you.name} → ${data.them.name}`;
      })
      .sort();

  it("shows the model's reasons, embeds dossiers, and asks again only when a pair's quoted items changed", async () => {
    const { founder, investor, eventId } = scenario;
    const [prospect] = (await readyProspects(founder, eventId)).prospects;
    expect(prospect?.user.id).toBe(investor.userId);
    expect(prospect!.reason).toMatch(/^You could meet: Ivan offers seed funding for climate hardware start-ups/);
    expect(fake.embeddingRequests.map((request) => request.body.model)).toContain('fake-embedding-model');
    expect(pairsAskedSince(0)).toEqual(['Dana Founder → Ivan Investor', 'Ivan Investor → Dana Founder']);

    // A member without a dossier joins: the recompute keeps every reason and asks the model nothing.
    let asked = reasonRequests().length;
    const [newcomer, secondInvestor] = await signedInGuests(server, ['Nora Newcomer', 'Olga Angel']);
    await join(newcomer!, eventId);
    await readyProspects(founder, eventId);
    expect(reasonRequests()).toHaveLength(asked);

    // Another investor joins with a dossier: every word's rarity moves, yet only the pairs with her are asked for.
    await join(secondInvestor!, eventId);
    await giveDossier(secondInvestor!, { ...dossiers.investor, headline: 'Another angel investor' });
    await expect.poll(async () => (await readyProspects(founder, eventId)).prospects.length).toBe(2);
    const newPairs = pairsAskedSince(asked);
    expect(newPairs).toEqual(expect.arrayContaining(['Dana Founder → Olga Angel', 'Olga Angel → Dana Founder']));
    expect(newPairs.filter((pair) => !pair.includes('Olga Angel'))).toEqual([]);

    // The founder rewrites what she looks for ten minutes later: her pairs get new reasons; the model failing, the built-in one.
    server.clock.advance(10 * 60_000);
    asked = reasonRequests().length;
    fake.otherwise(() => fakeChatAnswers.serverError());
    await reviseDossier(founder, {
      ...dossiers.founder,
      lookingFor: [{ text: 'Seed funding for my home battery start-up', sourceMessageIds: [] }],
    });
    await expect
      .poll(() => pairsAskedSince(asked))
      .toEqual(['Dana Founder → Ivan Investor', 'Dana Founder → Olga Angel', 'Ivan Investor → Dana Founder', 'Olga Angel → Dana Founder']);
    const again = (await readyProspects(founder, eventId)).prospects.find((row) => row.user.id === investor.userId);
    expect(again!.reason).toMatch(/^Ivan offers seed funding for climate hardware start-ups/);
    // Her new revision's vectors are cached at the app's time.
    const newest = await server.database.db
      .selectFrom('dossier_embeddings')
      .select('created_at')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(newest.created_at).toBeGreaterThan(Date.now() + 5 * 60_000);

    // The model is back: the next recompute, whatever asked for it, tries those reasons again, and only those.
    asked = reasonRequests().length;
    fake.otherwise(modelReason);
    const [another] = await signedInGuests(server, ['Paul Passerby']);
    await join(another!, eventId);
    await expect
      .poll(async () => (await readyProspects(founder, eventId)).prospects.map((row) => row.reason))
      .toEqual([expect.stringMatching(/^You could meet: /), expect.stringMatching(/^You could meet: /)]);
    expect(pairsAskedSince(asked)).toEqual([
      'Dana Founder → Ivan Investor',
      'Dana Founder → Olga Angel',
      'Ivan Investor → Dana Founder',
      'Olga Angel → Dana Founder',
    ]);
  });
});
