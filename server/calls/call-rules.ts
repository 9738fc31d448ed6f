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

/** How long past its ring time a ringing call may wait for the instance that rings it. */
export const ringGraceMs = 15_000;

/**
 * Whether a call that has not ended is still going, judged from the outside: its tabs must still
 * be open (connected: both; ringing: the caller's) and a ringing call must be within its ring
 * time. A call that fails this was abandoned (its server was killed, its tab vanished without a
 * goodbye) and ends with the outcome given.
 */
export function abandonedOutcome(
  call: Pick<CallRow, 'state' | 'started_at' | 'caller_connection_id' | 'callee_connection_id'>,
  openConnections: ReadonlySet<string>,
  now: number,
  ringMs: number,
): CallOutcome | null {
  if (call.state === 'ringing') {
    const overdue = now - call.started_at >= ringMs + ringGraceMs;
    return overdue || !openConnections.has(call.caller_connection_id) ? 'missed' : null;
  }
  if (call.state === 'connected') {
    const bothOpen =
      openConnections.has(call.caller_connection_id) &&
      call.callee_connection_id !== null &&
      openConnections.has(call.callee_connection_id);
    return bothOpen ? null : 'failed';
  }
  return null;
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
