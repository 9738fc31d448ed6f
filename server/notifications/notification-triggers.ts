import type { PresenceStore } from '../realtime/presence.ts';
import { zoneCity } from '../../shared/time-zones.ts';
import { meetingNotificationText, messageDedupeKey, notifiesAboutMessage, startingSoonMs } from './notification-rules.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/** A match just made (`match.created`). */
export interface MatchMade {
  eventId: string;
  matchId: string;
  conversationId: string;
  userIds: readonly [string, string];
}

/** A user's message (text or voice note) just stored in a conversation. */
export interface MessageSent {
  conversationId: string;
  senderId: string;
  kind: string;
  recipientIds: readonly string[];
}

/** A meeting proposed (or moved), accepted, declined or called off: the other person of the two is told. */
export interface MeetingChanged {
  meetingId: string;
  conversationId: string;
  status: 'proposed' | 'accepted' | 'declined' | 'cancelled';
  sequence: number;
  actorId: string;
  recipientId: string;
  eventName: string;
  startsAt: number;
  timeZone: string;
  place: string | null;
  /** Proposed again at a new time, rather than for the first time. */
  moved: boolean;
  /** The invite as the recipient's calendar reads it; `origin` is Tandem's public address. */
  invite: (origin: string) => string;
}

/** A host introduced two guests of their event. */
export interface Introduced {
  eventId: string;
  introductionId: string;
  hostId: string;
  userIds: readonly [string, string];
}

/** A call that rang out unanswered. */
export interface CallMissed {
  callId: string;
  conversationId: string;
  callerId: string;
  calleeId: string;
}

/** A total budget of sign-in texts across Tandem ran out: no code is sent until `until`. */
export interface SmsBudgetSpent {
  window: 'hour' | 'day';
  limit: number;
  until: number;
}

/** The Tandem team answered a signed-in person's help conversation. */
export interface HelpReplied {
  conversationId: string;
  userId: string;
}

/** A host invited someone to co-host their event (told only when the number or participant has an account). */
export interface HostInvited {
  invitationId: string;
  eventId: string;
  eventName: string;
  inviterId: string;
  userId: string;
}

/** An admin's decision on a user's creator request. */
export interface CreatorRequestDecided {
  requestId: string;
  userId: string;
  status: 'approved' | 'denied';
  reason: string | null;
}

export interface NotificationTriggersDependencies {
  service: Pick<NotificationsService, 'notify'>;
  notifications: Pick<NotificationsRepository, 'names' | 'lastMessageNotificationAt' | 'startingBetween' | 'adminIds'>;
  presence: Pick<PresenceStore, 'onlineAmong'>;
  origin: string;
  now: () => number;
}

const chatPath = (conversationId: string) => `/p/chat/${encodeURIComponent(conversationId)}`;

/** What the other features call when something happens that a user should hear of. */
export function createNotificationTriggers({ service, notifications, presence, origin, now }: NotificationTriggersDependencies) {
  const nameOf = async (userId: string) => (await notifications.names([userId])).get(userId) ?? 'Someone';
  /** How far ahead events starting soon were already looked for. */
  let lookedUntil = 0;

  return {
    async matchMade({ eventId, matchId, userIds }: MatchMade) {
      const names = await notifications.names(userIds);
      await Promise.all(
        userIds.map((userId, index) =>
          service.notify({
            userId,
            kind: 'match.created',
            title: 'You have a new match',
            body: `You and ${names.get(userIds[1 - index]!) ?? 'someone'} are both interested in meeting. Say hello!`,
            linkPath: `/p/events/${encodeURIComponent(eventId)}/newMatches`,
            dedupeKey: `match:${matchId}`,
          }),
        ),
      );
    },

    /** Only those away (no open tab) are told, once per conversation per batching window. */
    async messageSent({ conversationId, senderId, kind, recipientIds }: MessageSent) {
      const online = await presence.onlineAmong([...recipientIds]);
      const away = recipientIds.filter((userId) => userId !== senderId && !online.has(userId));
      if (away.length === 0) return;
      const senderName = await nameOf(senderId);
      const linkPath = chatPath(conversationId);
      const at = now();
      await Promise.all(
        away.map(async (userId) => {
          if (!notifiesAboutMessage(await notifications.lastMessageNotificationAt(userId, linkPath), at)) return;
          await service.notify({
            userId,
            kind: 'message',
            title: `${senderName} wrote to you`,
            body: kind === 'voice_note' ? `${senderName} sent you a voice note on Tandem.` : `${senderName} sent you a message on Tandem.`,
            linkPath,
            dedupeKey: messageDedupeKey(conversationId, at),
          });
        }),
      );
    },

    async meetingChanged(change: MeetingChanged) {
      await service.notify({
        userId: change.recipientId,
        ...meetingNotificationText(change, await nameOf(change.actorId)),
        linkPath: chatPath(change.conversationId),
        dedupeKey: `meeting:${change.meetingId}:${change.sequence}:${change.status}`,
        ics: change.invite(origin),
      });
    },

    async introduced({ eventId, introductionId, hostId, userIds }: Introduced) {
      const names = await notifications.names([hostId, ...userIds]);
      await Promise.all(
        userIds.map((userId, index) =>
          service.notify({
            userId,
            kind: 'introduction',
            title: `${names.get(hostId) ?? 'Your host'} introduced you to ${names.get(userIds[1 - index]!) ?? 'someone'}`,
            body: 'Your host thinks you two should meet. Say whether you are interested.',
            linkPath: `/p/events/${encodeURIComponent(eventId)}/prospectMatches`,
            dedupeKey: `introduction:${introductionId}`,
          }),
        ),
      );
    },

    /**
     * Batched like messages: one notification per conversation per batching window, however many
     * calls the caller starts and drops in it (each ringing call would otherwise be a text).
     */
    async callMissed({ conversationId, callerId, calleeId }: CallMissed) {
      const linkPath = chatPath(conversationId);
      const at = now();
      if (!notifiesAboutMessage(await notifications.lastMessageNotificationAt(calleeId, linkPath, 'call.missed'), at)) return;
      const callerName = await nameOf(callerId);
      await service.notify({
        userId: calleeId,
        kind: 'call.missed',
        title: `You missed a call from ${callerName}`,
        body: `${callerName} called you on Tandem. Call back from your chat.`,
        linkPath,
        dedupeKey: `call-missed:${messageDedupeKey(conversationId, at)}`,
      });
    },

    /** Every admin hears once per window that sign-in texts stopped, and until when. */
    async smsBudgetSpent({ window, limit, until }: SmsBudgetSpent) {
      const admins = await notifications.adminIds();
      const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(until);
      await Promise.all(
        admins.map((userId) =>
          service.notify({
            userId,
            kind: 'sms_budget.spent',
            title: `Sign-in codes are paused: ${limit} were sent in the last ${window}`,
            body: `No sign-in code is sent until ${when} UTC. Many requests at once may be SMS pumping; SMS_CODES_PER_${window === 'hour' ? 'HOUR' : 'DAY'} sets the budget.`,
            linkPath: '/p/admin',
            // By the minute the window ends: instances sharing Redis see the same end to within a second, and store one.
            dedupeKey: `sms-budget:${window}:${Math.round(until / 60_000)}`,
          }),
        ),
      );
    },

    /** Only someone away is told (an open tab shows the answer live), once per conversation per batching window. */
    async helpReplied({ conversationId, userId }: HelpReplied) {
      if ((await presence.onlineAmong([userId])).has(userId)) return;
      const linkPath = chatPath(conversationId);
      const at = now();
      if (!notifiesAboutMessage(await notifications.lastMessageNotificationAt(userId, linkPath), at)) return;
      await service.notify({
        userId,
        kind: 'help.reply',
        title: 'The Tandem team answered you',
        body: 'Open Tandem to read the answer to your question.',
        linkPath,
        dedupeKey: messageDedupeKey(conversationId, at),
      });
    },

    /**
     * Every joined guest of an event starting within the hour hears so once (the dedupe key holds
     * it however often and on however many instances this runs).
     */
    async eventsStartingSoon() {
      const at = now();
      // Each look covers only what the last one did not: the whole hour at start, then the minute that came into it.
      const from = Math.max(at, lookedUntil);
      const to = at + startingSoonMs;
      if (to <= from) return;
      const starting = await notifications.startingBetween(from, to);
      for (const { eventId, eventName, startsAt, timeZone, userId } of starting) {
        const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone }).format(startsAt);
        await service.notify({
          userId,
          kind: 'event.starting_soon',
          title: `${eventName} starts soon`,
          body: `It starts at ${time}, ${zoneCity(timeZone)} time. See who to meet there.`,
          linkPath: `/p/events/${encodeURIComponent(eventId)}`,
          dedupeKey: `event-starting:${eventId}`,
        });
      }
      // Only once all were told: a failure looks again next time (the dedupe key keeps it to one each).
      lookedUntil = to;
    },

    async creatorRequestDecided({ requestId, userId, status, reason }: CreatorRequestDecided) {
      const approved = status === 'approved';
      await service.notify({
        userId,
        kind: 'creator_request.decided',
        title: approved ? 'You can now create events' : 'Your request to create events was declined',
        body: approved
          ? 'An admin approved your request: create your first event.'
          : `An admin declined your request.${reason ? ` ${reason}` : ''}`,
        linkPath: '/p/events/new',
        dedupeKey: `creator-request:${requestId}`,
      });
    },

    /** The invitation waits on their home page, where they accept or decline it. */
    async hostInvited({ invitationId, eventName, inviterId, userId }: HostInvited) {
      await service.notify({
        userId,
        kind: 'host_invitation',
        title: `${await nameOf(inviterId)} invited you to co-host ${eventName}`,
        body: 'Co-hosts edit the event, invite and remove guests, and see the contact details guests share with hosts. Accept or decline on your home page.',
        linkPath: '/p/home',
        dedupeKey: `host-invitation:${invitationId}`,
      });
    },
  };
}

export type NotificationTriggers = ReturnType<typeof createNotificationTriggers>;
