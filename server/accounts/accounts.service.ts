import type { Logger } from 'pino';
import type { AccountExport } from '../../shared/api/accounts.ts';
import type { DossierDocument } from '../../shared/api/dossier.ts';
import type { NotificationChannel } from '../../shared/api/users.ts';
import type { RevocationNotifier } from '../auth/session-revocations.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { MediaService } from '../media/media.service.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { isoTime, isoTimeOrNull } from '../http/iso-time.ts';

export interface AccountsServiceDependencies {
  accounts: AccountsRepository;
  media: MediaService;
  onRevoked: RevocationNotifier;
  logger: Logger;
  now: () => number;
}

/** Deleting an account (the person's own, or by an admin) and the person's data download. */
export function createAccountsService({ accounts, media, onRevoked, logger, now }: AccountsServiceDependencies) {
  return {
    /** `actorId` is who deletes: the person themselves, or an admin (the audit log says which). */
    async deleteAccount(actorId: string, userId: string): Promise<void> {
      const deleted = await accounts.deleteAccount({ actorId, userId, now: now() });
      if (deleted.outcome === 'not_found') throw notFound('This account');
      if (deleted.outcome === 'last_admin') {
        throw new ApiError(409, 'last_admin', 'Tandem needs at least one admin: make someone else an admin first.');
      }
      onRevoked({ userId, reason: 'signed_out' });
      // Pictures and voice notes leave the storage after the account is emptied: one that fails is
      // logged (its row stays, pointing at nobody) rather than undoing the deletion.
      for (const mediaId of deleted.mediaIds) {
        await media
          .remove(mediaId)
          .catch((error: unknown) => logger.warn({ err: error, mediaId }, 'could not remove a deleted account’s media'));
      }
    },

    async exportOf(userId: string): Promise<AccountExport> {
      const data = await accounts.exportOf(userId);
      if (!data) throw notFound('This account');
      const { user, joined, dossier, revisions, messages, matches, passkeys, sessions } = data;
      return {
        exportedAt: isoTime(now()),
        profile: {
          id: user.id,
          phoneNumber: user.phone_number,
          name: user.name,
          email: user.email,
          linkedin: user.linkedin,
          pictureUrl: user.picture_id ? `/api/pictures/${user.picture_id}` : null,
          notificationPreferences: JSON.parse(user.notification_preferences) as NotificationChannel[],
          contactSharing: user.contact_sharing ? (JSON.parse(user.contact_sharing) as Record<string, boolean>) : null,
          joinedAt: isoTime(user.created_at),
        },
        events: joined.map((event) => ({
          id: event.id,
          name: event.name,
          startsAt: isoTime(event.starts_at),
          endsAt: isoTime(event.ends_at),
          timeZone: event.time_zone,
          joinedAt: isoTimeOrNull(event.joined_at),
        })),
        dossier: dossier
          ? {
              document: dossier.document ? (JSON.parse(dossier.document) as DossierDocument) : null,
              revisions: revisions.map((revision) => ({
                id: revision.id,
                document: JSON.parse(revision.document) as DossierDocument,
                updateType: revision.update_type,
                updateSource: revision.update_source,
                createdAt: isoTime(revision.created_at),
              })),
            }
          : null,
        messages: messages.map((message) => ({
          id: message.id,
          conversationId: message.conversation_id,
          conversationKind: message.conversation_kind,
          kind: message.kind,
          text: message.text,
          transcript: message.transcript,
          mediaUrl: message.media_id ? `/api/conversations/${message.conversation_id}/voice-notes/${message.media_id}` : null,
          sentAt: isoTime(message.created_at),
        })),
        matches: matches.map((match) => ({
          id: match.id,
          event: { id: match.event_id, name: match.event_name },
          withName: match.other_name,
          createdAt: isoTime(match.created_at),
        })),
        passkeys: passkeys.map((passkey) => ({
          name: passkey.name,
          synced: passkey.backed_up === 1,
          createdAt: isoTime(passkey.created_at),
          lastUsedAt: isoTimeOrNull(passkey.last_used_at),
        })),
        sessions: sessions.map((session) => {
          // Ended by signing out (or being signed out), or by running out its lifetime.
          const endedAt = session.revoked_at ?? (session.expires_at <= now() ? session.expires_at : null);
          return {
            device: session.user_agent,
            ip: session.ip,
            signedInAt: isoTime(session.created_at),
            lastSeenAt: isoTime(session.last_seen_at),
            endedAt: isoTimeOrNull(endedAt),
          };
        }),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
