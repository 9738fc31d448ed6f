import { z } from 'zod';
import { callOutcomeSchema, clientIdSchema, messageTextSchema, type Message } from '../api/conversations.ts';
import type { Notification } from '../api/notifications.ts';

/**
 * The WebSocket protocol at `/api/realtime`: one JSON object per frame, each with a `type`.
 * The socket is authenticated by the session cookie when it opens; when the access token
 * expires the server sends `session.expired` and closes with code 4401, and the client
 * refreshes its session over HTTP and reconnects, asking for what it missed with `open`.
 */

/** Why a session ended while its socket was open. */
export type SessionRevokedReason = 'signed_out' | 'account_blocked';

const conversationId = z.string().min(1).max(64);
const callId = z.string().min(1).max(64);

/** What a WebRTC peer hands the other: its offer or answer, or one ICE candidate. */
export const callSignalSchema = z.union([
  z.strictObject({ description: z.strictObject({ type: z.enum(['offer', 'answer']), sdp: z.string().max(20_000) }) }),
  z.strictObject({
    candidate: z.strictObject({
      candidate: z.string().max(1_000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const clientEventSchema = z.discriminatedUnion('type', [
  /**
   * Start following a conversation: the server answers `opened` (members, presence, read marks),
   * then `messages` with everything after `afterSequence` (in pages, `hasMore` until done).
   */
  z.strictObject({ type: z.literal('open'), conversationId, afterSequence: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('close'), conversationId }),
  /** Answered by `ack` (stored) or `error` with the same clientId; a resend with the same clientId is safe. */
  z.strictObject({ type: z.literal('send'), conversationId, clientId: clientIdSchema, text: messageTextSchema }),
  z.strictObject({ type: z.literal('read'), conversationId, sequence: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('typing'), conversationId }),
  /** `callId` is made by the caller's tab, so a retried start does not ring twice. */
  z.strictObject({ type: z.literal('call.start'), conversationId, callId: clientIdSchema }),
  z.strictObject({ type: z.literal('call.accept'), callId }),
  z.strictObject({ type: z.literal('call.decline'), callId }),
  /** Leave the call; `failed` when the media connection could not be made or was lost. */
  z.strictObject({ type: z.literal('call.hangup'), callId, failed: z.boolean().optional() }),
  z.strictObject({ type: z.literal('call.signal'), callId, signal: callSignalSchema }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const callStateSchema = z.enum(['ringing', 'connected', 'ended']);
export type CallState = z.infer<typeof callStateSchema>;

export const callViewSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  callerId: z.string(),
  calleeId: z.string(),
  /** `ringing` is "calling…" for the caller and an incoming call for every tab of the callee. */
  state: callStateSchema,
  outcome: callOutcomeSchema.nullable(),
  /** The tabs in the call: signals go only to these two connections. */
  callerConnectionId: z.string(),
  calleeConnectionId: z.string().nullable(),
  startedAt: z.number().int(),
  connectedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
});
export type CallView = z.infer<typeof callViewSchema>;

export type ServerEvent =
  | { type: 'hello'; userId: string; connectionId: string; serverTime: number }
  | {
      type: 'opened';
      conversationId: string;
      readOnly: boolean;
      members: { userId: string; online: boolean; lastReadSequence: number }[];
    }
  | { type: 'messages'; conversationId: string; messages: Message[]; hasMore: boolean }
  /** A new message, or a changed one (a transcript arrived); clients keep one per id. */
  | { type: 'message'; message: Message }
  | { type: 'ack'; clientId: string; message: Message; duplicate: boolean }
  | { type: 'read'; conversationId: string; userId: string; sequence: number }
  | { type: 'typing'; conversationId: string; userId: string }
  /** The concierge is writing its reply in this conversation; its next message (or 30 s) ends that. */
  | { type: 'concierge.writing'; conversationId: string }
  | { type: 'presence'; userId: string; online: boolean }
  /** To both people of a new match (mutual interest, or an introduction both accepted). */
  | { type: 'match.created'; eventId: string; matchId: string; conversationId: string }
  /** The viewer's prospects at this event changed: a recompute finished, or a host introduced someone. */
  | { type: 'prospects.updated'; eventId: string }
  /** To both people of a meeting they arrange: proposed, answered, moved or cancelled. */
  | { type: 'meeting.updated'; conversationId: string; meetingId: string }
  /** To the user: a new entry in their notification centre. */
  | { type: 'notification.created'; notification: Notification; unreadCount: number }
  | { type: 'call'; call: CallView }
  | { type: 'call.signal'; callId: string; fromUserId: string; signal: CallSignal }
  /** `ref` is the clientId of a failed send, or the callId / conversationId the error is about. */
  | { type: 'error'; ref: string | null; code: string; message: string; retryAfterSeconds?: number }
  | { type: 'session.expired' }
  /**
   * Sent just before the server closes the socket with `forbidden`: the session was signed out or
   * the account blocked. `sessionIds` travels only between instances (which sessions; absent: all).
   */
  | { type: 'session.revoked'; reason: SessionRevokedReason; sessionIds?: string[] }
  | { type: 'pong' };

export type ServerEventOf<T extends ServerEvent['type']> = Extract<ServerEvent, { type: T }>;
