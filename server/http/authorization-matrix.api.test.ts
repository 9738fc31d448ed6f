import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfHostedAnalyticsKey } from '../../shared/analytics/self-hosted.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import { dossiers } from '../matching/testing/matching-fixture.ts';
import {
  authorizationWorld,
  callers,
  freshPhone,
  introVideoForm,
  pictureFormOf,
  voiceNoteForm,
  type AuthorizationWorld,
  type Caller,
} from '../testing/authorization-fixture.ts';
import { operationsOf } from '../testing/openapi-operations.ts';
import { latestCode, TestClient, type TestResponse } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

/**
 * Every operation of the OpenAPI document, asked by every kind of caller: who it lets through is
 * written here once per operation, so a new endpoint cannot ship without saying who may call it.
 */
interface Operation {
  /** The callers who get an answer about their request (2xx, or a 4xx about its content); every other one is refused. */
  allowed: readonly Caller[];
  /** The path parameters, from the fixture. */
  params?: (world: AuthorizationWorld) => Promise<Record<string, string>> | Record<string, string>;
  query?: (world: AuthorizationWorld) => string;
  /** A valid body: JSON, or a multipart form (made anew for every request). */
  body?: (world: AuthorizationWorld) => Promise<unknown> | unknown;
  /**
   * What the allowed callers do changes what later checks rely on (it ends a session, removes
   * someone, cancels a meeting…): these calls run after all the others, each on parameters of its
   * own, and every caller gets a new session after each. `account` ends the caller's account: last.
   */
  destructive?: true | 'account';
}

const everyone = callers;
const signedIn = ['stranger', 'otherGuest', 'participant', 'host', 'admin'] as const;
const adminOnly = ['admin'] as const;
const hosts = ['host', 'admin'] as const;
const participantOnly = ['participant'] as const;

const event = (world: AuthorizationWorld) => ({ id: world.eventId });
const conversation = (world: AuthorizationWorld) => ({ id: world.conversationId });
const participantUser = (world: AuthorizationWorld) => ({ id: world.userIds.participant });
const meeting = (world: AuthorizationWorld) => ({ id: world.meetingId });
const disposableUser = async (world: AuthorizationWorld) => ({ userId: (await world.disposableUser()).userId });
let clientIds = 0;
const clientId = () => `authz-${Date.now()}-${++clientIds}`;

const matrix: Record<string, Operation> = {
  // Signing in
  'POST /api/auth/otp': { allowed: everyone, body: () => ({ phoneNumber: freshPhone() }) },
  // Signing in as someone else replaces the caller's session: last, then every caller gets theirs back.
  'POST /api/auth/otp/verify': {
    allowed: everyone,
    destructive: true,
    body: async (world) => {
      const phoneNumber = freshPhone();
      const requester = new TestClient(world.server.baseUrl);
      await requester.post('/api/auth/otp', { phoneNumber });
      return { phoneNumber, code: await latestCode(requester, phoneNumber) };
    },
  },
  'GET /api/auth/session': { allowed: everyone },
  'POST /api/auth/refresh': { allowed: signedIn },
  'POST /api/auth/logout': { allowed: everyone, destructive: true },
  'POST /api/auth/sign-out-everywhere': { allowed: signedIn, destructive: true },
  'GET /api/auth/sessions': { allowed: signedIn },
  'DELETE /api/auth/sessions': { allowed: signedIn, destructive: true },
  // The participant's own current session: the participant is told to use Sign out (400), everyone else finds nothing.
  'DELETE /api/auth/sessions/{sessionId}': {
    allowed: participantOnly,
    params: async (world) => {
      const listed = await world.clients.participant.get<{ sessions: { id: string; current: boolean }[] }>('/api/auth/sessions');
      return { sessionId: listed.body.sessions.find((session) => session.current)!.id };
    },
  },
  'POST /api/auth/reauthenticate': { allowed: signedIn, body: () => ({ code: '000000' }) },
  'GET /api/dev/outbox': { allowed: everyone },
  'GET /api/client-config': { allowed: everyone },
  'POST /api/analytics/2/httpapi': {
    allowed: everyone,
    body: () => ({
      api_key: selfHostedAnalyticsKey,
      events: [{ event_type: 'Screen Viewed', device_id: 'device-authz-0001', time: Date.now(), insert_id: clientId() }],
    }),
  },

  // Passkeys: signing in with one (a well-formed answer to a challenge never handed out: 400 for anyone), and one's own
  'POST /api/auth/passkey/options': { allowed: everyone },
  'POST /api/auth/passkey/verify': { allowed: everyone, body: (world) => ({ response: world.strayPasskeyAnswers().authentication }) },
  'GET /api/users/me/passkeys': { allowed: signedIn },
  'POST /api/users/me/passkeys/registration-options': { allowed: signedIn },
  'POST /api/users/me/passkeys': { allowed: signedIn, body: (world) => ({ response: world.strayPasskeyAnswers().registration }) },
  // The participant's own passkey: anyone else signed in gets the 404 of a missing one.
  'PATCH /api/users/me/passkeys/{passkeyId}': {
    allowed: participantOnly,
    params: async (world) => ({ passkeyId: await world.participantPasskey() }),
    body: () => ({ name: 'My phone' }),
  },
  'DELETE /api/users/me/passkeys/{passkeyId}': {
    allowed: participantOnly,
    params: async (world) => ({ passkeyId: await world.participantPasskey() }),
    destructive: true,
  },

  // The signed-in person's own things
  'GET /api/users/me': { allowed: signedIn },
  'PATCH /api/users/me': { allowed: signedIn, body: () => ({}) },
  'DELETE /api/users/me': { allowed: signedIn, body: () => ({ confirm: 'DELETE' }), destructive: 'account' },
  'GET /api/users/me/onboarding': { allowed: signedIn },
  'PUT /api/users/me/onboarding': { allowed: signedIn, body: () => ({ step: 'details' }) },
  // A new picture deletes the one it replaces, the fixture's own.
  'POST /api/users/me/picture': { allowed: signedIn, body: (world) => pictureFormOf(world.pictureBytes), destructive: true },
  'GET /api/users/me/export': { allowed: signedIn },
  'GET /api/users/me/contactSharing': { allowed: signedIn },
  'PUT /api/users/me/contactSharing': { allowed: signedIn, body: () => ({ email: true, phoneNumber: false, linkedin: false }) },
  'GET /api/pictures/{id}': { allowed: ['participant', 'host', 'admin'], params: (world) => ({ id: world.pictureId }) },
  'GET /api/calls/ice-servers': { allowed: signedIn },
  'GET /api/notifications': { allowed: signedIn },
  'POST /api/notifications/read': { allowed: signedIn, body: () => ({ all: true }) },
  'GET /api/notifications/unsubscribe': { allowed: everyone, query: (world) => `token=${encodeURIComponent(world.unsubscribeToken)}` },

  // Conversations, the concierge and its voice
  'POST /api/conversations/': {
    allowed: ['participant', 'admin'],
    body: (world) => ({ userId: world.userIds.participant, kind: 'concierge_text' }),
  },
  'GET /api/conversations/': { allowed: signedIn },
  // Admins may read a conversation they are not in, never write to it.
  'GET /api/conversations/{id}': { allowed: ['participant', 'admin'], params: conversation },
  'GET /api/conversations/{id}/messages': { allowed: ['participant', 'admin'], params: conversation },
  'POST /api/conversations/{id}/messages': {
    allowed: participantOnly,
    params: conversation,
    body: () => ({ clientId: clientId(), text: 'See you at the bar' }),
  },
  'POST /api/conversations/{id}/read': { allowed: participantOnly, params: conversation, body: () => ({ sequence: 1 }) },
  'POST /api/conversations/{id}/voice-notes': { allowed: participantOnly, params: conversation, body: () => voiceNoteForm() },
  'GET /api/conversations/{id}/voice-notes/{mediaId}': {
    allowed: ['participant', 'admin'],
    params: (world) => ({ id: world.conversationId, mediaId: world.voiceNoteId }),
  },
  'POST /api/conversations/{id}/concierge-call': { allowed: participantOnly, params: (world) => ({ id: world.voiceConversationId }) },
  'POST /api/conversations/{id}/concierge-text': { allowed: participantOnly, params: (world) => ({ id: world.textConversationId }) },
  'PUT /api/conversations/{id}/messages/{messageId}/transcript': {
    allowed: participantOnly,
    params: (world) => ({ id: world.voiceConversationId, messageId: world.spokenTurnId }),
    body: () => ({ transcript: 'I build home batteries for solar panels.' }),
  },
  'GET /api/conversations/{conversationId}/messages/{messageId}/speech/{part}': {
    allowed: participantOnly,
    params: (world) => ({ conversationId: world.textConversationId, messageId: world.conciergeMessageId, part: '0' }),
  },

  // Dossiers
  // Admins may read a dossier; only its owner sets it up or edits it.
  'POST /api/users/{id}/generalDossier': {
    allowed: participantOnly,
    params: participantUser,
    body: (world) => ({ textConversationId: world.textConversationId, voiceConversationId: world.voiceConversationId }),
  },
  'GET /api/users/{id}/generalDossier': { allowed: ['participant', 'admin'], params: participantUser },
  'PUT /api/users/{id}/generalDossier/document': {
    allowed: participantOnly,
    params: participantUser,
    body: () => ({ document: dossiers.founder, updateSource: 'home' }),
  },
  'GET /api/users/{id}/generalDossier/revisions/{revisionId}': {
    allowed: ['participant', 'admin'],
    params: (world) => ({ id: world.userIds.participant, revisionId: world.revisionId }),
  },

  // Creators
  'GET /api/creator-requests/mine': { allowed: signedIn },
  'POST /api/creator-requests': { allowed: signedIn, body: () => ({ message: 'Dinners for founders' }) },
  'GET /api/admin/creator-requests': { allowed: adminOnly },
  'POST /api/admin/creator-requests/{id}/approve': {
    allowed: adminOnly,
    params: async (world) => ({ id: await world.disposableCreatorRequest() }),
  },
  'POST /api/admin/creator-requests/{id}/deny': {
    allowed: adminOnly,
    params: async (world) => ({ id: await world.disposableCreatorRequest() }),
    body: () => ({ reason: 'Not yet' }),
  },

  // Events
  'POST /api/events': {
    allowed: ['host', 'admin'],
    body: () => ({
      name: 'A second dinner',
      startsAt: '2026-12-02T18:00:00+01:00',
      endsAt: '2026-12-02T22:00:00+01:00',
      timeZone: 'Europe/Paris',
      place: 'Station F, Paris',
    }),
  },
  'GET /api/events': { allowed: signedIn },
  'GET /api/events/{id}': { allowed: ['participant', 'host', 'admin'], params: event },
  'PATCH /api/events/{id}': { allowed: hosts, params: event, body: () => ({ description: 'Bring business cards.' }) },
  'GET /api/admin/events': { allowed: adminOnly },
  'GET /api/admin/events/{id}': { allowed: adminOnly, params: event },
  'GET /api/events/{id}/preview': { allowed: everyone, params: event },
  'POST /api/events/{id}/join': { allowed: signedIn, params: event, body: () => ({}) },
  'PUT /api/events/{id}/contactSharing': { allowed: participantOnly, params: event, body: () => ({ shareWithHosts: false }) },
  'POST /api/events/{id}/intro-video': { allowed: hosts, params: event, body: () => introVideoForm() },
  'GET /api/events/{id}/intro-video': { allowed: ['participant', 'host', 'admin'], params: event },
  'DELETE /api/events/{id}/intro-video': { allowed: hosts, params: event, destructive: true },

  // Hosts and co-host invitations
  'GET /api/events/{id}/hosts': { allowed: ['participant', 'host', 'admin'], params: event },
  'POST /api/events/{id}/hosts': { allowed: hosts, params: event, body: () => ({ phoneNumber: freshPhone() }) },
  'DELETE /api/events/{id}/hosts/{userId}': {
    allowed: hosts,
    params: async (world) => ({ id: world.eventId, userId: await world.disposableCoHost() }),
    destructive: true,
  },
  'DELETE /api/events/{id}/host-invitations/{invitationId}': {
    allowed: hosts,
    params: async (world) => ({ id: world.eventId, invitationId: await world.pendingHostInvitation() }),
    destructive: true,
  },
  'GET /api/host-invitations': { allowed: signedIn },
  // The stranger is the one asked: to co-host the other event (declined), and this one (accepted).
  'POST /api/host-invitations/{invitationId}/decline': {
    allowed: ['stranger'],
    params: async (world) => ({
      invitationId: await world.hostInvitation(world.users.stranger, world.users.otherHost, world.otherEventId),
    }),
  },
  'POST /api/host-invitations/{invitationId}/accept': {
    allowed: ['stranger'],
    params: async (world) => ({ invitationId: await world.hostInvitation(world.users.stranger) }),
  },

  // Guests of an event, as its hosts see them
  'POST /api/events/{id}/invitations': {
    allowed: hosts,
    params: event,
    body: () => ({ name: 'Ivy Invitee', phoneNumber: freshPhone() }),
  },
  'POST /api/events/{id}/invitations/import': {
    allowed: hosts,
    params: event,
    body: () => ({ csv: `name,phone,email\nIra Import,${freshPhone()},\n` }),
  },
  'DELETE /api/events/{id}/invitations/{participantId}': {
    allowed: hosts,
    params: async (world) => ({ id: world.eventId, participantId: await world.disposableInvitation() }),
    destructive: true,
  },
  'GET /api/events/{id}/participants': { allowed: hosts, params: event },
  'DELETE /api/events/{id}/participants/{participantId}': {
    allowed: hosts,
    params: async (world) => ({ id: world.eventId, participantId: await world.disposableParticipant() }),
    destructive: true,
  },
  'GET /api/events/{id}/table': { allowed: adminOnly, params: event },

  // Matching
  'GET /api/events/{id}/prospects': { allowed: participantOnly, params: event },
  'PUT /api/events/{id}/prospects/{prospectId}/interest': {
    allowed: participantOnly,
    params: (world) => ({ id: world.eventId, prospectId: world.prospectId }),
    body: () => ({ interest: null, actionSource: 'prospects' }),
  },
  'GET /api/prospects': { allowed: signedIn },
  'GET /api/events/{id}/matches': { allowed: participantOnly, params: event },
  'POST /api/events/{id}/matches/seen': { allowed: participantOnly, params: event, body: () => ({ seenAt: Date.now() }) },
  'GET /api/events/{id}/hostMatches': { allowed: hosts, params: event },
  'POST /api/events/{id}/introductions': {
    allowed: hosts,
    params: event,
    body: (world) => ({ userIds: [world.users.baker.userId, world.users.investor.userId] }),
  },
  'PUT /api/blocks/{userId}': {
    allowed: signedIn,
    params: (world) => ({ userId: world.users.baker.userId }),
    body: () => ({ kind: 'hide' }),
    destructive: true,
  },
  'DELETE /api/blocks/{userId}': { allowed: signedIn, params: (world) => ({ userId: world.users.baker.userId }), destructive: true },
  'GET /api/blocks': { allowed: signedIn },

  // Meetings between matches
  'GET /api/conversations/{id}/meetings': { allowed: participantOnly, params: conversation },
  'POST /api/conversations/{id}/meetings': {
    allowed: participantOnly,
    params: conversation,
    body: () => ({ startsAt: Date.UTC(2026, 11, 1, 20, 45), durationMinutes: 15 }),
  },
  'PUT /api/meetings/{id}/time': {
    allowed: participantOnly,
    params: meeting,
    body: () => ({ startsAt: Date.UTC(2026, 11, 1, 20, 30), durationMinutes: 15 }),
  },
  'POST /api/meetings/{id}/accept': { allowed: participantOnly, params: meeting },
  // The participant proposed the meeting: their answer to it is refused for its content (409), their cancel ends it, last.
  'POST /api/meetings/{id}/decline': { allowed: participantOnly, params: meeting },
  'POST /api/meetings/{id}/cancel': { allowed: participantOnly, params: meeting, destructive: true },
  'GET /api/meetings/{id}/invite.ics': { allowed: participantOnly, params: meeting },

  // Admin
  'GET /api/admin/analytics/summary': { allowed: adminOnly },
  'GET /api/admin/users': { allowed: adminOnly },
  'GET /api/admin/users/{userId}': { allowed: adminOnly, params: (world) => ({ userId: world.userIds.participant }) },
  'DELETE /api/admin/users/{userId}': { allowed: adminOnly, params: disposableUser, destructive: true },
  'POST /api/admin/users/{userId}/role': { allowed: adminOnly, params: disposableUser, body: () => ({ role: 'USER' }) },
  'DELETE /api/admin/users/{userId}/sessions/{sessionId}': {
    allowed: adminOnly,
    params: (world) => world.disposableSession(),
    destructive: true,
  },
  'POST /api/admin/users/{userId}/sign-out-everywhere': { allowed: adminOnly, params: disposableUser, destructive: true },
  'POST /api/admin/users/{userId}/block': { allowed: adminOnly, params: disposableUser, destructive: true },
  'POST /api/admin/users/{userId}/unblock': { allowed: adminOnly, params: disposableUser },

  // Help
  'POST /api/help/conversation': { allowed: signedIn, body: () => ({}) },
  'POST /api/help/messages': { allowed: signedIn, body: () => ({ clientId: clientId(), text: 'Where is the bar?', path: '/p' }) },
  'POST /api/help/visitor': { allowed: everyone, body: () => ({ deviceId: 'authz-visitor-device-1' }) },
  'POST /api/help/visitor/messages': {
    allowed: everyone,
    body: () => ({ deviceId: 'authz-visitor-device-1', clientId: clientId(), text: 'How do I join?', path: '/p' }),
  },
  'GET /api/admin/help': { allowed: adminOnly },
  'PUT /api/admin/help/{id}/archived': {
    allowed: adminOnly,
    params: (world) => ({ id: world.helpConversationId }),
    body: () => ({ archived: false }),
  },
  'GET /api/admin/help/{id}/messages': { allowed: adminOnly, params: (world) => ({ id: world.helpConversationId }) },
  'POST /api/admin/help/{id}/messages': {
    allowed: adminOnly,
    params: (world) => ({ id: world.helpConversationId }),
    body: () => ({ clientId: clientId(), text: 'By the window.' }),
  },
};

/** Statuses that answer the request's content rather than who asks. */
const contentStatuses = new Set([400, 409, 422, 429]);
const isLetThrough = (status: number) => (status >= 200 && status < 300) || contentStatuses.has(status);
const isErrorShape = (body: unknown) => apiErrorSchema.safeParse(body).success;

function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

describe.each(testDialects)('authorization matrix of the OpenAPI document (%s)', (dialect) => {
  let server: TestServer;
  let world: AuthorizationWorld;
  let documented: string[];
  /** Each operation's parameters for the checks that change nothing, made once. */
  const sharedParams = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    documented = operationsOf((await new TestClient(server.baseUrl).get('/api/openapi.json')).body).map(({ key }) => key);
  });
  afterAll(() => server?.close());

  // Built inside the first test that needs it: the fixture polls (expect.poll) for prospects.
  let worldMade: Promise<AuthorizationWorld> | undefined;
  const worldReady = async () => {
    world = await (worldMade ??= authorizationWorld(server));
  };

  async function ask(key: string, caller: Caller, params: Record<string, string>): Promise<TestResponse> {
    const operation = matrix[key]!;
    const [method, template] = key.split(' ') as [string, string];
    const query = operation.query ? `?${operation.query(world)}` : '';
    const body = operation.body ? await operation.body(world) : undefined;
    const client = world.clients[caller];
    const path = pathOf(template, params) + query;
    if (body instanceof FormData) return client.request(method, path, { body });
    return client.request(method, path, body === undefined ? {} : { json: body });
  }

  async function paramsOf(key: string): Promise<Record<string, string>> {
    if (!sharedParams.has(key)) sharedParams.set(key, (await matrix[key]!.params?.(world)) ?? {});
    return sharedParams.get(key)!;
  }

  const describeAnswer = (key: string, caller: Caller, answer: TestResponse) =>
    `${key} as ${caller}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 160)}`;

  it('classifies every operation of the document, and no operation that is gone', () => {
    expect(documented.length).toBeGreaterThan(90);
    expect(
      documented.filter((key) => !(key in matrix)),
      'operations without an entry in the matrix',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((key) => !documented.includes(key)),
      'entries for operations that are gone',
    ).toEqual([]);
  });

  it('refuses every caller an operation does not let through: 401 signed out, 403 or 404 signed in', async () => {
    await worldReady();
    const wrong: string[] = [];
    for (const key of documented.filter((one) => one in matrix)) {
      const params = await paramsOf(key);
      const refused = callers.filter((caller) => !matrix[key]!.allowed.includes(caller));
      const answers = await Promise.all(refused.map((caller) => ask(key, caller, params)));
      refused.forEach((caller, index) => {
        const answer = answers[index]!;
        const expected = caller === 'anonymous' ? [401] : [403, 404];
        if (!expected.includes(answer.status) || !isErrorShape(answer.body)) wrong.push(describeAnswer(key, caller, answer));
      });
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('lets through the callers an operation names, those that change things last', async () => {
    await worldReady();
    const wrong: string[] = [];
    const check = (key: string, caller: Caller, answer: TestResponse) => {
      if (!isLetThrough(answer.status)) wrong.push(describeAnswer(key, caller, answer));
    };
    const present = documented.filter((key) => key in matrix);
    for (const key of present.filter((one) => !matrix[one]!.destructive)) {
      for (const caller of matrix[key]!.allowed) check(key, caller, await ask(key, caller, await paramsOf(key)));
    }
    const destructive = present.filter((key) => matrix[key]!.destructive === true);
    const endingAccounts = present.filter((key) => matrix[key]!.destructive === 'account');
    for (const key of [...destructive, ...endingAccounts]) {
      for (const caller of matrix[key]!.allowed) {
        const params = (await matrix[key]!.params?.(world)) ?? {};
        check(key, caller, await ask(key, caller, params));
        if (matrix[key]!.destructive === true) await world.renewSessions();
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
