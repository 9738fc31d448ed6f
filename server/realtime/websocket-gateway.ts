import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { limits } from '../../shared/limits.ts';
import { realtimeCloseCodes, realtimePath } from '../../shared/realtime/connection.ts';
import { clientEventSchema, type ClientEvent, type ServerEvent } from '../../shared/realtime/protocol.ts';
import { accessCookieName } from '../auth/auth-cookies.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { CallsService } from '../calls/calls.service.ts';
import type { Viewer } from '../conversations/conversation-access.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../http/api-error.ts';
import { isSameOrigin } from '../http/security.ts';
import type { PresenceStore } from './presence.ts';
import { createInMemoryRateLimiter } from './rate-limiter.ts';
import { channels, type Channel, type RealtimeBus, type ReceivedDelivery } from './realtime-bus.ts';
import { rejectUpgrade, refuseAfterUpgrade } from './socket-refusals.ts';
import { createSocketRevocations } from './socket-revocations.ts';

export interface RealtimeGatewayDependencies {
  /** PUBLIC_URL's origin: sockets are opened from Tandem's own pages only. */
  publicOrigin: string | undefined;
  auth: Authenticator;
  conversations: ConversationsService;
  calls: CallsService;
  bus: RealtimeBus;
  presence: PresenceStore;
  logger: Logger;
  now: () => number;
}

/** Frames larger than this are refused by `ws` itself: the largest event is an SDP offer. */
const maxFrameBytes = 64 * 1024;
const heartbeatMs = 30_000;
const presenceRefreshMs = 20_000;
/** A client this far behind on reading is not keeping up; dropping it lets it catch up on reconnect. */
const maxBufferedBytes = 4 * 1024 * 1024;
const catchUpPageSize = limits.historyPageMax;

interface Connection {
  id: string;
  viewer: Viewer;
  socket: WebSocket;
  /** Channel subscriptions, each with its unsubscribe. */
  subscriptions: Map<Channel, () => void>;
  /** The channels each opened conversation added (presence of its members, or watching it as an admin). */
  openConversations: Map<string, Channel[]>;
  /** Events are handled one after another, so a client's sends are stored in the order it sent them. */
  queue: Promise<void>;
  alive: boolean;
  expiryTimer: NodeJS.Timeout;
  lastTypingAt: number;
}

/**
 * The WebSocket endpoint. A socket is opened with the session cookie (checked again whenever the
 * access token expires: the client refreshes over HTTP and reconnects) and from Tandem's own
 * origin. Each connection listens on its user's channel, and on the channels of the
 * conversations it opens; everything it asks for goes through the same services as HTTP.
 */
export function installRealtimeGateway(app: FastifyInstance, dependencies: RealtimeGatewayDependencies): void {
  const { publicOrigin, auth, conversations, calls, bus, presence, logger, now } = dependencies;
  const server = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  const connections = new Map<string, Connection>();
  const pendingGoodbyes = new Set<Promise<void>>();
  const eventRateLimiter = createInMemoryRateLimiter({ limit: 200, windowMs: 10_000 }, now);
  const revocations = createSocketRevocations({ bus, endedSessions: auth.endedSessions, logger });

  function send(connection: Connection, event: ServerEvent) {
    sendJson(connection, JSON.stringify(event));
  }

  function sendJson(connection: Connection, json: string) {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    if (connection.socket.bufferedAmount > maxBufferedBytes) {
      logger.warn({ connectionId: connection.id }, 'closing a real-time client that stopped reading');
      connection.socket.terminate();
      return;
    }
    connection.socket.send(json);
  }

  function subscribe(connection: Connection, channel: Channel) {
    if (connection.subscriptions.has(channel)) return;
    const listener = (delivery: ReceivedDelivery) => {
      if (delivery.onlyConnectionId !== undefined && delivery.onlyConnectionId !== connection.id) return;
      if (delivery.exceptConnectionId === connection.id) return;
      sendJson(connection, delivery.eventJson);
    };
    connection.subscriptions.set(channel, bus.subscribe(channel, listener));
  }

  function unsubscribe(connection: Connection, channel: Channel) {
    connection.subscriptions.get(channel)?.();
    connection.subscriptions.delete(channel);
  }

  async function open(connection: Connection, conversationId: string, afterSequence: number) {
    const access = await conversations.readAccess(connection.viewer, conversationId);
    const others = access.memberIds.filter((id) => id !== connection.viewer.id);
    if (!connection.openConversations.has(conversationId)) {
      const added = others.map((id) => channels.presence(id));
      if (access.readOnly) added.push(channels.conversation(conversationId));
      for (const channel of added) subscribe(connection, channel);
      connection.openConversations.set(conversationId, added);
    }
    const [members, online] = await Promise.all([conversations.members(conversationId), presence.onlineAmong(others)]);
    send(connection, {
      type: 'opened',
      conversationId,
      readOnly: access.readOnly,
      members: members.map((member) => ({
        userId: member.userId,
        online: member.userId === connection.viewer.id || online.has(member.userId),
        lastReadSequence: member.lastReadSequence,
      })),
    });
    let after = afterSequence;
    for (;;) {
      const page = await conversations.history(connection.viewer, conversationId, { after, limit: catchUpPageSize });
      send(connection, { type: 'messages', conversationId, messages: page.messages, hasMore: page.hasMore });
      if (!page.hasMore) break;
      after = page.messages.at(-1)!.sequence;
    }
  }

  function close(connection: Connection, conversationId: string) {
    for (const channel of connection.openConversations.get(conversationId) ?? []) {
      // Another open conversation may share a member: keep the channels it still needs.
      const stillNeeded = [...connection.openConversations].some(([id, list]) => id !== conversationId && list.includes(channel));
      if (!stillNeeded) unsubscribe(connection, channel);
    }
    connection.openConversations.delete(conversationId);
  }

  async function handle(connection: Connection, event: ClientEvent) {
    const { viewer } = connection;
    switch (event.type) {
      case 'open':
        return open(connection, event.conversationId, event.afterSequence);
      case 'close':
        return close(connection, event.conversationId);
      case 'send':
        // Acknowledged as soon as it is stored; the next event of this socket waits for what follows the send too.
        await conversations.sendText(viewer, event.conversationId, event.clientId, event.text, connection.id, (result) =>
          send(connection, { type: 'ack', clientId: event.clientId, message: result.message, duplicate: result.duplicate }),
        );
        return;
      case 'read':
        await conversations.markRead(viewer, event.conversationId, event.sequence);
        return;
      case 'typing': {
        // A typing indicator needs one event a second at most; the rest is noise.
        const at = now();
        if (at - connection.lastTypingAt < 1_000) return;
        connection.lastTypingAt = at;
        return conversations.typing(viewer, event.conversationId);
      }
      case 'call.start':
        return calls.start(viewer, connection.id, event.conversationId, event.callId);
      case 'call.accept':
        return calls.accept(viewer, connection.id, event.callId);
      case 'call.decline':
        return calls.decline(viewer, event.callId);
      case 'call.hangup':
        return calls.hangUp(viewer, event.callId, event.failed ?? false);
      case 'call.signal':
        return calls.relaySignal(viewer, connection.id, event.callId, event.signal);
      case 'ping':
        return send(connection, { type: 'pong' });
    }
  }

  /** What an error event refers to, so the client knows which send or call failed. */
  function refOf(event: ClientEvent): string | null {
    if (event.type === 'send') return event.clientId;
    if ('callId' in event) return event.callId;
    if ('conversationId' in event) return event.conversationId;
    return null;
  }

  async function receive(connection: Connection, data: RawData) {
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return send(connection, { type: 'error', ref: null, code: 'invalid_json', message: 'Each frame must be one JSON object.' });
    }
    const parsed = clientEventSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // Naming the send that failed lets the client mark that one message as not sent.
      const clientId = (raw as { clientId?: unknown } | null)?.clientId;
      return send(connection, {
        type: 'error',
        ref: typeof clientId === 'string' ? clientId : null,
        code: 'invalid_event',
        message: issue ? `${issue.path.join('.') || 'event'}: ${issue.message}` : 'That event is not valid.',
      });
    }
    const event = parsed.data;
    const decision = await eventRateLimiter.take(connection.id);
    if (!decision.allowed) {
      return send(connection, {
        type: 'error',
        ref: refOf(event),
        code: 'rate_limited',
        message: 'Too many events. Slow down.',
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    try {
      await handle(connection, event);
    } catch (error) {
      if (error instanceof ApiError) {
        const retryAfter = error.headers['retry-after'];
        send(connection, {
          type: 'error',
          ref: refOf(event),
          code: error.code,
          message: error.message,
          ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
        });
      } else {
        logger.error({ err: error, eventType: event.type, connectionId: connection.id }, 'real-time event failed');
        send(connection, { type: 'error', ref: refOf(event), code: 'internal_error', message: 'Something went wrong. Try again.' });
      }
    }
  }

  async function goodbye(connection: Connection) {
    clearTimeout(connection.expiryTimer);
    for (const unsubscribeChannel of connection.subscriptions.values()) unsubscribeChannel();
    connection.subscriptions.clear();
    connections.delete(connection.id);
    try {
      await connection.queue;
      if (await presence.disconnected(connection.viewer.id, connection.id)) {
        bus.publish([channels.presence(connection.viewer.id)], {
          event: { type: 'presence', userId: connection.viewer.id, online: false },
        });
      }
      await calls.connectionClosed(connection.viewer.id, connection.id);
    } catch (error) {
      logger.error({ err: error, connectionId: connection.id }, 'could not finish closing a real-time connection');
    }
  }

  function welcome(socket: WebSocket, viewer: Viewer, sessionId: string, expiresAt: number) {
    const connection: Connection = {
      id: newId(),
      viewer,
      socket,
      subscriptions: new Map(),
      openConversations: new Map(),
      queue: Promise.resolve(),
      alive: true,
      lastTypingAt: 0,
      // The cookie was checked once; when its token expires the client proves itself again.
      expiryTimer: setTimeout(
        () => {
          send(connection, { type: 'session.expired' });
          socket.close(realtimeCloseCodes.sessionExpired, 'Session expired');
        },
        Math.min(Math.max(0, expiresAt - now()), 2 ** 31 - 1),
      ),
    };
    connections.set(connection.id, connection);
    subscribe(connection, channels.user(viewer.id));
    // Signing out (anywhere, by anyone) closes this socket; goodbye() stops the watch with the other subscriptions.
    connection.subscriptions.set(
      channels.revocations(viewer.id),
      revocations.watch({ connectionId: connection.id, userId: viewer.id, sessionId, socket }),
    );

    socket.on('message', (data) => {
      connection.queue = connection.queue.then(() => receive(connection, data));
    });
    socket.on('pong', () => (connection.alive = true));
    socket.on('error', (error) => logger.debug({ err: error, connectionId: connection.id }, 'real-time socket error'));
    socket.on('close', () => {
      const done = goodbye(connection).finally(() => pendingGoodbyes.delete(done));
      pendingGoodbyes.add(done);
    });

    send(connection, { type: 'hello', userId: viewer.id, connectionId: connection.id, serverTime: now() });
    connection.queue = connection.queue.then(async () => {
      if (await presence.connected(viewer.id, connection.id)) {
        bus.publish([channels.presence(viewer.id)], { event: { type: 'presence', userId: viewer.id, online: true } });
      }
    });
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== realtimePath) return rejectUpgrade(socket, 404, 'Not Found');
    if (!isSameOrigin(request.headers, publicOrigin)) return rejectUpgrade(socket, 403, 'Forbidden');
    socket.on('error', () => socket.destroy());
    const cookies = app.parseCookie(request.headers.cookie ?? '');
    auth.userOfAccessToken(cookies[accessCookieName]).then(
      ({ user, sessionId, expiresAt }) =>
        server.handleUpgrade(request, socket, head, (ws) => welcome(ws, { id: user.id, role: user.role }, sessionId, expiresAt)),
      (error: unknown) => server.handleUpgrade(request, socket, head, (ws) => refuseAfterUpgrade(ws, error)),
    );
  });

  // Sockets that stopped answering (a phone that lost its network) are found and closed.
  const heartbeat = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  const presenceRefresh = setInterval(() => {
    const live = [...connections.values()].map((connection) => ({ userId: connection.viewer.id, connectionId: connection.id }));
    presence.refresh(live).catch((error: unknown) => logger.warn({ err: error }, 'could not refresh presence'));
  }, presenceRefreshMs);
  presenceRefresh.unref();

  // Before the HTTP server stops: tell clients to reconnect (to another instance), then let
  // their presence and calls be settled while the database is still open.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(presenceRefresh);
    revocations.stop();
    for (const connection of connections.values()) connection.socket.close(realtimeCloseCodes.goingAway, 'Server restarting');
    // A client that does not answer the close handshake is cut off rather than waited for.
    const cutOff = setTimeout(() => {
      for (const connection of connections.values()) connection.socket.terminate();
    }, 2_000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(cutOff);
    await Promise.allSettled([...pendingGoodbyes]);
  });
}
