import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  eventLimits,
  inviteeEmailSchema,
  inviteeNameSchema,
  memberHashSchema,
  type createInvitationSchema,
  type CsvProblem,
  type EventPreview,
  type EventTableQuery,
  type EventTableRow,
  type Participant,
  type Participation,
} from '../../shared/api/events.ts';
import { toE164 } from '../../shared/phone-number.ts';
import { newId } from '../db/ids.ts';
import type { EventParticipantRow, EventParticipantsTable, EventRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { checkEventId, checkParticipantId, createEventAccess, eventNotFound, type Viewer } from './event-access.ts';
import { eventTimes, toParticipant, toTableRow } from './event-views.ts';
import { CsvSyntaxError, parseCsv } from './csv.ts';
import type { EventQueries, EventsRepository, ParticipantWithUser } from './events.repository.ts';

export type CreateInvitationInput = z.output<typeof createInvitationSchema>;

export interface ParticipantsServiceDependencies {
  events: EventsRepository;
  defaultPhoneRegion: string;
  now: () => number;
}

/** An unguessable personal-link secret: 144 random bits, base64url. */
export const newMemberHash = () => randomBytes(eventLimits.memberHashBytes).toString('base64url');

const stateOrder = { joined: 0, invited: 1, revoked: 2, removed: 3 } as const;

export class CsvImportError extends Error {
  constructor(readonly problems: CsvProblem[]) {
    const shown = problems
      .slice(0, 3)
      .map((problem) => `line ${problem.line}: ${problem.message.replace(/\.$/, '')}`)
      .join('; ');
    const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
    super(`${problems.length === 1 ? 'One row has a problem' : `${problems.length} rows have problems`}, so nothing was imported — ${shown}${more}.`);
    this.name = 'CsvImportError';
  }
}

const hashErrors = {
  invalid: () =>
    new ApiError(400, 'invalid_member_hash', 'This personal link is not valid. Check that you opened the whole link, or ask the host for a new one.'),
  unknown: () =>
    new ApiError(404, 'member_hash_not_found', 'This personal link is not valid. Check that you opened the whole link, or ask the host for a new one.'),
  otherEvent: () =>
    new ApiError(400, 'member_hash_wrong_event', 'This personal link belongs to another event. Open the link exactly as you received it.'),
  revoked: () => new ApiError(410, 'invitation_revoked', "This invitation was withdrawn by the event's hosts. Ask them for a new link."),
  removed: () => new ApiError(403, 'removed_from_event', "The event's hosts removed this invitation. Ask them if you think this is a mistake."),
  used: () =>
    new ApiError(
      409,
      'member_hash_used',
      'This personal link was already used by another account. Sign in with the account that used it, or ask the host for your own link.',
    ),
};

/** Joining, invitations and the host's and admin's views of participants. */
export function createParticipantsService({ events, defaultPhoneRegion, now }: ParticipantsServiceDependencies) {
  const access = createEventAccess(events);

  /** The invitation behind a personal link of this event; every unusable case is a clear 4xx. */
  async function resolveHash(queries: EventQueries, eventId: string, rawHash: string): Promise<EventParticipantRow> {
    if (!memberHashSchema.safeParse(rawHash).success) throw hashErrors.invalid();
    const row = await queries.findByMemberHash(rawHash);
    if (!row) throw hashErrors.unknown();
    if (row.event_id !== eventId) throw hashErrors.otherEvent();
    if (row.state === 'revoked') throw hashErrors.revoked();
    if (row.state === 'removed') throw hashErrors.removed();
    return row;
  }

  function toParticipation(row: EventParticipantRow): Participation {
    return {
      participantId: row.id,
      eventId: row.event_id,
      userId: row.user_id!,
      state: 'joined',
      joinedAt: new Date(row.joined_at!).toISOString(),
      invited: row.invited_at !== null,
    };
  }

  const eventFull = (capacity: number) =>
    new ApiError(
      409,
      'event_full',
      `This event is full: it has reached its capacity of ${capacity} ${capacity === 1 ? 'participant' : 'participants'}. Ask the hosts whether a place frees up.`,
    );

  async function findLiveDuplicate(eventId: string, phoneNumber: string | null, email: string | null) {
    const contacts = await events.liveContacts(eventId);
    return contacts.find((contact) => (phoneNumber && contact.phone_number === phoneNumber) || (email && contact.email === email));
  }

  function newInvitation(eventId: string, invitee: { name: string; phoneNumber: string | null; email: string | null }, invitedBy: string, at: number): EventParticipantsTable {
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
      created_at: at,
      updated_at: at,
    };
  }

  async function participantView(id: string, origin: string) {
    const row = await events.participantWithUser(id);
    return toParticipant(row!, { origin, showLink: true });
  }

  return {
    /** The public join page's header: name, hosts, dates; a valid personal link names its invitee. */
    async preview(rawId: string, rawHash: string | undefined): Promise<EventPreview> {
      const id = checkEventId(rawId);
      const event = await events.findEvent(id);
      if (!event) throw eventNotFound();
      const invitation = rawHash ? await resolveHash(events, id, rawHash) : undefined;
      const [hosts, joined] = await Promise.all([events.hosts(id), events.countJoined(id)]);
      return {
        id: event.id,
        name: event.name,
        hostNames: hosts.flatMap((host) => (host.name ? [host.name] : [])),
        ...eventTimes(event),
        place: event.place,
        isOnline: event.online_url !== null,
        isFull: event.capacity !== null && joined >= event.capacity,
        invitee: invitation
          ? {
              participantId: invitation.id,
              name: invitation.name,
              phoneNumber: invitation.phone_number,
              email: invitation.email,
              joined: invitation.state === 'joined',
            }
          : null,
      };
    },

    /**
     * Makes the signed-in user a member. Idempotent: a member asking again gets the same answer
     * and nothing changes. Race-safe: the event row is locked (PostgreSQL) or the single SQLite
     * writer holds the transaction, so the capacity check and the insert cannot interleave, and
     * the unique index on joined (event, user) refuses a duplicate member whatever happens.
     */
    async join(viewer: Viewer, rawId: string, rawHash: string | undefined): Promise<Participation> {
      const id = checkEventId(rawId);
      // Already a member (a second tap, a reload): answer without opening a write transaction.
      const member = await events.joinedParticipant(id, viewer.id);
      if (member) return toParticipation(member);
      const result = await events.transaction(async (queries) => {
        const event = await queries.lockEvent(id);
        if (!event) throw eventNotFound();
        const existing = await queries.joinedParticipant(id, viewer.id);
        if (existing) return existing;

        let invitation: EventParticipantRow | undefined;
        if (rawHash) {
          invitation = await resolveHash(queries, id, rawHash);
          if (invitation.state === 'joined') throw hashErrors.used();
        } else {
          if (await queries.wasRemoved(id, viewer.id)) {
            throw new ApiError(403, 'removed_from_event', "The event's hosts removed you from this event. Ask them to invite you again.");
          }
          // A host pre-registered this number: joining by the event link takes that invitation.
          invitation = await queries.findOpenInvitationByPhone(id, viewer.phone_number);
        }

        if (event.capacity !== null && (await queries.countJoined(id)) >= event.capacity) throw eventFull(event.capacity);

        const at = now();
        if (invitation) {
          if (!(await queries.bindInvitation(invitation.id, viewer.id, at))) throw hashErrors.used();
          return (await queries.findParticipant(invitation.id))!;
        }
        const row: EventParticipantsTable = {
          id: newId(),
          event_id: id,
          user_id: viewer.id,
          state: 'joined',
          name: null,
          phone_number: null,
          email: null,
          member_hash: null,
          invited_by: null,
          invited_at: null,
          joined_at: at,
          revoked_at: null,
          removed_at: null,
          created_at: at,
          updated_at: at,
        };
        if (await queries.insertParticipantIfAbsent(row)) return row;
        const raced = await queries.joinedParticipant(id, viewer.id);
        if (!raced) throw new Error('join: insert refused but no membership found');
        return raced;
      });
      return toParticipation(result);
    },

    async invite(viewer: Viewer, rawId: string, input: CreateInvitationInput, origin: string): Promise<Participant> {
      const { event } = await access.manage(viewer, rawId, 'invite people');
      let phoneNumber: string | null = null;
      if (input.phoneNumber) {
        phoneNumber = toE164(input.phoneNumber, defaultPhoneRegion);
        if (!phoneNumber) throw badRequest('invalid_phone_number', `phoneNumber: "${input.phoneNumber}" is not a valid phone number.`);
      }
      const email = input.email ? input.email.toLowerCase() : null;
      const duplicate = await findLiveDuplicate(event.id, phoneNumber, email);
      if (duplicate) {
        const contact = phoneNumber && duplicate.phone_number === phoneNumber ? phoneNumber : email;
        throw new ApiError(409, 'already_invited', `${contact} is already invited to this event.`);
      }
      const row = newInvitation(event.id, { name: input.name, phoneNumber, email }, viewer.id, now());
      try {
        await events.insertParticipants([row]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'already_invited', 'This person is already invited to this event.');
        throw error;
      }
      return participantView(row.id, origin);
    },

    /**
     * Imports invitees from CSV text (header row name,phone,email). Every row is checked first;
     * with any problem nothing is imported and every problem is reported by line. The rows go
     * in one transaction, as multi-row inserts.
     */
    async importCsv(viewer: Viewer, rawId: string, text: string, origin: string) {
      const { event } = await access.manage(viewer, rawId, 'invite people');
      const problems: CsvProblem[] = [];
      let records: ReturnType<typeof parseCsv>;
      try {
        records = parseCsv(text);
      } catch (error) {
        if (error instanceof CsvSyntaxError) throw new CsvImportError([{ line: error.line, message: 'A quoted field is never closed.' }]);
        throw error;
      }
      const header = records[0];
      if (!header) throw new CsvImportError([{ line: 1, message: 'The CSV is empty. Its first row must be the header name,phone,email.' }]);
      const columnOf = (names: string[]) =>
        header.fields.findIndex((field) => names.includes(field.trim().toLowerCase().replace(/[\s_-]/g, '')));
      const columns = {
        name: columnOf(['name', 'fullname']),
        phone: columnOf(['phone', 'phonenumber', 'mobile', 'tel']),
        email: columnOf(['email', 'emailaddress', 'mail']),
      };
      if (columns.name === -1 || (columns.phone === -1 && columns.email === -1)) {
        throw new CsvImportError([
          { line: header.line, message: 'The first row must be the header name,phone,email (a name column and a phone or email column).' },
        ]);
      }
      const rows = records.slice(1);
      if (rows.length === 0) throw new CsvImportError([{ line: header.line, message: 'There is no invitee after the header row.' }]);
      if (rows.length > eventLimits.invitationsPerImportMax) {
        throw new CsvImportError([
          { line: rows[eventLimits.invitationsPerImportMax]!.line, message: `At most ${eventLimits.invitationsPerImportMax} invitees can be imported at once.` },
        ]);
      }

      const existing = await events.liveContacts(event.id);
      const existingPhones = new Set(existing.flatMap((contact) => (contact.phone_number ? [contact.phone_number] : [])));
      const existingEmails = new Set(existing.flatMap((contact) => (contact.email ? [contact.email] : [])));
      const phoneLines = new Map<string, number>();
      const emailLines = new Map<string, number>();
      const invitees: { name: string; phoneNumber: string | null; email: string | null }[] = [];

      for (const record of rows) {
        const cell = (index: number) => (index === -1 ? '' : (record.fields[index] ?? '').trim());
        const rowProblems: string[] = [];
        const name = inviteeNameSchema.safeParse(cell(columns.name));
        if (!name.success) rowProblems.push(name.error.issues[0]!.message);
        let phoneNumber: string | null = null;
        const rawPhone = cell(columns.phone);
        if (rawPhone) {
          phoneNumber = toE164(rawPhone, defaultPhoneRegion);
          if (!phoneNumber) rowProblems.push(`"${rawPhone}" is not a valid phone number.`);
        }
        let email: string | null = null;
        const rawEmail = cell(columns.email);
        if (rawEmail) {
          const parsed = inviteeEmailSchema.safeParse(rawEmail);
          if (parsed.success) email = parsed.data.toLowerCase();
          else rowProblems.push(`"${rawEmail}" is not a valid email address.`);
        }
        if (!rawPhone && !rawEmail) rowProblems.push('Give a phone number or an email.');
        if (phoneNumber) {
          const earlier = phoneLines.get(phoneNumber);
          if (earlier !== undefined) rowProblems.push(`${phoneNumber} is already on line ${earlier}.`);
          else if (existingPhones.has(phoneNumber)) rowProblems.push(`${phoneNumber} is already invited to this event.`);
          else phoneLines.set(phoneNumber, record.line);
        }
        if (email) {
          const earlier = emailLines.get(email);
          if (earlier !== undefined) rowProblems.push(`${email} is already on line ${earlier}.`);
          else if (existingEmails.has(email)) rowProblems.push(`${email} is already invited to this event.`);
          else emailLines.set(email, record.line);
        }
        if (rowProblems.length > 0) problems.push({ line: record.line, message: rowProblems.join(' ') });
        else invitees.push({ name: name.data!, phoneNumber, email });
      }
      if (problems.length > 0) throw new CsvImportError(problems);

      const at = now();
      const newRows = invitees.map((invitee) => newInvitation(event.id, invitee, viewer.id, at));
      try {
        await events.transaction((queries) => queries.insertParticipants(newRows));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ApiError(409, 'already_invited', 'Someone in this file was invited meanwhile; nothing was imported. Try the import again.');
        }
        throw error;
      }
      const byId = new Map<string, ParticipantWithUser>();
      for (let start = 0; start < newRows.length; start += 500) {
        for (const row of await events.participantsByIds(newRows.slice(start, start + 500).map((row) => row.id))) byId.set(row.id, row);
      }
      return {
        imported: newRows.length,
        invitations: newRows.map((row) => toParticipant(byId.get(row.id)!, { origin, showLink: true })),
      };
    },

    /** Withdraws an invitation nobody has used yet; its personal link stops working. */
    async revokeInvitation(viewer: Viewer, rawId: string, rawParticipantId: string, origin: string): Promise<Participant> {
      const { event } = await access.manage(viewer, rawId, 'revoke invitations');
      const participant = await participantOf(event, rawParticipantId);
      if (participant.state === 'joined') {
        throw new ApiError(409, 'already_joined', 'This person has already joined. Remove the participant instead.');
      }
      if (participant.state === 'invited' && !(await events.changeState(participant.id, ['invited'], 'revoked', now()))) {
        throw new ApiError(409, 'already_joined', 'This person joined meanwhile. Remove the participant instead.');
      }
      return participantView(participant.id, origin);
    },

    /** Takes a member out of the event; they cannot join again by the event link. */
    async removeParticipant(viewer: Viewer, rawId: string, rawParticipantId: string, origin: string): Promise<Participant> {
      const { event } = await access.manage(viewer, rawId, 'remove participants');
      const participant = await participantOf(event, rawParticipantId);
      if (participant.state === 'invited' || participant.state === 'revoked') {
        throw new ApiError(409, 'not_joined', 'This person has not joined. Revoke the invitation instead.');
      }
      if (participant.state === 'joined') await events.changeState(participant.id, ['joined'], 'removed', now());
      return participantView(participant.id, origin);
    },

    /** Every participant with state, contact, onboarding, and (for hosts) personal links. */
    async list(viewer: Viewer, rawId: string, origin: string) {
      const { event, isHost } = await access.manage(viewer, rawId, 'see the participant list');
      const rows = await events.participantsWithUsers(event.id);
      const participants = rows.map((row) => toParticipant(row, { origin, showLink: isHost }));
      participants.sort(
        (a, b) => stateOrder[a.state] - stateOrder[b.state] || (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id),
      );
      const counts = { invited: 0, joined: 0, revoked: 0, removed: 0 };
      for (const participant of participants) counts[participant.state]++;
      return { participants, counts };
    },

    /** The admin table: filtered and sorted in memory (one event's participants). */
    async table(viewer: Viewer, rawId: string, query: EventTableQuery) {
      const { event } = await access.view(viewer, rawId);
      const all = (await events.participantsWithUsers(event.id)).map(toTableRow);
      const needle = query.q?.toLowerCase();
      const complete = (row: EventTableRow) => Boolean(row.onboarding?.hasDetails && row.onboarding.hasPicture && row.onboarding.hasDossier);
      const rows = all.filter(
        (row) =>
          (!query.state || row.state === query.state) &&
          (!query.onboarding || complete(row) === (query.onboarding === 'complete')) &&
          (!needle || [row.name, row.phoneNumber, row.email].some((value) => value?.toLowerCase().includes(needle))),
      );
      const onboardingScore = (row: EventTableRow) =>
        row.onboarding ? Number(row.onboarding.hasDetails) + Number(row.onboarding.hasPicture) + Number(row.onboarding.hasDossier) : -1;
      const key: Record<EventTableQuery['sort'], (row: EventTableRow) => string | number> = {
        name: (row) => (row.name ?? '').toLowerCase(),
        state: (row) => stateOrder[row.state],
        joinedAt: (row) => row.joinedAt ?? '',
        invitedAt: (row) => row.invitedAt ?? '',
        onboarding: onboardingScore,
        prospects: (row) => row.prospects,
        matches: (row) => row.matches,
      };
      const direction = query.order === 'desc' ? -1 : 1;
      const sortKey = key[query.sort];
      rows.sort((a, b) => {
        const x = sortKey(a);
        const y = sortKey(b);
        const compared = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return compared * direction || (a.name ?? '').localeCompare(b.name ?? '') || a.participantId.localeCompare(b.participantId);
      });
      return { event: { id: event.id, name: event.name }, total: all.length, rows };
    },
  };

  async function participantOf(event: EventRow, rawParticipantId: string) {
    const participantId = checkParticipantId(rawParticipantId);
    const participant = await events.findParticipant(participantId);
    if (!participant || participant.event_id !== event.id) {
      throw new ApiError(404, 'participant_not_found', 'This person is not a participant of this event.');
    }
    return participant;
  }
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
