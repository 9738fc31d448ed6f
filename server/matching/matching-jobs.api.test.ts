import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConciergeTestServer, type ConciergeTestServer } from '../testing/concierge-test-server.ts';
import { fakeChatAnswers, startFakeOpenAiServer, type FakeOpenAiServer, type RecordedChatRequest } from '../testing/fake-openai-server.ts';
import { testDialects } from '../testing/test-server.ts';
import type { ReasonData } from './ai/reason-prompt.ts';
import { matchingScenario, readyProspects, type MatchingScenario } from './testing/matching-fixture.ts';

/** Longer than a matching job's lease (5 minutes): an instance this far ahead sees every lease of the others run out. */
const pastEveryLease = 5 * 60_000 + 1;

const isReasonRequest = (request: RecordedChatRequest) => request.body.response_format?.json_schema?.name === 'prospect_reason';

/** A model's reason that starts with `by` (a word the reason check lets through), so a test can tell which answer was kept. */
function reasonBy(by: 'Well' | 'Perhaps' | 'Maybe', request: RecordedChatRequest) {
  const data = JSON.parse(request.body.messages.at(-1)!.content) as ReasonData;
  return fakeChatAnswers.json({ reason: `${by}: ${data.draft}` });
}

/** A matching job survives its runner: a restart mid-job, or another instance taking over one that died. */
describe.each(testDialects)('the matching job across instances (%s)', (dialect) => {
  let fake: FakeOpenAiServer;
  let server: ConciergeTestServer;
  let scenario: MatchingScenario;
  let releaseHeld: () => void;

  beforeEach(async () => {
    fake = await startFakeOpenAiServer();
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    // The model answers nothing until the test says: the first runner stays in the middle of its reasons.
    fake.otherwise((request) => fakeChatAnswers.held(reasonBy('Well', request), held));
    server = await startConciergeTestServer(dialect, {
      env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '300000' },
    });
    scenario = await matchingScenario(server);
    await expect.poll(() => fake.requests.filter(isReasonRequest).length).toBeGreaterThanOrEqual(2);
  });
  afterEach(async () => {
    releaseHeld();
    await server.close();
    await fake.close();
  });

  const founderReason = async () => {
    const { founder, investor, eventId } = scenario;
    return (await readyProspects(founder, eventId)).prospects.find((prospect) => prospect.user.id === investor.userId)!.reason;
  };
  const job = () =>
    server.database.db.selectFrom('matching_jobs').selectAll().where('event_id', '=', scenario.eventId).executeTakeFirstOrThrow();

  it("shows the engine's reasons while the model writes, and after a restart mid-job asks the model again", async () => {
    const { founder, eventId } = scenario;
    // The ranks are written before the model answers, with the engine's own reasons.
    const [first] = (await founder.client.get(`/api/events/${eventId}/prospects`)).body.prospects;
    expect(first.reason).toMatch(/^Ivan offers/);

    fake.otherwise((request) => reasonBy('Perhaps', request));
    await server.restart();
    expect(await founderReason()).toMatch(/^Perhaps: Ivan offers/);
    expect(await job()).toMatchObject({ status: 'done', lease_owner: null });
  });

  it('lets another instance take over the job of one that died once its lease runs out; the late one changes nothing', async () => {
    fake.otherwise((request) => reasonBy('Maybe', request));
    // Starting, the survivor takes up every job whose lease has run out by its clock.
    await server.startInstance({ aheadMs: pastEveryLease });
    await expect.poll(async () => (await job()).status).toBe('done');
    expect(await founderReason()).toMatch(/^Maybe: Ivan offers/);

    // The stuck instance's model answers at last: its reasons are not saved, and the job stays done.
    releaseHeld();
    await server.main.close();
    const reasons = await server.database.db
      .selectFrom('prospects')
      .select(['reason', 'reason_source'])
      .where('rank', 'is not', null)
      .execute();
    expect(reasons).toEqual([
      { reason: expect.stringMatching(/^Maybe: /), reason_source: 'llm' },
      { reason: expect.stringMatching(/^Maybe: /), reason_source: 'llm' },
    ]);
    expect(await job()).toMatchObject({ status: 'done', lease_owner: null });
  });
});
