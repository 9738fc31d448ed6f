import { describe, expect, it } from 'vitest';
import { toParticipant, toTableRow, type ContactViewer } from './participant-views.ts';
import type { ParticipantWithUser } from './participants.repository.ts';

const inviter = 'host-who-typed';

/** A guest invited by `inviter` with a typed number and email, who joined with an account of their own. */
function row(overrides: Partial<ParticipantWithUser> = {}): ParticipantWithUser {
  return {
    id: 'p1',
    event_id: 'e1',
    state: 'joined',
    user_id: 'u1',
    invitee_name: 'Typed Name',
    invitee_phone: '+12025550160',
    invitee_email: 'typed@example.com',
    member_hash: null,
    invited_by: inviter,
    contact_shared_with_hosts: 0,
    invited_at: 1,
    joined_at: 2,
    user_name: 'Account Name',
    user_phone: '+12025550124',
    user_email: 'account@example.com',
    user_linkedin: null,
    user_picture_id: null,
    user_deleted_at: null,
    host_role: null,
    has_dossier: 0,
    ...overrides,
  };
}

const contactAs = (participant: ParticipantWithUser, viewer: ContactViewer) => {
  const { name, phoneNumber, email, contactHidden } = toParticipant(participant, { origin: 'https://t.example', showLink: true, viewer });
  return { name, phoneNumber, email, contactHidden };
};

describe('what a participant list shows of a guest', () => {
  it('shows the inviting host what they typed, and no other host anything, while the guest does not share', () => {
    expect(contactAs(row(), { userId: inviter, isAdmin: false })).toEqual({
      name: 'Account Name',
      phoneNumber: '+12025550160',
      email: 'typed@example.com',
      contactHidden: false,
    });
    expect(contactAs(row(), { userId: 'co-host', isAdmin: false })).toEqual({
      name: 'Account Name',
      phoneNumber: null,
      email: null,
      contactHidden: true,
    });
  });

  it("shows every host the account's own details once the guest shares them", () => {
    const shared = row({ contact_shared_with_hosts: 1 });
    for (const userId of [inviter, 'co-host']) {
      expect(contactAs(shared, { userId, isAdmin: false })).toMatchObject({ phoneNumber: '+12025550124', email: 'account@example.com' });
    }
  });

  it('never counts a share on an invitation nobody has joined with', () => {
    const open = row({
      state: 'invited',
      user_id: null,
      user_name: null,
      user_phone: null,
      user_email: null,
      contact_shared_with_hosts: 1,
    });
    expect(contactAs(open, { userId: 'co-host', isAdmin: false })).toMatchObject({ phoneNumber: null, contactHidden: true });
  });

  it('shows admins everything, in the list and in their table', () => {
    expect(contactAs(row(), { userId: 'admin', isAdmin: true })).toMatchObject({ phoneNumber: '+12025550124', contactHidden: false });
    expect(toTableRow(row())).toMatchObject({ phoneNumber: '+12025550124', email: 'account@example.com' });
  });

  it("hides a plain join's account number from hosts, and shows a deleted account as nothing at all", () => {
    const plain = row({ invited_by: null, invitee_name: null, invitee_phone: null, invitee_email: null, invited_at: null });
    expect(contactAs(plain, { userId: 'co-host', isAdmin: false }).contactHidden).toBe(true);
    const deleted = row({ user_deleted_at: 5 });
    expect(contactAs(deleted, { userId: inviter, isAdmin: false })).toEqual({
      name: null,
      phoneNumber: null,
      email: null,
      contactHidden: false,
    });
  });
});
