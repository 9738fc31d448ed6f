import type { SessionRevokedReason } from '../../shared/realtime/protocol.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';

/** Sessions that just ended: `sessionIds` of the user, or all of them when absent. */
export interface SessionRevocation {
  userId: string;
  sessionIds?: string[];
  reason: SessionRevokedReason;
}

export type RevocationNotifier = (revocation: SessionRevocation) => void;

/**
 * HTTP needs no notice (every request reads the session's row); open sockets do. The notice goes
 * on the bus to every instance holding one of the user's sockets, which closes the ones it names.
 */
export function createRevocationNotifier(bus: RealtimeBus): RevocationNotifier {
  return ({ userId, sessionIds, reason }) =>
    bus.publish([channels.revocations(userId)], { event: { type: 'session.revoked', reason, ...(sessionIds ? { sessionIds } : {}) } });
}
