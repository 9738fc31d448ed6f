import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

const adminPhone = '+12025550199';
const cohostPhone = '+12025550131';
const unknownId = '0190a1b2-0000-7000-8000-000000000000';
const sampleEvent = {
  name: 'Climate founders dinner',
  startsAt: '2026-12-01T18:00:00+01:00',
  endsAt: '2026-12-01T22:00:00+01:00',
  timeZone: 'Europe/Paris',
  place: 'Station F, Paris',
};

type Participant = { name: string | null; phoneNumber: string | null; email: string | null; contactHidden: boolean };

describe.each(testDialects)('co-host invitations and what hosts see (%s)', (dialect) => {
  let server: TestServer;
  let host: TestClient;
  let hostId: string;
  let cohost: TestClient;
  let cohostId: string;
  let guest: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let eventId: string;

  beforeEach(async () => {
    server = await startTestServer(dialect, { ADMIN_PHONES: adminPhone });
    [host, cohost, guest, stranger, admin] = Array.from({ length: 5 }, () => new TestClient(server.baseUrl)) as [
      TestClient,
      TestClient,
      TestClient,
      TestClient,
      TestClient,
    ];
    hostId = (await signIn(host, '+12025550123')).user.id;
    cohostId = (await signIn(cohost, cohostPhone)).user.id;
    await signIn(guest, '+12025550124');
    await signIn(stranger, '+12025550125');
    await signIn(admin, adminPhone);
    await host.patch('/api/users/me', { name: 'Hana Host' });
    await cohost.patch('/api/users/me', { name: 'Cora Cohost', email: 'cora@example.com' });
    await server.database.db.updateTable('users').set({ is_creator: 1 }).where('id', '=', hostId).execute();
    eventId = (await host.post('/api/events', sampleEvent)).body.id;
  });
  afterEach(() => server.close());

  const inviteByPhone = (phoneNumber: string, client = host) => client.post(`/api/events/${eventId}/hosts`, { phoneNumber });
  const receivedBy = async (client: TestClient) => (await client.get('/api/host-invitations')).body.invitations as { id: string }[];
  const participantsAs = async (client: TestClient) =>
    (await client.get(`/api/events/${eventId}/participants`)).body.participants as Participant[];

  it('answers an invitation by number the same whether the number has an account or not: no name, no picture, no host yet', async () => {
    const toAccount = await inviteByPhone('(202) 555-0131');
    const toNobody = await inviteByPhone('+12025550177');
    expect(toAccount.status).toBe(202);
    expect(toNobody.status).toBe(202);
    expect(toAccount.body.hosts).toEqual(toNobody.body.hosts);
    expect(toNobody.body.hosts.map((h: { userId: string }) => h.userId)).toEqual([hostId]);
    // Both read as the number typed, waiting: nothing says which one has an account.
    const shapes = toNobody.body.invitations.map((invitation: Record<string, unknown>) => Object.keys(invitation).sort());
    expect(shapes[0]).toEqual(shapes[1]);
    expect(toNobody.body.invitations).toEqual([
      expect.objectContaining({ phoneNumber: cohostPhone, participantName: null }),
      expect.objectContaining({ phoneNumber: '+12025550177', participantName: null }),
    ]);
    expect(JSON.stringify(toNobody.body)).not.toContain('Cora');
    expect(JSON.stringify(toNobody.body)).not.toContain(cohostId);
    // No account was made for the unknown number.
    expect(
      await server.database.db.selectFrom('users').select('id').where('phone_number', '=', '+12025550177').executeTakeFirst(),
    ).toBeUndefined();
    // Asking again changes nothing.
    expect((await inviteByPhone(cohostPhone)).body.invitations).toHaveLength(2);
    expect((await inviteByPhone('abc')).status).toBe(400);
  });

  it('lets the invitee see the invitation, with a notification, and accept it: only then a co-host', async () => {
    await inviteByPhone(cohostPhone);
    // Not a host yet: the event is not theirs to see or manage.
    expect((await cohost.get(`/api/events/${eventId}`)).status).toBe(404);
    expect((await cohost.get(`/api/events/${eventId}/participants`)).status).toBe(404);

    const received = (await cohost.get('/api/host-invitations')).body.invitations;
    expect(received).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: eventId, name: 'Climate founders dinner' }),
        invitedByName: 'Hana Host',
      }),
    ]);
    const notifications = (await cohost.get('/api/notifications')).body.notifications;
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'host_invitation',
        title: 'Hana Host invited you to co-host Climate founders dinner',
        linkPath: '/p/home',
      }),
    ]);

    const accepted = await cohost.post(`/api/host-invitations/${received[0].id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ id: received[0].id, eventId, state: 'accepted' });
    const hosts = (await host.get(`/api/events/${eventId}/hosts`)).body;
    expect(hosts.hosts.map((h: { userId: string; role: string }) => [h.userId, h.role])).toEqual([
      [hostId, 'creator'],
      [cohostId, 'cohost'],
    ]);
    expect(hosts.invitations).toEqual([]);
    expect((await cohost.get(`/api/events/${eventId}`)).body.viewer).toMatchObject({ isHost: true, canEdit: true });
    expect(await receivedBy(cohost)).toEqual([]);
    expect((await cohost.post(`/api/host-invitations/${received[0].id}/accept`)).status).toBe(409);
  });

  it('keeps a declined invitation looking like a waiting one to the hosts, who can withdraw it', async () => {
    const sent = (await inviteByPhone(cohostPhone)).body.invitations[0];
    const [received] = await receivedBy(cohost);
    const declined = await cohost.post(`/api/host-invitations/${received!.id}/decline`);
    expect(declined.body).toEqual({ id: received!.id, eventId, state: 'declined' });
    expect(await receivedBy(cohost)).toEqual([]);
    const seen = (await host.get(`/api/events/${eventId}/hosts`)).body;
    expect(seen.invitations).toEqual([sent]);
    expect(seen.hosts).toHaveLength(1);

    const withdrawn = await host.request('DELETE', `/api/events/${eventId}/host-invitations/${sent.id}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.invitations).toEqual([]);
    expect((await host.request('DELETE', `/api/events/${eventId}/host-invitations/${sent.id}`)).status).toBe(404);
    // A new invitation can go out after a withdrawal.
    await inviteByPhone(cohostPhone);
    expect(await receivedBy(cohost)).toHaveLength(1);
  });

  it('invites a joined participant by id, and they too accept first', async () => {
    const joined = (await cohost.post(`/api/events/${eventId}/join`)).body;
    const sent = await host.post(`/api/events/${eventId}/hosts`, { participantId: joined.participantId });
    expect(sent.status).toBe(202);
    expect(sent.body.invitations).toEqual([expect.objectContaining({ phoneNumber: null, participantName: 'Cora Cohost' })]);
    expect(sent.body.hosts).toHaveLength(1);
    const [received] = await receivedBy(cohost);
    await cohost.post(`/api/host-invitations/${received!.id}/accept`);
    expect((await host.get(`/api/events/${eventId}/hosts`)).body.hosts).toHaveLength(2);
  });

  it('refuses invitations to anyone but their invitee, and co-host management to anyone but hosts', async () => {
    await guest.post(`/api/events/${eventId}/join`);
    await inviteByPhone(cohostPhone);
    const [received] = await receivedBy(cohost);
    // Nobody else sees, accepts or declines it: the 404 of a missing invitation.
    expect(await receivedBy(stranger)).toEqual([]);
    expect(await receivedBy(guest)).toEqual([]);
    for (const client of [stranger, guest, host, admin]) {
      for (const action of ['accept', 'decline']) {
        const refused = await client.post(`/api/host-invitations/${received!.id}/${action}`);
        expect(refused.status, action).toBe(404);
        expect(refused.body.code).toBe('invitation_not_found');
      }
    }
    expect((await cohost.post(`/api/host-invitations/${unknownId}/accept`)).status).toBe(404);
    expect((await cohost.post('/api/host-invitations/not-an-id/accept')).status).toBe(404);

    // A member may read the hosts, never the invitations; neither invite nor withdraw.
    const asMember = await guest.get(`/api/events/${eventId}/hosts`);
    expect(asMember.status).toBe(200);
    expect(asMember.body.invitations).toEqual([]);
    expect((await inviteByPhone('+12025550178', guest)).status).toBe(403);
    const sentId = (await host.get(`/api/events/${eventId}/hosts`)).body.invitations[0].id;
    expect((await guest.request('DELETE', `/api/events/${eventId}/host-invitations/${sentId}`)).status).toBe(403);
    // Someone with nothing to do with the event: as if it did not exist.
    expect((await inviteByPhone('+12025550178', stranger)).status).toBe(404);
    expect((await stranger.get(`/api/events/${eventId}/hosts`)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/events/${eventId}/host-invitations/${sentId}`)).status).toBe(404);
    // Signed out: 401.
    const signedOut = new TestClient(server.baseUrl);
    expect((await signedOut.get('/api/host-invitations')).status).toBe(401);
    expect((await signedOut.post(`/api/host-invitations/${received!.id}/accept`)).status).toBe(401);
    expect((await signedOut.post(`/api/events/${eventId}/hosts`, { phoneNumber: cohostPhone })).status).toBe(401);
    // The invitation is still there for its invitee.
    expect(await receivedBy(cohost)).toHaveLength(1);
  });

  describe('contact details', () => {
    /** The co-host accepted; a guest joined by the event link; another was invited by the creator with a typed number. */
    async function withGuests({ share }: { share: boolean }) {
      await inviteByPhone(cohostPhone);
      const [received] = await receivedBy(cohost);
      await cohost.post(`/api/host-invitations/${received!.id}/accept`);
      await guest.patch('/api/users/me', { name: 'Gus Guest', email: 'gus@example.com' });
      expect((await guest.post(`/api/events/${eventId}/join`, { shareContactWithHosts: share })).status).toBe(200);
      await host.post(`/api/events/${eventId}/invitations`, { name: 'Ivy Invited', phoneNumber: '+12025550160', email: 'ivy@example.com' });
    }
    const byName = (list: Participant[], name: string) => list.find((participant) => participant.name === name)!;

    it("hides a guest's phone and email from every host unless the guest shares them", async () => {
      await withGuests({ share: false });
      for (const client of [host, cohost]) {
        expect(byName(await participantsAs(client), 'Gus Guest')).toMatchObject({ phoneNumber: null, email: null, contactHidden: true });
      }
      const list = JSON.stringify((await host.get(`/api/events/${eventId}/participants`)).body);
      expect(list).not.toContain('+12025550124');
      expect(list).not.toContain('gus@example.com');
      // Admins run Tandem: they see it, in the list and in their table.
      expect(byName(await participantsAs(admin), 'Gus Guest')).toMatchObject({ phoneNumber: '+12025550124', email: 'gus@example.com' });
      const table = (await admin.get(`/api/events/${eventId}/table`)).body.rows;
      expect(table.find((row: { name: string }) => row.name === 'Gus Guest')).toMatchObject({ phoneNumber: '+12025550124' });
    });

    it('shows what a host typed on their own invitation to them alone, and what a guest shared to every host', async () => {
      await withGuests({ share: true });
      for (const client of [host, cohost]) {
        expect(byName(await participantsAs(client), 'Gus Guest')).toMatchObject({
          phoneNumber: '+12025550124',
          email: 'gus@example.com',
          contactHidden: false,
        });
      }
      expect(byName(await participantsAs(host), 'Ivy Invited')).toMatchObject({ phoneNumber: '+12025550160', email: 'ivy@example.com' });
      expect(byName(await participantsAs(cohost), 'Ivy Invited')).toMatchObject({ phoneNumber: null, email: null, contactHidden: true });
    });

    it('lets a member change their choice, and refuses the choice to anyone not joined', async () => {
      await withGuests({ share: false });
      expect((await guest.get(`/api/events/${eventId}`)).body.viewer.sharesContactWithHosts).toBe(false);
      const shared = await guest.put(`/api/events/${eventId}/contactSharing`, { shareWithHosts: true });
      expect(shared.status).toBe(200);
      expect(shared.body).toEqual({ shareWithHosts: true });
      expect((await guest.get(`/api/events/${eventId}`)).body.viewer.sharesContactWithHosts).toBe(true);
      expect(byName(await participantsAs(cohost), 'Gus Guest')).toMatchObject({ phoneNumber: '+12025550124' });
      await guest.put(`/api/events/${eventId}/contactSharing`, { shareWithHosts: false });
      expect(byName(await participantsAs(cohost), 'Gus Guest')).toMatchObject({ phoneNumber: null, contactHidden: true });

      for (const client of [stranger, host]) {
        const refused = await client.put(`/api/events/${eventId}/contactSharing`, { shareWithHosts: true });
        expect(refused.status).toBe(404);
        expect(refused.body.code).toBe('not_a_member');
      }
      expect((await guest.put(`/api/events/${eventId}/contactSharing`, { shareWithHosts: 'yes' })).status).toBe(400);
      expect((await new TestClient(server.baseUrl).put(`/api/events/${eventId}/contactSharing`, { shareWithHosts: true })).status).toBe(
        401,
      );
    });

    it('keeps the choice made through a personal link', async () => {
      const invitation = (await host.post(`/api/events/${eventId}/invitations`, { name: 'Gus', email: 'typed@example.com' })).body;
      const memberHash = invitation.link.split('/member-hash/')[1];
      await guest.patch('/api/users/me', { name: 'Gus Guest', email: 'gus@example.com' });
      const joined = await guest.post(`/api/events/${eventId}/join`, { memberHash, shareContactWithHosts: true });
      expect(joined.body.sharesContactWithHosts).toBe(true);
      expect(byName(await participantsAs(host), 'Gus Guest')).toMatchObject({ phoneNumber: '+12025550124', email: 'gus@example.com' });
    });
  });
});
