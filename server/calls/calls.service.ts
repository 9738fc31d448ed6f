import type { Logger } from 'pino';
import type { CallOutcome } from '../../shared/api/conversations.ts';
import type { CallSignal, ServerEvent } from '../../shared/realtime/protocol.ts';
import type { Viewer } from '../conversations/conversation-access.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { CallRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { PresenceStore } from '../realtime/presence.ts';
import { channels, type RealtimeBus } from '../realtime/realtime-bus.ts';
import { abandonedOutcome, outcomeOfLeaving, partyOf, signalTarget, toCallView } from './call-rules.ts';
import type { CallsRepository } from './calls.repository.ts';
import { iceServersFor, type IceServer, type IceSettings } from './ice-servers.ts';

export interface CallsServiceDependencies {
  calls: CallsRepository;
  conversations: ConversationsService;
  bus: RealtimeBus;
  /** Whether the tabs in a call are still open, on any instance. */
  presence: PresenceStore;
  logger: Logger;
  now: () => number;
  /** An unanswered call ends as missed after this. */
  ringMs: number;
  /** The STUN and TURN servers a browser is handed for its calls. */
  ice: IceSettings;
  /** Tells the callee of a call they missed; its failure does not fail ending the call. */
  notify?: { callMissed(call: { callId: string; conversationId: string; callerId: string; calleeId: string }): Promise<void> };
}

const callNotFound = () => notFound('That call');
const noOneToCall = () => new ApiError(409, 'no_one_to_call', 'Calls are between the two people of a conversation.');

/** How often each instance looks for calls abandoned by a killed server or a vanished tab. */
const abandonedSweepMs = 30_000;

/**
 * Voice calls between the two members of a conversation: ringing every tab of the callee,
 * answering on one, relaying WebRTC signals between exactly those two tabs, and ending with an
 * outcome that leaves a record in the chat. The media itself flows peer to peer.
 */
export function createCallsService({ calls, conversations, bus, presence, logger, now, ringMs, ice, notify }: CallsServiceDependencies) {
  const ringTimers = new Map<string, NodeJS.Timeout>();

  function publish(call: CallRow) {
    const event: ServerEvent = { type: 'call', call: toCallView(call) };
    bus.publish([channels.user(call.caller_id), channels.user(call.callee_id)], { event });
  }

  function stopRinging(callId: string) {
    clearTimeout(ringTimers.get(callId));
    ringTimers.delete(callId);
  }

  async function end(call: CallRow, from: ('ringing' | 'connected')[], outcome: CallOutcome): Promise<CallRow | undefined> {
    stopRinging(call.id);
    const ended = await calls.transition(call.id, from, { state: 'ended', outcome, ended_at: now() });
    if (!ended) return undefined;
    // Recorded before it is announced: whoever hears "ended" finds the record in the history.
    await conversations.recordCall({ id: ended.id, conversationId: ended.conversation_id, callerId: ended.caller_id });
    publish(ended);
    if (outcome === 'missed') {
      await notify?.callMissed({
        callId: ended.id,
        conversationId: ended.conversation_id,
        callerId: ended.caller_id,
        calleeId: ended.callee_id,
      });
    }
    return ended;
  }

  /** Ends the abandoned calls among these (see `abandonedOutcome`) and returns the live rest. */
  async function settleAbandoned(candidates: CallRow[]): Promise<CallRow[]> {
    const connections = candidates.flatMap((call) => [
      { userId: call.caller_id, connectionId: call.caller_connection_id },
      ...(call.callee_connection_id ? [{ userId: call.callee_id, connectionId: call.callee_connection_id }] : []),
    ]);
    const open = await presence.openAmong(connections);
    const at = now();
    const live: CallRow[] = [];
    for (const call of candidates) {
      const outcome = abandonedOutcome(call, open, at, ringMs);
      if (outcome === null) live.push(call);
      else if (call.state !== 'ended') await end(call, [call.state], outcome);
    }
    return live;
  }

  const sweep = () =>
    calls
      .unended()
      .then(settleAbandoned)
      .catch((error: unknown) => logger.error({ err: error }, 'could not settle abandoned calls'));
  const sweepTimer = setInterval(sweep, abandonedSweepMs);
  sweepTimer.unref();

  /** A call this viewer is part of; strangers get the same answer as for a call that does not exist. */
  async function callOf(viewer: Viewer, callId: string) {
    const call = await calls.findById(callId);
    const party = call && partyOf(call, viewer.id);
    if (!call || !party) throw callNotFound();
    return { call, party };
  }

  function sendTo(userId: string, connectionId: string, event: ServerEvent) {
    bus.publish([channels.user(userId)], { event, onlyConnectionId: connectionId });
  }

  return {
    /** The ICE servers for the viewer's calls, TURN credentials included when TURN is configured. */
    iceServers(viewer: Viewer): IceServer[] {
      return iceServersFor(viewer.id, ice, now());
    },

    async start(viewer: Viewer, connectionId: string, conversationId: string, callId: string): Promise<void> {
      const access = await conversations.reachAccess(viewer, conversationId);
      const calleeId = access.memberIds.length === 2 ? access.memberIds.find((id) => id !== viewer.id) : undefined;
      if (!calleeId) throw noOneToCall();

      const existing = await calls.findById(callId);
      if (existing) {
        // A retried start: tell the tab how its call stands instead of ringing twice.
        if (existing.caller_id !== viewer.id) throw new ApiError(409, 'call_id_taken', 'Start the call with a new call id.');
        sendTo(viewer.id, connectionId, { type: 'call', call: toCallView(existing) });
        return;
      }

      const at = now();
      const live = await settleAbandoned(await calls.unendedFor([viewer.id, calleeId]));
      if (live.some((call) => partyOf(call, viewer.id))) {
        throw new ApiError(409, 'already_in_call', 'You are already in a call. Hang up first.');
      }
      const calleeBusy = live.length > 0;
      const call: CallRow = {
        id: callId,
        conversation_id: conversationId,
        caller_id: viewer.id,
        callee_id: calleeId,
        caller_connection_id: connectionId,
        callee_connection_id: null,
        state: 'ringing',
        outcome: null,
        started_at: at,
        connected_at: null,
        ended_at: null,
      };
      try {
        await calls.insert(call);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'call_id_taken', 'Start the call with a new call id.');
        throw error;
      }
      if (calleeBusy) {
        await end(call, ['ringing'], 'busy');
        return;
      }
      publish(call);
      const timer = setTimeout(() => {
        ringTimers.delete(callId);
        end(call, ['ringing'], 'missed').catch((error: unknown) =>
          logger.error({ err: error, callId }, 'could not end an unanswered call'),
        );
      }, ringMs);
      timer.unref();
      ringTimers.set(callId, timer);
    },

    async accept(viewer: Viewer, connectionId: string, callId: string): Promise<void> {
      const { call, party } = await callOf(viewer, callId);
      if (party !== 'callee') throw new ApiError(409, 'not_the_callee', 'Only the person called can answer.');
      stopRinging(callId);
      const connected = await calls.transition(callId, ['ringing'], {
        state: 'connected',
        callee_connection_id: connectionId,
        connected_at: now(),
      });
      if (connected) publish(connected);
      else sendTo(viewer.id, connectionId, { type: 'call', call: toCallView((await calls.findById(callId)) ?? call) });
    },

    async decline(viewer: Viewer, callId: string): Promise<void> {
      const { call, party } = await callOf(viewer, callId);
      if (party !== 'callee') throw new ApiError(409, 'not_the_callee', 'Only the person called can decline.');
      await end(call, ['ringing'], 'declined');
    },

    async hangUp(viewer: Viewer, callId: string, failed: boolean): Promise<void> {
      const { call, party } = await callOf(viewer, callId);
      if (call.state === 'ended') return;
      await end(call, [call.state], outcomeOfLeaving(call.state, party, failed));
    },

    async relaySignal(viewer: Viewer, connectionId: string, callId: string, signal: CallSignal): Promise<void> {
      const { call } = await callOf(viewer, callId);
      const target = signalTarget(call, connectionId);
      if (!target) throw new ApiError(409, 'not_in_call', 'This tab is not in that call.');
      sendTo(target.userId, target.connectionId, { type: 'call.signal', callId, fromUserId: viewer.id, signal });
    },

    /** A tab in a call went away (closed, crashed, lost its network): its calls end. */
    async connectionClosed(userId: string, connectionId: string): Promise<void> {
      for (const call of await calls.unendedForConnection(connectionId)) {
        const party = partyOf(call, userId);
        if (party && call.state !== 'ended') await end(call, [call.state], outcomeOfLeaving(call.state, party, false));
      }
    },

    /**
     * `blockerId` blocked the other: their calls end as if the blocker had left them (a call under
     * way completes, one ringing is declined or missed). A failure is logged, never the block's.
     */
    async endBetween(blockerId: string, blockedId: string): Promise<void> {
      try {
        for (const call of await calls.unendedBetween(blockerId, blockedId)) {
          if (call.state !== 'ended') await end(call, [call.state], outcomeOfLeaving(call.state, partyOf(call, blockerId)!, false));
        }
      } catch (error) {
        logger.error({ err: error, blockerId, blockedId }, 'could not end the calls of a blocked pair');
      }
    },

    /** Settles what a previous run of the server left behind; the sweep repeats on its own. */
    sweep,

    close() {
      clearInterval(sweepTimer);
      for (const timer of ringTimers.values()) clearTimeout(timer);
      ringTimers.clear();
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
