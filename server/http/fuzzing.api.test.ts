import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selfHostedIngestionPath } from '../../shared/analytics/self-hosted.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import { createEvent } from '../matching/testing/matching-fixture.ts';
import {
  authorizationWorld,
  introVideoForm,
  pictureFormOf,
  voiceNoteForm,
  type AuthorizationWorld,
  type Caller,
} from '../testing/authorization-fixture.ts';
import { changedTables, watchDatabase } from '../testing/database-digest.ts';
import { operationsOf, type DocumentedOperation } from '../testing/openapi-operations.ts';
import { partsOf, requestsFor, sendOptionsOf, urlOf, type FormPart, type FuzzRequest } from '../testing/request-arbitraries.ts';
import { TestClient, type TestResponse } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

/**
 * Every operation of the OpenAPI document, sent requests fast-check makes from its schemas: valid
 * ones, and hostile ones in the path, the query and the body. Whatever comes, the server never
 * answers 5xx, refuses in the one error shape, and a refusal writes nothing: the digest of every
 * table is the same before and after it. An operation added to the document is fuzzed as it comes.
 *
 * The seed is fixed, and named in the test's title, so a failure replays; `FUZZ_SEED=n` tries
 * another and `FUZZ_RUNS=n` sends more requests an operation (20 by default keeps the file near a
 * minute an engine). fast-check shrinks a failing request to a smallest one before it is reported.
 */
const seed = Number(process.env.FUZZ_SEED ?? 28);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 20);

/**
 * The ingestion endpoint answers in Amplitude's shape, which its SDK reads (docs/security.md,
 * "Analytics"); a request Node's parser refuses (431) never reaches a route, so it is Tandem's.
 */
const amplitudeError = z.object({ code: z.number(), error: z.string() });
const errorShapeOf = (operation: DocumentedOperation, status: number) =>
  operation.key === `POST ${selfHostedIngestionPath}` && status !== 431 ? amplitudeError : apiErrorSchema;

/**
 * What a refusal may write, on purpose: a wrong sign-in code counts against the code (a live code
 * is dropped after 20 wrong tries), which is what bounds guessing (docs/security.md, "Sign-in codes").
 */
const writesOfRefusals: Record<string, string[]> = { 'POST /api/auth/otp/verify': ['sign_in_codes'] };

/** Mostly callers with a role in the fixture's event, so requests reach the services and not only the authorization check. */
const fuzzCallers = fc.oneof(
  { arbitrary: fc.constant<Caller>('participant'), weight: 4 },
  { arbitrary: fc.constant<Caller>('host'), weight: 3 },
  { arbitrary: fc.constant<Caller>('admin'), weight: 3 },
  { arbitrary: fc.constantFrom<Caller>('stranger', 'otherGuest', 'anonymous'), weight: 2 },
);

/**
 * Fields whose rules the document cannot carry (zod refinements: an email, a phone number, a
 * LinkedIn address, a time zone), given realistic values so that valid requests get past them.
 */
const realisticFields = {
  email: fc.stringMatching(/^[a-z]{1,12}$/).map((name) => `${name}@example.com`),
  phoneNumber: fc.integer({ min: 0, max: 9999 }).map((number) => `+1202557${String(number).padStart(4, '0')}`),
  linkedin: fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/).map((handle) => `https://www.linkedin.com/in/${handle}`),
  timeZone: fc.constantFrom('Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'UTC'),
  onlineUrl: fc.webUrl(),
  code: fc.stringMatching(/^\d{6}$/),
};

/** Ids of the fixture a path parameter can name, by the segment before it and its name. */
function fixtureIds(world: AuthorizationWorld): Record<string, string[]> {
  return {
    'events/{id}': [world.eventId, world.otherEventId],
    'conversations/{id}': [world.conversationId, world.textConversationId, world.voiceConversationId],
    'conversations/{conversationId}': [world.textConversationId, world.conversationId],
    'users/{id}': [world.userIds.participant, world.userIds.host],
    'meetings/{id}': [world.meetingId],
    'help/{id}': [world.helpConversationId],
    'pictures/{id}': [world.pictureId],
    'voice-notes/{mediaId}': [world.voiceNoteId],
    'messages/{messageId}': [world.spokenTurnId, world.conciergeMessageId],
    'revisions/{revisionId}': [world.revisionId],
    'prospects/{prospectId}': [world.prospectId],
    'speech/{part}': ['0', '1'],
  };
}

/**
 * Things an operation may remove, block or take over, made for it alone so the fixture's people
 * stay as they are: a user (blocked, deleted, signed out by an admin), a session, a participant,
 * an invitation, a creator request.
 */
async function madeFor(operation: DocumentedOperation, world: AuthorizationWorld, server: TestServer): Promise<Record<string, string[]>> {
  const names = new Set(operation.pathParameters.map((parameter) => parameter.name));
  const made: Record<string, string[]> = {};
  if (names.has('sessionId')) {
    const { userId, sessionId } = await world.disposableSession();
    Object.assign(made, { userId: [userId], sessionId: [sessionId] });
  } else if (names.has('userId')) made.userId = [(await world.disposableUser()).userId];
  if (names.has('participantId')) made.participantId = [await world.disposableInvitation(), await world.disposableParticipant()];
  if (names.has('invitationId')) {
    made.invitationId = [
      await world.pendingHostInvitation(),
      // To an event of its own: the stranger may have accepted the last one, and is then a co-host there.
      await world.hostInvitation(
        world.users.stranger,
        world.users.otherHost,
        await createEvent(server, world.users.otherHost, 'A third dinner'),
      ),
    ];
  }
  if (operation.path.includes('/creator-requests/{id}')) made['creator-requests/{id}'] = [await world.disposableCreatorRequest()];
  return made;
}

/** Deleting without naming anything deletes the caller's own account: those run after every other operation. */
const endsTheCaller = (operation: DocumentedOperation) => operation.method === 'DELETE' && operation.pathParameters.length === 0;

const excerpt = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

describe.each(testDialects)('fuzzing every operation of the OpenAPI document (%s)', (dialect) => {
  let server: TestServer;
  let operations: DocumentedOperation[];

  beforeAll(async () => {
    server = await startTestServer(dialect);
    operations = operationsOf((await new TestClient(server.baseUrl).get('/api/openapi.json')).body);
  });
  afterAll(() => server?.close());

  it(`never answers 5xx, refuses in the error shape, and a refusal writes nothing (seed ${seed}, ${runsPerOperation} requests an operation)`, async () => {
    const world = await authorizationWorld(server);
    const forms: FormPart[][] = await Promise.all([pictureFormOf(world.pictureBytes), voiceNoteForm(), introVideoForm()].map(partsOf));
    const staticIds = fixtureIds(world);
    const knownIds = [...new Set([...Object.values(staticIds).flat(), ...Object.values(world.userIds)])];

    const database = watchDatabase(server.database, server.clock.now);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let baseline = await database.settled();

    async function fuzz(operation: DocumentedOperation) {
      const made = await madeFor(operation, world, server);
      baseline = await database.settled();
      const segments = operation.path.split('/');
      const fixtureKey = (name: string) => `${segments[segments.indexOf(`{${name}}`) - 1]}/{${name}}`;
      const requests = requestsFor(operation, {
        callers: fuzzCallers,
        knownValues: (_, name) => made[name] ?? made[fixtureKey(name)] ?? staticIds[fixtureKey(name)] ?? knownIds,
        values: { knownIds, byName: realisticFields },
        forms,
      });

      const property = fc.asyncProperty(requests, async (request: FuzzRequest<Caller>) => {
        const url = urlOf(operation, request);
        const answer: TestResponse = await world.clients[request.caller].request(operation.method, url, sendOptionsOf(request.body));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const said = `${operation.method} ${url} as ${request.caller} answered ${answer.status} ${excerpt(answer.body)}`;
        if (answer.status >= 500) throw new Error(said);
        if (answer.status < 400) {
          baseline = await database.settled();
          return;
        }
        if (!errorShapeOf(operation, answer.status).safeParse(answer.body).success) throw new Error(`not in the error shape: ${said}`);
        const changed = changedTables(baseline, await database.current()).filter(
          (table) => !writesOfRefusals[operation.key]?.includes(table),
        );
        if (changed.length > 0) {
          baseline = await database.settled();
          throw new Error(`a refusal changed ${changed.join(', ')}: ${said}`);
        }
      });
      // The time limit bounds the shrinking of a failure (every try is a request); a passing operation takes about a second.
      const details = await fc.check(property, {
        seed,
        numRuns: runsPerOperation,
        plugins: [fc.interruptAfterTimeLimit(120_000, { failOnInterrupt: true })],
      });
      if (details.failed) failures.push(`${operation.key}\n${fc.defaultReportMessage(details)}`);
      // Some operations end the caller's session (logout, sign-out everywhere, signing in as someone else).
      await world.renewSessions();
    }

    expect(operations.length).toBeGreaterThan(90);
    for (const operation of [...operations.filter((one) => !endsTheCaller(one)), ...operations.filter(endsTheCaller)])
      await fuzz(operation);

    const requestsSent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    console.info(
      `fuzzed ${operations.length} operations with ${requestsSent} requests (${dialect}, seed ${seed}); answers by status:`,
      Object.fromEntries(statuses),
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
