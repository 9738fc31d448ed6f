import { loadAppSecret } from '../auth/app-secret.ts';
import { createAppSettingsRepository } from '../auth/app-settings.repository.ts';
import { accessCookieName, refreshCookieName } from '../auth/auth-cookies.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { createSessionsService } from '../auth/sessions.service.ts';
import {
  createEvent,
  join,
  matchingScenario,
  matchPair,
  prospectOf,
  signedInGuests,
  type Guest,
} from '../matching/testing/matching-fixture.ts';
import { signUnsubscribeToken } from '../notifications/unsubscribe-token.ts';
import { historyOf, speakAsGuest } from './concierge-interview.ts';
import { jpegPicture, mp4Video, wavRecording } from './media-samples.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import { TestClient, type TestResponse } from './test-client.ts';
import type { TestServer } from './test-server.ts';

/** The people an authorization check asks as, from the farthest to the closest to the fixture's event. */
export const callers = ['anonymous', 'stranger', 'otherGuest', 'participant', 'host', 'admin'] as const;
export type Caller = (typeof callers)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

// The fixture's event runs on 2026-12-01 from 18:00 to 22:00 in Paris (17:00 to 21:00 UTC).
const eventTime = (hours: number, minutes = 0) => Date.UTC(2026, 11, 1, hours, minutes);

let phonesUsed = 0;
/** A phone number no one of the fixture has (the fixture's own users take +1202555 1001 and up). */
export const freshPhone = () => `+1202556${String(++phonesUsed).padStart(4, '0')}`;

/**
 * What the matrix asks about: an event with its host and a joined participant (the founder) who
 * has a dossier, a picture, a match with a conversation and a meeting in it, concierge
 * conversations and a help thread; a guest of another event; a stranger in no event; an admin.
 * Each caller is a client with a session of their own; `renewSessions` gives every caller a new
 * one after an operation that ends sessions (logout, sign out everywhere).
 */
export async function authorizationWorld(server: TestServer) {
  const db = server.database.db;
  const secret = await loadAppSecret(createAppSettingsRepository(db), undefined);
  const sessions = createSessionsService({ sessions: createSessionsRepository(db), secret, now: server.clock.now, onRevoked: () => {} });

  const scenario = await matchingScenario(server);
  const { host, founder: participant, investor, baker, stranger, eventId } = scenario;
  const [otherHost, otherGuest, admin] = await signedInGuests(server, ['Olga Otherhost', 'Oscar Otherguest', 'Ada Admin']);
  await db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', admin!.userId).execute();
  const otherEventId = await createEvent(server, otherHost!, 'Another dinner');
  await join(otherGuest!, otherEventId);

  const { conversationId } = await matchPair(eventId, participant, investor);
  const prospectId = (await prospectOf(participant, eventId, investor.userId)).id;

  const pictureBytes = await jpegPicture();
  const pictureId = (
    await expectStatus(participant.client.request('POST', '/api/users/me/picture', { body: pictureFormOf(pictureBytes) }), 200)
  ).picture_id as string;
  const voiceNoteId = (
    await expectStatus(
      participant.client.request('POST', `/api/conversations/${conversationId}/voice-notes`, { body: voiceNoteForm() }),
      201,
    )
  ).message.voiceNote.mediaId as string;

  const dossier = await expectStatus(participant.client.get(`/api/users/${participant.userId}/generalDossier`), 200);
  const { textConversationId, voiceConversationId } = dossier as { textConversationId: string; voiceConversationId: string };
  const revisionId = dossier.revisions[0].id as string;
  const spokenTurnId = (await speakAsGuest(participant.client, voiceConversationId, 'I build home batteries.')).id;
  const conciergeMessageId = (await historyOf(participant.client, textConversationId)).find(
    (message) => message.senderKind === 'concierge',
  )?.id;
  if (!conciergeMessageId) throw new Error('the concierge wrote nothing in the text conversation');

  const help = await expectStatus(participant.client.post('/api/help/conversation', {}), 200);
  await expectStatus(
    participant.client.post('/api/help/messages', { clientId: 'help-message-1', text: 'Where is the bar?', path: '/p' }),
    200,
  );

  const clients: Record<Caller, TestClient> = {
    anonymous: new TestClient(server.baseUrl),
    stranger: stranger.client,
    otherGuest: otherGuest!.client,
    participant: participant.client,
    host: host.client,
    admin: admin!.client,
  };
  const userIds: Record<SignedInCaller, string> = {
    stranger: stranger.userId,
    otherGuest: otherGuest!.userId,
    participant: participant.userId,
    host: host.userId,
    admin: admin!.userId,
  };

  /** A new session for the user, as the client's cookies (both: the refresh cookie too). */
  async function startSession(client: TestClient, userId: string) {
    const { accessToken, refreshToken } = await sessions.start(userId, { userAgent: 'test', ip: '127.0.0.1' });
    client.cookies.set(accessCookieName, { value: accessToken, path: '/' });
    client.cookies.set(refreshCookieName, { value: refreshToken, path: '/api/auth' });
  }
  for (const caller of Object.keys(userIds) as SignedInCaller[]) await startSession(clients[caller], userIds[caller]);

  if ('unavailable' in server.config.passkeys) throw new Error(server.config.passkeys.unavailable);
  const passkeyOrigin = server.config.passkeys.origin;
  const passkeys = new SoftwareAuthenticator(passkeyOrigin);
  const strayRegistrationOptions = {
    rp: { name: 'Tandem', id: server.config.passkeys.rpId },
    user: { id: 'c3RyYXk', name: '+12025550000', displayName: 'Stray' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
  };

  const world = {
    server,
    eventId,
    otherEventId,
    conversationId,
    prospectId,
    pictureBytes,
    pictureId,
    voiceNoteId,
    revisionId,
    textConversationId,
    voiceConversationId,
    spokenTurnId,
    conciergeMessageId,
    helpConversationId: help.conversationId as string,
    unsubscribeToken: signUnsubscribeToken({ userId: participant.userId, channel: 'EMAIL' }, secret),
    clients,
    userIds,
    users: { host, participant, investor, baker, stranger, otherHost: otherHost!, otherGuest: otherGuest!, admin: admin! },

    async renewSessions() {
      for (const caller of Object.keys(userIds) as SignedInCaller[]) await startSession(clients[caller], userIds[caller]);
    },

    /** A signed-in user of no event, to be the target of an admin action or a block. */
    async disposableUser(name = 'Dee Disposable'): Promise<Guest> {
      return (await signedInGuests(server, [name]))[0]!;
    },

    /** A new user who joined the event; answers their participant id. */
    async disposableParticipant(): Promise<string> {
      return join(await world.disposableUser('Jo Joiner'), eventId);
    },

    /** The host invites someone by phone; answers the invitation's participant id. */
    async disposableInvitation(): Promise<string> {
      const invited = await host.client.post(`/api/events/${eventId}/invitations`, { name: 'Ivy Invitee', phoneNumber: freshPhone() });
      return (await expectStatus(Promise.resolve(invited), 201)).id as string;
    },

    /** The host of `ofEventId` asks `invitee` to co-host it; answers the co-host invitation's id as the invitee sees it. */
    async hostInvitation(invitee: Guest, inviter: Guest = host, ofEventId = eventId): Promise<string> {
      const phoneNumber = await phoneOf(invitee.userId);
      await expectStatus(inviter.client.post(`/api/events/${ofEventId}/hosts`, { phoneNumber }), 202);
      const received = await expectStatus(invitee.client.get('/api/host-invitations'), 200);
      const invitation = (received.invitations as { id: string; event: { id: string } }[]).find((one) => one.event.id === ofEventId);
      if (!invitation) throw new Error(`no co-host invitation to ${ofEventId}: ${JSON.stringify(received)}`);
      return invitation.id;
    },

    /** A co-host invitation to a phone no account has, as the host sees it (to withdraw). */
    async pendingHostInvitation(): Promise<string> {
      const phoneNumber = freshPhone();
      await expectStatus(host.client.post(`/api/events/${eventId}/hosts`, { phoneNumber }), 202);
      const seen = await expectStatus(host.client.get(`/api/events/${eventId}/hosts`), 200);
      return (seen.invitations as { id: string; phoneNumber: string | null }[]).find((one) => one.phoneNumber === phoneNumber)!.id;
    },

    /** A new user who accepted to co-host the event; answers their user id. */
    async disposableCoHost(): Promise<string> {
      const coHost = await world.disposableUser('Cora Cohost');
      await expectStatus(coHost.client.post(`/api/host-invitations/${await world.hostInvitation(coHost)}/accept`), 200);
      return coHost.userId;
    },

    /** The participant's proposal of a meeting to the investor (a conversation has one open meeting at most). */
    meetingId: (
      await expectStatus(
        participant.client.post(`/api/conversations/${conversationId}/meetings`, { startsAt: eventTime(18, 30), durationMinutes: 15 }),
        201,
      )
    ).id as string,

    /** A new user's request to become a creator; answers its id. */
    async disposableCreatorRequest(): Promise<string> {
      const requester = await world.disposableUser('Cris Creator');
      return (await expectStatus(requester.client.post('/api/creator-requests', { message: 'Dinners for founders' }), 201)).id as string;
    },

    /** A passkey the participant adds, a software authenticator standing in for their phone; answers its id. */
    async participantPasskey(): Promise<string> {
      const options = await expectStatus(participant.client.post('/api/users/me/passkeys/registration-options'), 200);
      const added = await expectStatus(participant.client.post('/api/users/me/passkeys', { response: passkeys.create(options) }), 201);
      return added.id as string;
    },

    /** Well-formed passkey answers to a challenge Tandem never handed out: refused for their content (400). */
    strayPasskeyAnswers() {
      const stray = new SoftwareAuthenticator(passkeyOrigin);
      const challenge = 'c3RyYXktY2hhbGxlbmdl';
      const registration = stray.create({ ...(strayRegistrationOptions as Parameters<SoftwareAuthenticator['create']>[0]), challenge });
      return { registration, authentication: stray.get({ rpId: strayRegistrationOptions.rp.id, challenge }) };
    },

    /** A new user with two sessions; answers the user id and the id of one session. */
    async disposableSession(): Promise<{ userId: string; sessionId: string }> {
      const user = await world.disposableUser('Sid Session');
      await sessions.start(user.userId, { userAgent: 'test', ip: '127.0.0.1' });
      const row = await db.selectFrom('sessions').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
      return { userId: user.userId, sessionId: row.id };
    },
  };

  async function phoneOf(userId: string): Promise<string> {
    const row = await db.selectFrom('users').select('phone_number').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.phone_number!;
  }

  return world;
}

export type AuthorizationWorld = Awaited<ReturnType<typeof authorizationWorld>>;

let voiceNotesMade = 0;
/** A voice note of one second, as the conversation screen sends it. */
export function voiceNoteForm(): FormData {
  const form = new FormData();
  form.append('clientId', `voice-note-${++voiceNotesMade}`);
  form.append('durationMs', '1000');
  form.append('audio', new Blob([new Uint8Array(wavRecording(1))], { type: 'audio/wav' }), 'note.wav');
  return form;
}

export function pictureFormOf(bytes: Buffer): FormData {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'me.jpg');
  return form;
}

export function introVideoForm(): FormData {
  const form = new FormData();
  form.append('video', new Blob([new Uint8Array(mp4Video())], { type: 'video/mp4' }), 'intro.mp4');
  return form;
}

async function expectStatus(response: Promise<TestResponse>, status: number) {
  const answered = await response;
  if (answered.status !== status) throw new Error(`fixture step answered ${answered.status}: ${JSON.stringify(answered.body)}`);
  return answered.body;
}
