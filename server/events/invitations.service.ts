import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { eventLimits, type ParticipantState } from '../../shared/api/events.ts';
import { type createInvitationSchema, type Participant } from '../../shared/api/participants.ts';
import { toE164 } from '../../shared/phone-number.ts';
import { newId } from '../db/ids.ts';
import type { EventParticipantsTable, EventRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { checkParticipantId, type EventAccessRules, type Viewer } from './event-access.ts';
import { readInviteesCsv, type Invitee } from './invitation-import.ts';
import { stateOrder, toParticipant, type ContactViewer } from './participant-views.ts';
import type { ParticipantsRepository, ParticipantWithUser } from './participants.repository.ts';

export type CreateInvitationInput = z.output<typeof createInvitationSchema>;

export interface InvitationsServiceDependencies {
  participants: ParticipantsRepository;
  access: EventAccessRules;
  defaultPhoneRegion: string;
  now: () => number;
  /** Called after a member is removed: matching takes them out of the event's prospects. */
  onRemoved?: (eventId: string, userId: string) => Promise<void>;
}

/** An unguessable personal-link secret: 144 random bits, base64url. */
export const newMemberHash = () => randomBytes(eventLimits.memberHashBytes).toString('base64url');

/** Rows read back per query after an import: well under the databases' bound-parameter limits. */
const readBackChunkRows = 500;

function newInvitation(eventId: string, invitee: Invitee, invitedBy: string, at: number): EventParticipantsTable {
  return {
    id: newId(),
    event_id: eventId,
    user_id: null,
    state: 'invited',
    name: invitee.name,
    phone_number: invitee.phoneNumber,
    email: invitee.email,
    member_hash: newMemberHash(),
    invited_by: invitedBy,
    invited_at: at,
    joined_at: null,
    revoked_at: null,
    removed_at: null,
    contact_shared_with_hosts: 0,
    created_at: at,
    updated_at: at,
  };
}

/**
 * A host's side of the participants: inviting one by one or by CSV, withdrawing an invitation,
 * removing someone who joined, and the list of everyone with their personal links.
 */
export function createInvitationsService({ participants, access, defaultPhoneRegion, now, onRemoved }: InvitationsServiceDependencies) {
  const contactViewer = (viewer: Viewer): ContactViewer => ({ userId: viewer.id, isAdmin: viewer.role === 'ADMIN' });

  async function participantView(viewer: Viewer, id: string, origin: string): Promise<Participant> {
    const row = await participants.participantWithUser(id);
    return toParticipant(row!, { origin, showLink: true, viewer: contactViewer(viewer) });
  }

  async function participantOf(event: EventRow, rawParticipantId: string) {
    const participantId = checkParticipantId(rawParticipantId);
    const participant = await participants.findParticipant(participantId);
    if (!participant || participant.event_id !== event.id) {
      throw new ApiError(404, 'participant_not_found', 'This person is not a participant of this event.');
    }
    return participant;
  }

  async function liveContactsOf(eventId: string) {
    const contacts = await participants.liveContacts(eventId);
    return {
      phoneNumbers: new Set(contacts.flatMap((contact) => (contact.phone_number ? [contact.phone_number] : []))),
      emails: new Set(contacts.flatMap((contact) => (contact.email ? [contact.email] : []))),
    };
  }

  return {
    async invite(viewer: Viewer, rawId: string, input: CreateInvitationInput, origin: string): Promise<Participant> {
      const { event } = await access.manage(viewer, rawId, 'invite people');
      let phoneNumber: string | null = null;
      if (input.phoneNumber) {
        phoneNumber = toE164(input.phoneNumber, defaultPhoneRegion);
        if (!phoneNumber) throw badRequest('invalid_phone_number', `phoneNumber: "${input.phoneNumber}" is not a valid phone number.`);
      }
      const email = input.email ? input.email.toLowerCase() : null;
      const live = await liveContactsOf(event.id);
      if ((phoneNumber && live.phoneNumbers.has(phoneNumber)) || (email && live.emails.has(email))) {
        const contact = phoneNumber && live.phoneNumbers.has(phoneNumber) ? phoneNumber : email;
        throw new ApiError(409, 'already_invited', `${contact} is already invited to this event.`);
      }
      const row = newInvitation(event.id, { name: input.name, phoneNumber, email }, viewer.id, now());
      try {
        await participants.insertParticipants([row]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'already_invited', 'This person is already invited to this event.');
        throw error;
      }
      return participantView(viewer, row.id, origin);
    },

    /**
     * Imports invitees from CSV text (header row name,phone,email). Every row is checked first;
     * with any problem nothing is imported and every problem is reported by line (a
     * CsvImportError). The rows go in one transaction, as multi-row inserts.
     */
    async importCsv(viewer: Viewer, rawId: string, text: string, origin: string) {
      const { event } = await access.manage(viewer, rawId, 'invite people');
      const invitees = readInviteesCsv(text, { liveContacts: await liveContactsOf(event.id), defaultPhoneRegion });
      const at = now();
      const newRows = invitees.map((invitee) => newInvitation(event.id, invitee, viewer.id, at));
      try {
        await participants.transaction((queries) => queries.insertParticipants(newRows));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ApiError(
            409,
            'already_invited',
            'Someone in this file was invited meanwhile; nothing was imported. Try the import again.',
          );
        }
        throw error;
      }
      const byId = new Map<string, ParticipantWithUser>();
      for (let start = 0; start < newRows.length; start += readBackChunkRows) {
        const ids = newRows.slice(start, start + readBackChunkRows).map((row) => row.id);
        for (const row of await participants.participantsByIds(ids)) byId.set(row.id, row);
      }
      return {
        imported: newRows.length,
        invitations: newRows.map((row) => toParticipant(byId.get(row.id)!, { origin, showLink: true, viewer: contactViewer(viewer) })),
      };
    },

    /** Withdraws an invitation nobody has used yet; its personal link stops working. */
    async revokeInvitation(viewer: Viewer, rawId: string, rawParticipantId: string, origin: string): Promise<Participant> {
      const { event } = await access.manage(viewer, rawId, 'revoke invitations');
      const participant = await participantOf(event, rawParticipantId);
      if (participant.state === 'joined') {
        throw new ApiError(409, 'already_joined', 'This person has already joined. Remove the participant instead.');
      }
      if (participant.state === 'invited' && !(await participants.changeState(participant.id, ['invited'], 'revoked', now()))) {
        throw new ApiError(409, 'already_joined', 'This person joined meanwhile. Remove the participant instead.');
      }
      return participantView(viewer, participant.id, origin);
    },

    /** Takes a member out of the event; they cannot join again by the event link. */
    async removeParticipant(viewer: Viewer, rawId: string, rawParticipantId: string, origin: string): Promise<Participant> {
      const { event } = await access.manage(viewer, rawId, 'remove participants');
      const participant = await participantOf(event, rawParticipantId);
      if (participant.state === 'invited' || participant.state === 'revoked') {
        throw new ApiError(409, 'not_joined', 'This person has not joined. Revoke the invitation instead.');
      }
      if (participant.state === 'joined' && (await participants.changeState(participant.id, ['joined'], 'removed', now()))) {
        await onRemoved?.(event.id, participant.user_id!);
      }
      return participantView(viewer, participant.id, origin);
    },

    /**
     * Every participant with state, onboarding, (for hosts) personal links, and the contact
     * details the viewer may see: what they typed themselves, or what the guest shared with the hosts.
     */
    async list(viewer: Viewer, rawId: string, origin: string) {
      const { event, isHost } = await access.manage(viewer, rawId, 'see the participant list');
      const rows = await participants.participantsWithUsers(event.id);
      const list = rows.map((row) => toParticipant(row, { origin, showLink: isHost, viewer: contactViewer(viewer) }));
      list.sort(
        (a, b) => stateOrder[a.state] - stateOrder[b.state] || (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id),
      );
      const counts: Record<ParticipantState, number> = { invited: 0, joined: 0, revoked: 0, removed: 0 };
      for (const participant of list) counts[participant.state]++;
      return { participants: list, counts };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
