import type { Logger } from 'pino';
import { WebSocket } from 'ws';
import { realtimeCloseCodes, realtimeCloseReasons } from '../../shared/realtime/connection.ts';
import type { ServerEvent, SessionRevokedReason } from '../../shared/realtime/protocol.ts';
import { channels, type RealtimeBus, type ReceivedDelivery } from './realtime-bus.ts';

/** How often open sockets' sessions are checked against the database, in case a bus notice was lost. */
export const revocationSweepMs = 10_000;
/** Sessions asked about per query, so a busy instance's sweep stays a handful of small reads. */
const sweepBatch = 500;

export interface WatchedSocket {
  connectionId: string;
  userId: string;
  sessionId: string;
  socket: WebSocket;
}

export interface SocketRevocationsDependencies {
  bus: RealtimeBus;
  /** The ended sessions among these, and why (see `SessionsService.endedAmong`). */
  endedSessions: (sessionIds: readonly string[]) => Promise<Map<string, SessionRevokedReason>>;
  logger: Logger;
}

/**
 * Closes the open sockets of sessions that end: at once when the revocation notice arrives on the
 * bus (from this instance or another), and at the next sweep when a notice was lost (Redis
 * pub/sub drops what is published while a subscriber reconnects).
 */
export function createSocketRevocations({ bus, endedSessions, logger }: SocketRevocationsDependencies) {
  const watched = new Map<string, WatchedSocket>();

  function revoke({ socket }: WatchedSocket, reason: SessionRevokedReason) {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ type: 'session.revoked', reason } satisfies ServerEvent));
    socket.close(
      realtimeCloseCodes.forbidden,
      reason === 'account_blocked' ? realtimeCloseReasons.accountBlocked : realtimeCloseReasons.signedOut,
    );
  }

  async function sweep() {
    const all = [...watched.values()];
    for (let start = 0; start < all.length; start += sweepBatch) {
      const batch = all.slice(start, start + sweepBatch);
      const ended = await endedSessions(batch.map((entry) => entry.sessionId));
      for (const entry of batch) {
        const reason = ended.get(entry.sessionId);
        if (reason) revoke(entry, reason);
      }
    }
  }

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, 'could not check open sockets for ended sessions'));
  }, revocationSweepMs);
  timer.unref();

  return {
    /** Watches a socket until the returned function is called (when it closes). */
    watch(entry: WatchedSocket): () => void {
      const listener = (delivery: ReceivedDelivery) => {
        const event = JSON.parse(delivery.eventJson) as ServerEvent;
        if (event.type !== 'session.revoked') return;
        if (event.sessionIds && !event.sessionIds.includes(entry.sessionId)) return;
        revoke(entry, event.reason);
      };
      watched.set(entry.connectionId, entry);
      const unsubscribe = bus.subscribe(channels.revocations(entry.userId), listener);
      return () => {
        watched.delete(entry.connectionId);
        unsubscribe();
      };
    },
    stop() {
      clearInterval(timer);
    },
  };
}
