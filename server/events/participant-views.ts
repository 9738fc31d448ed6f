import type { Participation } from '../../shared/api/events.ts';
import type { EventTableRow, Participant } from '../../shared/api/participants.ts';
import type { EventParticipantRow } from '../db/schema.ts';
import type { ParticipantWithUser } from './participants.repository.ts';
import { isoTime, isoTimeOrNull } from '../http/iso-time.ts';

/** Participant rows to API shapes. Personal links are absolute, built on the origin the browser used. */

export const memberLink = (origin: string, eventId: string, hash: string) => `${origin}/p/joinEvent/${eventId}/member-hash/${hash}`;

/** How lists order participants: members first, then open invitations, then the ones gone. */
export const stateOrder = { joined: 0, invited: 1, revoked: 2, removed: 3 } as const;

/** The account was deleted: nothing of the person is left to show or to act on ("Deleted user"). */
const isDeleted = (row: ParticipantWithUser) => row.user_deleted_at !== null;

function onboardingOf(row: ParticipantWithUser) {
  if (row.state !== 'joined' && row.state !== 'removed') return null;
  if (row.user_id === null || isDeleted(row)) return null;
  return {
    // The details step asks for a name; email and LinkedIn are optional there.
    hasDetails: Boolean(row.user_name),
    hasPicture: row.user_picture_id !== null,
    hasDossier: Number(row.has_dossier) === 1,
  };
}

/** Who asks for a participant list: what they may see of each guest's contact depends on it. */
export interface ContactViewer {
  userId: string;
  /** Admins see every contact (they run Tandem, not the event). */
  isAdmin: boolean;
}

/**
 * The name, and the contact details the viewer may see. A host sees a guest's phone number and
 * email only when the guest chose to share them with the hosts (then the account's), or as the
 * host typed them on an invitation they sent themselves; otherwise they are withheld
 * (`contactHidden`). Admins see the account's details, else the invitee's as typed.
 */
function contactOf(row: ParticipantWithUser, viewer: ContactViewer) {
  // The emptied row's phone number is a placeholder (`deleted:…`), never a contact.
  if (isDeleted(row)) return { name: null, phoneNumber: null, email: null, contactHidden: false };
  const name = row.user_name ?? row.invitee_name;
  const shared = row.user_id !== null && Number(row.contact_shared_with_hosts) === 1;
  if (viewer.isAdmin) {
    return { name, phoneNumber: row.user_phone ?? row.invitee_phone, email: row.user_email ?? row.invitee_email, contactHidden: false };
  }
  if (shared) return { name, phoneNumber: row.user_phone, email: row.user_email, contactHidden: false };
  if (row.invited_by === viewer.userId) return { name, phoneNumber: row.invitee_phone, email: row.invitee_email, contactHidden: false };
  const hidden = [row.invitee_phone, row.invitee_email, row.user_phone, row.user_email].some((value) => value !== null);
  return { name, phoneNumber: null, email: null, contactHidden: hidden };
}

/** A deleted account is out of the event, also when it was deleted before deletion said so. */
function deletedState(row: ParticipantWithUser) {
  return isDeleted(row) && row.state === 'joined' ? 'removed' : row.state;
}

export function toParticipant(
  row: ParticipantWithUser,
  options: { origin: string; showLink: boolean; viewer: ContactViewer },
): Participant {
  return {
    id: row.id,
    eventId: row.event_id,
    state: deletedState(row),
    userId: row.user_id,
    ...contactOf(row, options.viewer),
    deleted: isDeleted(row),
    invited: row.invited_at !== null,
    isHost: row.host_role !== null && !isDeleted(row),
    invitedAt: isoTimeOrNull(row.invited_at),
    joinedAt: isoTimeOrNull(row.joined_at),
    link: options.showLink && row.state === 'invited' && row.member_hash ? memberLink(options.origin, row.event_id, row.member_hash) : null,
    onboarding: onboardingOf(row),
  };
}

/** A membership as the one who joined sees it. */
export function toParticipation(row: EventParticipantRow): Participation {
  return {
    participantId: row.id,
    eventId: row.event_id,
    userId: row.user_id!,
    state: 'joined',
    joinedAt: isoTime(row.joined_at!),
    invited: row.invited_at !== null,
    sharesContactWithHosts: Number(row.contact_shared_with_hosts) === 1,
  };
}

const asAdmin: ContactViewer = { userId: '', isAdmin: true };

/** A row of the admins' table: every contact, as admins see it. */
export function toTableRow(row: ParticipantWithUser): EventTableRow {
  const { contactHidden: _hidden, ...contact } = contactOf(row, asAdmin);
  return {
    participantId: row.id,
    userId: row.user_id,
    ...contact,
    deleted: isDeleted(row),
    linkedin: isDeleted(row) ? null : row.user_linkedin,
    state: deletedState(row),
    isHost: row.host_role !== null && !isDeleted(row),
    invitedAt: isoTimeOrNull(row.invited_at),
    joinedAt: isoTimeOrNull(row.joined_at),
    onboarding: onboardingOf(row),
    // Prospects and matches come with the matching issue; until then every participant has none.
    prospects: 0,
    matches: 0,
  };
}
