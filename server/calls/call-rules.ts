import type { CallOutcome } from '../../shared/api/conversations.ts';
import type { CallView } from '../../shared/realtime/protocol.ts';
import type { CallRow } from '../db/schema.ts';

/**
 * The rules of a call, without I/O. A call rings, may connect, and always ends with one
 * outcome; every change is a conditional update in the database, so two instances (or two
 * tabs) racing to answer or hang up cannot both win.
 */

export type CallParty = 'caller' | 'callee';

export function partyOf(call: Pick<CallRow, 'caller_id' | 'callee_id'>, userId: string): CallParty | null {
  if (call.caller_id === userId) return 'caller';
  if (call.callee_id === userId) return 'callee';
  return null;
}

/** How a call ends when one side leaves it. */
export function outcomeOfLeaving(state: 'ringing' | 'connected', party: CallParty, failed: boolean): CallOutcome {
  if (failed) return 'failed';
  if (state === 'connected') return 'completed';
  // Before an answer: the caller giving up leaves a missed call; the callee leaving declines it.
  return party === 'caller' ? 'missed' : 'declined';
}

/**
 * Whether a call still occupies its people. A ringing call outlives its ring time only if the
 * instance that would have ended it died; after a grace period it no longer makes anyone busy.
 */
export function isLive(call: Pick<CallRow, 'state' | 'started_at'>, now: number, ringMs: number): boolean {
  if (call.state === 'connected') return true;
  return call.state === 'ringing' && now - call.started_at < ringMs + 15_000;
}

/** Signals go from one tab in the call to the other; null when the sender is not one of them. */
export function signalTarget(call: CallRow, fromConnectionId: string): { userId: string; connectionId: string } | null {
  if (call.state !== 'connected' || call.callee_connection_id === null) return null;
  if (fromConnectionId === call.caller_connection_id) return { userId: call.callee_id, connectionId: call.callee_connection_id };
  if (fromConnectionId === call.callee_connection_id) return { userId: call.caller_id, connectionId: call.caller_connection_id };
  return null;
}

export function toCallView(call: CallRow): CallView {
  return {
    id: call.id,
    conversationId: call.conversation_id,
    callerId: call.caller_id,
    calleeId: call.callee_id,
    state: call.state,
    outcome: call.outcome,
    callerConnectionId: call.caller_connection_id,
    calleeConnectionId: call.callee_connection_id,
    startedAt: call.started_at,
    connectedAt: call.connected_at,
    endedAt: call.ended_at,
  };
}
