import pino from 'pino';
import type { ConciergeBrain } from '../../server/concierge/concierge-turn.ts';
import { createConciergeBrain } from '../../server/concierge/create-concierge-brain.ts';
import { loadConfig } from '../../server/config.ts';
import { fakeChatAnswers, startFakeOpenAiServer, type FakeChatAnswer } from '../../server/testing/fake-openai-server.ts';

/**
 * The concierge's LLM path for `eval:concierge -- --llm`: the endpoint of `LLM_BASE_URL` when it is
 * set, else a fake one started here that answers each turn in one of the ways a real endpoint
 * fails: an error, no JSON, too late, or a well-formed turn that states a fact the guest never
 * gave. The built-in interviewer must answer every such turn, so the figures must be the offline
 * ones: a failure falls back and loses nothing. Prints how each turn went.
 */

/** A summary that files a fact nobody said, citing the guest's newest message: the honesty rules must refuse it. */
function inventedFact(guestMessageId: string): FakeChatAnswer {
  const item = (text: string) => ({ text, sourceMessageIds: [guestMessageId] });
  return fakeChatAnswers.json({
    reply: 'Here is your dossier. Does it look right?',
    step: 'summary',
    subject: null,
    quickAnswers: [],
    canSkip: false,
    proposal: {
      headline: 'Nobel laureate',
      about: 'Won the Nobel prize twice.',
      lookingFor: [item('a private jet')],
      canOffer: [item('free legal advice')],
      topics: [],
    },
    confirmedSummary: false,
    updateType: null,
  });
}

const fakeTimeoutMs = 150;

type ChatBody = { messages?: { content?: unknown }[] };

/** The newest guest message id in a request (its last message is the interview as JSON: concierge-prompt.ts). */
function newestGuestId(body: ChatBody): string {
  const data = JSON.parse(String(body.messages?.at(-1)?.content ?? '{}')) as { transcript?: { id: string; from: string }[] };
  return data.transcript?.findLast((message) => message.from === 'guest')?.id ?? 'g0';
}

export async function llmPathForEval(): Promise<{ brain: ConciergeBrain; report(): string; close(): Promise<void> }> {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  const configured = loadConfig(process.env).llm;
  let turns = 0;
  let close = async () => {};
  let llm = configured;
  if (!configured) {
    const server = await startFakeOpenAiServer();
    const failures = [
      (body: ChatBody) => inventedFact(newestGuestId(body)),
      () => fakeChatAnswers.serverError(),
      () => fakeChatAnswers.content('Sure! Here is the next question for the guest.'),
      () => fakeChatAnswers.slow(fakeChatAnswers.json({}), fakeTimeoutMs * 4),
    ];
    server.otherwise((request) => failures[turns++ % failures.length]!(request.body as ChatBody));
    llm = { baseUrl: server.baseUrl, apiKey: undefined, model: 'fake-model', embeddingModel: undefined, timeoutMs: fakeTimeoutMs };
    close = () => server.close();
  }
  const brain = createConciergeBrain({ llm }, logger);
  const report = () => {
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    const refused = messages.filter((msg) => msg.includes('was refused')).length;
    const failed = messages.filter((msg) => msg.includes('failed;')).length;
    const endpoint = configured ? `the endpoint at ${configured.baseUrl}` : 'a fake endpoint that only fails';
    return `LLM path, ${endpoint}: ${refused} answers refused by the honesty and schema checks, ${failed} requests failed; the built-in interviewer answered each.`;
  };
  return { brain, report, close };
}
