import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeChatAnswers, startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server.ts';
import type { TurnInput } from './concierge-turn.ts';
import { createConciergeBrain } from './create-concierge-brain.ts';
import { createOfflineBrain, prepareOfflineBrain } from './offline-brain.ts';

// The readers train on first use: seconds on a busy machine, more than one test's time.
beforeAll(prepareOfflineBrain, 60_000);

const logger = pino({ level: 'silent' });
const input: TurnInput = {
  transcript: [{ id: 'guest-1', sequence: 1, from: 'guest', text: 'I am Ana, a baker from Lyon.', concierge: null }],
  context: { guestName: 'Ana', eventName: null, document: null },
};

const servers: FakeOpenAiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('createConciergeBrain', () => {
  it('is the offline interviewer when no LLM is configured', async () => {
    const turn = await createConciergeBrain({ llm: undefined }, logger).nextTurn(input);
    expect(turn).toEqual(await createOfflineBrain().nextTurn(input));
  });

  it('asks the configured LLM, with the offline interviewer behind it', async () => {
    const server = await startFakeOpenAiServer();
    servers.push(server);
    const brain = createConciergeBrain(
      { llm: { baseUrl: server.baseUrl, apiKey: undefined, model: 'local-model', timeoutMs: 10_000 } },
      logger,
    );
    const reply = 'What do you want from the event?';
    server.enqueue(
      fakeChatAnswers.json({
        reply,
        step: 'question',
        subject: 'event_goals',
        quickAnswers: [],
        canSkip: true,
        proposal: null,
        confirmedSummary: false,
        updateType: null,
      }),
      fakeChatAnswers.serverError(),
    );

    expect((await brain.nextTurn(input)).reply.text).toBe(reply);
    expect(server.requests[0]?.body.model).toBe('local-model');
    expect(await brain.nextTurn(input)).toEqual(await createOfflineBrain().nextTurn(input));
    expect(server.requests).toHaveLength(2);
  });
});
