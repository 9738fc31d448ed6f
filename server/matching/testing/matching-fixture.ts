import { expect } from 'vitest';
import type { DossierDocument } from '../../../shared/api/dossier.ts';
import type { Interest, Match, ProspectsResponse, SetInterestResponse } from '../../../shared/api/matching.ts';
import { loadAppSecret } from '../../auth/app-secret.ts';
import { createAppSettingsRepository } from '../../auth/app-settings.repository.ts';
import { accessCookieName } from '../../auth/auth-cookies.ts';
import { createSessionsRepository } from '../../auth/sessions.repository.ts';
import { createSessionsService } from '../../auth/sessions.service.ts';
import { setUpDossier } from '../../testing/concierge-interview.ts';
import { TestClient } from '../../testing/test-client.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { createUsersRepository } from '../../users/users.repository.ts';
import { createUsersService } from '../../users/users.service.ts';

/** Two guests with complementary needs (a founder raising a seed round, an angel investor), and one who needs neither. */
export const dossiers = {
  founder: dossierDocument({
    headline: 'Founder of a battery storage start-up',
    about: 'I build home batteries for solar panels.',
    lookingFor: ['Seed funding for my battery storage start-up', 'Investors who fund climate hardware'],
    canOffer: ['Advice on hardware prototyping'],
    topics: ['Energy storage'],
  }),
  investor: dossierDocument({
    headline: 'Angel investor in climate tech',
    about: 'I invest in early climate-tech companies.',
    lookingFor: ['Battery storage founders to invest in', 'Advice on hardware prototyping for my portfolio'],
    canOffer: ['Seed funding for climate hardware start-ups'],
    topics: ['Energy storage'],
  }),
  baker: dossierDocument({
    headline: 'Pastry chef',
    about: 'I run a small bakery.',
    lookingFor: ['A kitchen space to rent on weekends'],
    canOffer: ['Sourdough baking classes'],
    topics: ['Bread'],
  }),
};

/** A dossier written on its page (its items cite no message), from its texts; about and topics may be left out. */
export function dossierDocument({
  headline,
  about = '',
  lookingFor,
  canOffer,
  topics = [],
}: {
  headline: string;
  about?: string;
  lookingFor: string[];
  canOffer: string[];
  topics?: string[];
}): DossierDocument {
  const items = (texts: string[]) => texts.map((text) => ({ text, sourceMessageIds: [] }));
  return { headline, about, lookingFor: items(lookingFor), canOffer: items(canOffer), topics: items(topics) };
}

/** What the fixture needs of a running server: one instance, or several on one database. */
export type MatchingServer = Pick<TestServer, 'baseUrl' | 'database' | 'clock'>;

export interface Guest {
  client: TestClient;
  userId: string;
}

let phonesUsed = 0;

/**
 * Signed-in users made through the services (the HTTP sign-in has a per-IP budget of 30 an hour),
 * each with a name; phone numbers are new on every call.
 */
export async function signedInGuests(server: MatchingServer, names: string[]): Promise<Guest[]> {
  const db = server.database.db;
  const secret = await loadAppSecret(createAppSettingsRepository(db), undefined);
  const users = createUsersService({ users: createUsersRepository(db), adminPhones: [], now: server.clock.now });
  const sessions = createSessionsService({ sessions: createSessionsRepository(db), secret, now: server.clock.now, onRevoked: () => {} });
  const guests: Guest[] = [];
  for (const name of names) {
    const { user } = await users.signIn(`+1202555${String(1000 + ++phonesUsed).padStart(4, '0')}`);
    const { accessToken } = await sessions.start(user.id, { userAgent: 'test', ip: '127.0.0.1' });
    const client = new TestClient(server.baseUrl);
    client.cookies.set(accessCookieName, { value: accessToken, path: '/' });
    const named = await client.patch('/api/users/me', { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` });
    if (named.status !== 200) throw new Error(`naming the user answered ${named.status}: ${JSON.stringify(named.body)}`);
    guests.push({ client, userId: user.id });
  }
  return guests;
}

/** An event created by `host` (made a creator first). */
export async function createEvent(server: MatchingServer, host: Guest, name = 'Climate founders dinner'): Promise<string> {
  await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', host.userId).execute();
  const created = await host.client.post('/api/events', {
    name,
    startsAt: '2026-12-01T18:00:00+01:00',
    endsAt: '2026-12-01T22:00:00+01:00',
    timeZone: 'Europe/Paris',
    place: 'Station F, Paris',
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`creating the event answered ${created.status}`);
  return created.body.id as string;
}

/** Joins the event; answers the participant id. */
export async function join(guest: Guest, eventId: string): Promise<string> {
  const joined = await guest.client.post(`/api/events/${eventId}/join`);
  if (joined.status !== 200) throw new Error(`joining answered ${joined.status}: ${JSON.stringify(joined.body)}`);
  return joined.body.participantId as string;
}

/** Sets up the guest's dossier and saves `content` as their own edit (a new revision). */
export async function giveDossier(guest: Guest, content: DossierDocument) {
  await setUpDossier(guest.client, guest.userId);
  await reviseDossier(guest, content);
}

export async function reviseDossier(guest: Guest, content: DossierDocument) {
  const saved = await guest.client.put(`/api/users/${guest.userId}/generalDossier/document`, { document: content, updateSource: 'home' });
  if (saved.status !== 200) throw new Error(`saving the dossier answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}

/** The guest's prospects once the event's recompute has finished. */
export async function readyProspects(guest: Guest, eventId: string): Promise<ProspectsResponse> {
  let response: ProspectsResponse | undefined;
  await expect
    .poll(
      async () => {
        const answer = await guest.client.get(`/api/events/${eventId}/prospects`);
        response = answer.body as ProspectsResponse;
        return response.status;
      },
      { interval: 20 },
    )
    .toBe('ready');
  return response!;
}

export interface MatchingScenario {
  host: Guest;
  founder: Guest;
  investor: Guest;
  baker: Guest;
  /** Signed in, in no event. */
  stranger: Guest;
  eventId: string;
}

/** A host's event that the founder, the investor and the baker joined, each with their dossier. */
export async function matchingScenario(server: MatchingServer): Promise<MatchingScenario> {
  const [host, founder, investor, baker, stranger] = await signedInGuests(server, [
    'Hannah Host',
    'Dana Founder',
    'Ivan Investor',
    'Pat Baker',
    'Sam Stranger',
  ]);
  const eventId = await createEvent(server, host!);
  for (const guest of [founder!, investor!, baker!]) await join(guest, eventId);
  await giveDossier(founder!, dossiers.founder);
  await giveDossier(investor!, dossiers.investor);
  await giveDossier(baker!, dossiers.baker);
  return { host: host!, founder: founder!, investor: investor!, baker: baker!, stranger: stranger!, eventId };
}

/** The first of the guest's ready prospects who is `userId`. */
export async function prospectOf(guest: Guest, eventId: string, userId: string) {
  const found = (await readyProspects(guest, eventId)).prospects.find((prospect) => prospect.user.id === userId);
  if (!found) throw new Error(`${userId} is not among the prospects`);
  return found;
}

/** The viewer's answer about `userId`, who must be among their ready prospects. */
export async function answer(viewer: Guest, eventId: string, userId: string, interest: Interest | null): Promise<SetInterestResponse> {
  const prospect = await prospectOf(viewer, eventId, userId);
  const answered = await viewer.client.put(`/api/events/${eventId}/prospects/${prospect.id}/interest`, {
    interest,
    actionSource: 'connection_intelligence',
  });
  if (answered.status !== 200) throw new Error(`answering answered ${answered.status}: ${JSON.stringify(answered.body)}`);
  return answered.body as SetInterestResponse;
}

/** Both say INTERESTED to each other; answers the match the second answer made. */
export async function matchPair(eventId: string, first: Guest, second: Guest): Promise<Match> {
  await answer(first, eventId, second.userId, 'INTERESTED');
  const { match } = await answer(second, eventId, first.userId, 'INTERESTED');
  if (!match) throw new Error('no match');
  return match;
}
