import type { AdminUserDetail, AdminUserRow, AdminUsersPage, AdminUsersQuery, AuditEntry } from '../../shared/api/admin-users.ts';
import type { Role } from '../../shared/api/users.ts';
import type { RevocationNotifier } from '../auth/session-revocations.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { describeDevice } from '../auth/device-description.ts';
import type { ActionOutcome, AdminActionsRepository } from './admin-actions.repository.ts';
import type { AdminUsersRepository } from './admin-users.repository.ts';
import { userSearchOf } from './user-search.ts';
import { isoTime, isoTimeOrNull } from '../http/iso-time.ts';

/** The newest sessions and audit entries a user's page shows. */
const sessionsShown = 50;
const auditShown = 100;

const pictureUrl = (pictureId: string | null) => (pictureId ? `/api/pictures/${pictureId}` : null);

export interface AdminUsersServiceDependencies {
  users: AdminUsersRepository;
  actions: AdminActionsRepository;
  /** Told of the sessions an action ended, so their open sockets close. */
  onRevoked: RevocationNotifier;
  now: () => number;
}

/** Who asks (an admin, already checked by the route) and the session of their request. */
export interface AdminViewer {
  id: string;
  sessionId: string | undefined;
}

/** The admin's people pages: find users, see one, and act on them (every action audited). */
export function createAdminUsersService({ users, actions, onRevoked, now }: AdminUsersServiceDependencies) {
  async function detail(userId: string, viewer: AdminViewer): Promise<AdminUserDetail> {
    const user = await users.findUser(userId);
    if (!user) throw notFound('This user');
    const [events, matches, sessions, audit] = await Promise.all([
      users.eventsOf(userId),
      users.matchesOf(userId),
      users.sessionsOf(userId, sessionsShown),
      users.auditAbout(userId, auditShown),
    ]);
    // A host is shown as host of an event they also joined.
    const eventRows = new Map<string, AdminUserDetail['events'][number]>();
    for (const event of events.joined)
      eventRows.set(event.id, { id: event.id, name: event.name, startsAt: isoTime(event.starts_at), role: 'participant' });
    for (const event of events.hosted)
      eventRows.set(event.id, { id: event.id, name: event.name, startsAt: isoTime(event.starts_at), role: event.role });
    return {
      user: {
        id: user.id,
        name: user.name,
        phoneNumber: user.phone_number,
        email: user.email,
        linkedin: user.linkedin,
        role: user.role,
        isBlocked: Boolean(user.is_blocked),
        isDeleted: user.deleted_at !== null,
        isCreator: Boolean(user.is_creator),
        createdAt: isoTime(user.created_at),
        pictureUrl: pictureUrl(user.picture_id),
      },
      events: [...eventRows.values()].sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
      matches: matches.map((match) => ({
        id: match.id,
        event: { id: match.event_id, name: match.event_name },
        with: { id: match.other_id, name: match.other_name },
        conversationId: match.conversation_id,
        createdAt: isoTime(match.created_at),
      })),
      generalDossier:
        user.text_conversation_id && user.voice_conversation_id
          ? { textConversationId: user.text_conversation_id, voiceConversationId: user.voice_conversation_id }
          : null,
      sessions: sessions.map((session) => ({
        id: session.id,
        createdAt: isoTime(session.created_at),
        lastSeenAt: isoTime(session.last_seen_at),
        expiresAt: isoTime(session.expires_at),
        revokedAt: isoTimeOrNull(session.revoked_at),
        revokedReason: session.revoked_reason,
        userAgent: session.user_agent,
        device: describeDevice(session.user_agent),
        ip: session.ip,
        current: session.id === viewer.sessionId,
      })),
      audit: audit.map((entry): AuditEntry => ({
        id: entry.id,
        action: entry.action as AuditEntry['action'],
        actor: entry.actor_id ? { id: entry.actor_id, name: entry.actor_name } : null,
        details: JSON.parse(entry.details) as Record<string, unknown>,
        createdAt: isoTime(entry.created_at),
      })),
    };
  }

  /** Refuses what an action could not do; the page is answered as it is now either way. */
  async function after(outcome: ActionOutcome, userId: string, viewer: AdminViewer, what = 'This user'): Promise<AdminUserDetail> {
    if (outcome === 'not_found') throw notFound(what);
    if (outcome === 'last_admin') {
      throw new ApiError(409, 'last_admin', 'Tandem needs at least one admin: make someone else an admin first.');
    }
    return detail(userId, viewer);
  }

  const action = (viewer: AdminViewer, userId: string) => ({ actorId: viewer.id, userId, now: now() });

  return {
    async list(query: AdminUsersQuery & { limit: number }): Promise<AdminUsersPage> {
      // One row more than the page says whether there is a next one.
      const rows = await users.search({ ...userSearchOf(query), limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return {
        users: page.map((row): AdminUserRow => ({
          id: row.id,
          name: row.name,
          phoneNumber: row.phone_number,
          email: row.email,
          role: row.role,
          isBlocked: Boolean(row.is_blocked),
          isDeleted: row.deleted_at !== null,
          createdAt: isoTime(row.created_at),
          eventsCount: Number(row.events_count),
          pictureUrl: pictureUrl(row.picture_id),
        })),
        nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
      };
    },

    detail,

    async setRole(viewer: AdminViewer, userId: string, role: Role): Promise<AdminUserDetail> {
      return after(await actions.setRole(action(viewer, userId), role), userId, viewer);
    },

    async revokeSession(viewer: AdminViewer, userId: string, sessionId: string): Promise<AdminUserDetail> {
      const outcome = await actions.revokeSession(action(viewer, userId), sessionId);
      if (outcome === 'done') onRevoked({ userId, sessionIds: [sessionId], reason: 'signed_out' });
      return after(outcome, userId, viewer, 'This session');
    },

    async signOutEverywhere(viewer: AdminViewer, userId: string): Promise<AdminUserDetail> {
      const outcome = await actions.signOutEverywhere(action(viewer, userId));
      if (outcome === 'done') onRevoked({ userId, reason: 'signed_out' });
      return after(outcome, userId, viewer);
    },

    async setBlocked(viewer: AdminViewer, userId: string, blocked: boolean): Promise<AdminUserDetail> {
      const outcome = await actions.setBlocked(action(viewer, userId), blocked);
      if (outcome === 'done' && blocked) onRevoked({ userId, reason: 'account_blocked' });
      return after(outcome, userId, viewer);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
