import type { CallOutcome } from '../../../../shared/api/conversations.ts';
import type { CallSignal, CallView, ClientEvent } from '../../../../shared/realtime/protocol.ts';
import type { ConversationProperties } from '../../platform/analytics/track.ts';
import type { AudioRequest } from '../../platform/microphone/use-microphone.tsx';
import { createCallSession, type CallRole, type CallSession, type MicrophoneStream, type PeerConnectionClass } from './call-session.ts';

/**
 * One tab's part in voice calls, without React: it follows the server's `call` events, asks for
 * the microphone, runs the WebRTC session when this tab is in a connected call, and keeps the
 * snapshot the call screens draw. The server decides what a call is; this decides what this tab
 * shows and does about it.
 */

/** Where this tab's call stands, in the order a call goes through them. */
export type CallStage =
  /** The caller sent `call.start` and waits for the server. */
  | 'starting'
  /** The caller hears it ring; the callee sees the incoming call. */
  | 'ringing'
  /** The callee chose Accept: microphone, then `call.accept`. */
  | 'accepting'
  /** Both sides agreed; the audio path is being made. */
  | 'connecting'
  | 'connected'
  | 'ended';

/** Why a call ended, as far as this tab knows. */
export type CallEnd =
  | { kind: 'outcome'; outcome: CallOutcome; durationSeconds: number | null }
  /** This tab hung up before anyone answered. */
  | { kind: 'cancelled' }
  /** Another tab of the callee took the call. */
  | { kind: 'answered_elsewhere' }
  /** This tab lost the server, which then ends the call. */
  | { kind: 'connection_lost' }
  | { kind: 'error'; message: string };

export interface CallSnapshot {
  id: string;
  conversationId: string;
  role: CallRole;
  stage: CallStage;
  /** The server's latest word on the call; null until its first answer to a start. */
  view: CallView | null;
  /** This tab is (or was) one of the two ends of the connected call, not just a tab that rang. */
  joined: boolean;
  muted: boolean;
  /** When this tab heard the audio connect (its own clock), for the timer. */
  connectedAt: number | null;
  end: CallEnd | null;
  remoteAudio: MediaStream | null;
}

export type LocalAudio = MicrophoneStream & { getTracks(): { stop(): void }[] };

export interface CallControllerDependencies {
  /** Sends over the realtime socket; false when it is not connected. */
  send(event: ClientEvent): boolean;
  /** True once the socket is online (it may still be connecting as the page opens); false if it will not be soon. */
  whenOnline(): Promise<boolean>;
  /** This tab's connection as the server's `hello` named it. */
  connectionId(): string | null;
  userId(): string | null;
  requestAudio(request: AudioRequest): Promise<LocalAudio | null>;
  loadIceServers(): Promise<RTCIceServer[]>;
  PeerConnection: PeerConnectionClass;
  newCallId(): string;
  now(): number;
  track: { callStarted(properties: ConversationProperties): void; callEnded(properties: ConversationProperties): void };
  /** How long an ended call stays on screen with its reason. */
  endedShownMs?: number;
}

export const offlineMessage = "You're offline, so the call could not go through.";

/** The live parts of the current call, beside its snapshot. */
type ActiveCall = {
  snapshot: CallSnapshot;
  /** This tab started, answered or declined it (and so tracks its end). */
  takesPart: boolean;
  /** The server has heard of the call (a caller's start may still wait for the socket). */
  serverKnows: boolean;
  microphone: LocalAudio | null;
  iceServers: Promise<RTCIceServer[]> | null;
  session: CallSession | null;
  /** Signals that arrived before the session existed. */
  earlySignals: CallSignal[];
  dismissTimer: ReturnType<typeof setTimeout> | undefined;
};

function durationOf(view: CallView): number | null {
  if (view.connectedAt === null || view.endedAt === null) return null;
  return Math.max(0, Math.round((view.endedAt - view.connectedAt) / 1000));
}

export function createCallController(dependencies: CallControllerDependencies) {
  const { send, track } = dependencies;
  const endedShownMs = dependencies.endedShownMs ?? 3000;
  let active: ActiveCall | null = null;
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of listeners) listener();
  }

  function update(call: ActiveCall, changes: Partial<CallSnapshot>) {
    call.snapshot = { ...call.snapshot, ...changes };
    if (call === active) emit();
  }

  const hasEnded = (call: ActiveCall) => call.snapshot.stage === 'ended';

  /** The current call while it is not over. */
  function liveCall(): ActiveCall | null {
    return active && !hasEnded(active) ? active : null;
  }

  function release(call: ActiveCall) {
    call.session?.close();
    call.session = null;
    for (const mediaTrack of call.microphone?.getTracks() ?? []) mediaTrack.stop();
    call.microphone = null;
  }

  function begin(snapshot: Pick<CallSnapshot, 'id' | 'conversationId' | 'role' | 'stage' | 'view'>, takesPart: boolean): ActiveCall {
    if (active) clearTimeout(active.dismissTimer);
    active = {
      snapshot: { ...snapshot, joined: snapshot.role === 'caller', muted: false, connectedAt: null, end: null, remoteAudio: null },
      takesPart,
      serverKnows: snapshot.view !== null,
      microphone: null,
      iceServers: null,
      session: null,
      earlySignals: [],
      dismissTimer: undefined,
    };
    emit();
    return active;
  }

  function dismiss(call: ActiveCall) {
    clearTimeout(call.dismissTimer);
    if (active !== call) return;
    active = null;
    emit();
  }

  /** Ends the call here: media off, the reason on screen for a moment, then nothing. */
  function finish(call: ActiveCall, end: CallEnd) {
    if (hasEnded(call)) return;
    release(call);
    update(call, { stage: 'ended', end, remoteAudio: null });
    if (call.takesPart) track.callEnded({ conversation_id: call.snapshot.conversationId });
    call.dismissTimer = setTimeout(() => dismiss(call), endedShownMs);
  }

  function loadIceServers(): Promise<RTCIceServer[]> {
    return dependencies.loadIceServers().catch((error: unknown) => {
      // Without STUN, host candidates still connect two people on one network.
      console.warn('Could not load ICE servers; calling without them.', error);
      return [];
    });
  }

  async function startMedia(call: ActiveCall) {
    const iceServers = await (call.iceServers ?? loadIceServers());
    if (active !== call || hasEnded(call) || !call.microphone || call.session) return;
    const callId = call.snapshot.id;
    const failed = () => {
      send({ type: 'call.hangup', callId, failed: true });
      finish(call, { kind: 'outcome', outcome: 'failed', durationSeconds: null });
    };
    try {
      call.session = createCallSession({
        role: call.snapshot.role,
        PeerConnection: dependencies.PeerConnection,
        iceServers,
        microphone: call.microphone,
        sendSignal: (signal) => send({ type: 'call.signal', callId, signal }),
        onRemoteAudio: (stream) => update(call, { remoteAudio: stream }),
        onMediaState: (state) => {
          if (state === 'connected') update(call, { stage: 'connected', connectedAt: dependencies.now() });
          if (state === 'failed') failed();
        },
      });
    } catch {
      // A browser with WebRTC switched off has no RTCPeerConnection to make.
      failed();
      return;
    }
    call.session.setMuted(call.snapshot.muted);
    for (const signal of call.earlySignals.splice(0)) call.session.handleSignal(signal);
    call.session.start();
  }

  function followConnected(call: ActiveCall, view: CallView) {
    const here = dependencies.connectionId();
    const inThisTab = call.snapshot.role === 'caller' ? view.callerConnectionId === here : view.calleeConnectionId === here;
    if (!inThisTab) {
      finish(call, { kind: 'answered_elsewhere' });
      return;
    }
    if (call.snapshot.stage !== 'connecting' && call.snapshot.stage !== 'connected') {
      update(call, { stage: 'connecting', joined: true });
      void startMedia(call);
    }
  }

  function followEnded(call: ActiveCall, view: CallView) {
    const serverEnd: CallEnd = { kind: 'outcome', outcome: view.outcome ?? 'completed', durationSeconds: durationOf(view) };
    if (!hasEnded(call)) finish(call, serverEnd);
    // An end this tab guessed (a hang-up) takes the server's exact outcome and duration.
    else if (call.snapshot.end?.kind === 'outcome') update(call, { end: serverEnd });
  }

  return {
    getSnapshot: (): CallSnapshot | null => active?.snapshot ?? null,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Asks for the microphone (the Mic Intro dialog), then rings the other member. */
    async startCall(conversationId: string): Promise<void> {
      if (liveCall()) return;
      const microphone = await dependencies.requestAudio({ conversationId, purpose: 'call' });
      if (!microphone) return;
      if (liveCall()) {
        // A call came in while the dialog was open.
        for (const mediaTrack of microphone.getTracks()) mediaTrack.stop();
        return;
      }
      const call = begin({ id: dependencies.newCallId(), conversationId, role: 'caller', stage: 'starting', view: null }, true);
      call.microphone = microphone;
      call.iceServers = loadIceServers();
      const online = await dependencies.whenOnline();
      // The caller may have hung up while the socket was connecting.
      if (active !== call || hasEnded(call)) return;
      if (!online || !send({ type: 'call.start', conversationId, callId: call.snapshot.id })) {
        finish(call, { kind: 'error', message: offlineMessage });
        return;
      }
      call.serverKnows = true;
      track.callStarted({ conversation_id: conversationId });
    },

    /** The callee's Accept: microphone first; the call may end while the dialog is open. */
    async accept(): Promise<void> {
      const call = active;
      if (!call || call.snapshot.role !== 'callee' || call.snapshot.stage !== 'ringing') return;
      update(call, { stage: 'accepting' });
      const microphone = await dependencies.requestAudio({ conversationId: call.snapshot.conversationId, purpose: 'call' });
      if (active !== call || hasEnded(call)) {
        for (const mediaTrack of microphone?.getTracks() ?? []) mediaTrack.stop();
        return;
      }
      if (!microphone) {
        update(call, { stage: 'ringing' });
        return;
      }
      call.takesPart = true;
      call.microphone = microphone;
      call.iceServers = loadIceServers();
      const online = await dependencies.whenOnline();
      if (active !== call || hasEnded(call)) return;
      if (!online || !send({ type: 'call.accept', callId: call.snapshot.id })) finish(call, { kind: 'error', message: offlineMessage });
    },

    /** The callee's Decline, also while the microphone dialog of an Accept is open. */
    decline(): void {
      const call = active;
      if (!call || call.snapshot.role !== 'callee' || (call.snapshot.stage !== 'ringing' && call.snapshot.stage !== 'accepting')) return;
      call.takesPart = true;
      send({ type: 'call.decline', callId: call.snapshot.id });
      finish(call, { kind: 'outcome', outcome: 'declined', durationSeconds: null });
      // The person who declined needs no word about it: the sheet just goes.
      dismiss(call);
    },

    /** Leaves a call this tab takes part in; the server's `ended` event then brings the exact outcome. */
    hangUp(): void {
      const call = liveCall();
      if (!call?.takesPart) return;
      if (call.serverKnows) send({ type: 'call.hangup', callId: call.snapshot.id });
      const { stage, role, connectedAt } = call.snapshot;
      if (role === 'caller' && (stage === 'starting' || stage === 'ringing')) {
        finish(call, { kind: 'cancelled' });
        return;
      }
      const durationSeconds = connectedAt === null ? 0 : Math.round((dependencies.now() - connectedAt) / 1000);
      finish(call, { kind: 'outcome', outcome: 'completed', durationSeconds });
    },

    /** Closes an ended call's panel before its moment is up. */
    close(): void {
      if (active && hasEnded(active)) dismiss(active);
    },

    toggleMute(): void {
      const call = liveCall();
      if (!call) return;
      const muted = !call.snapshot.muted;
      call.session?.setMuted(muted);
      update(call, { muted });
    },

    /** A `call` event: every change of every call of this user, from any of their tabs. */
    handleCall(view: CallView): void {
      const call = active;
      if (call && call.snapshot.id === view.id) {
        update(call, { view });
        if (view.state === 'ringing' && call.snapshot.stage === 'starting') update(call, { stage: 'ringing' });
        if (view.state === 'connected' && !hasEnded(call)) followConnected(call, view);
        if (view.state === 'ended') followEnded(call, view);
        return;
      }
      // A new incoming call rings every tab of the callee, unless this tab is busy with a call.
      if (view.state === 'ringing' && view.calleeId === dependencies.userId() && !liveCall()) {
        begin({ id: view.id, conversationId: view.conversationId, role: 'callee', stage: 'ringing', view }, false);
      }
    },

    handleSignal(callId: string, signal: CallSignal): void {
      const call = liveCall();
      if (call?.snapshot.id !== callId) return;
      if (call.session) call.session.handleSignal(signal);
      else call.earlySignals.push(signal);
    },

    /** An `error` event: a refused start or accept ends the call with the server's reason. */
    handleError(ref: string | null, message: string): void {
      const call = liveCall();
      if (!call || call.snapshot.id !== ref) return;
      if (call.snapshot.stage === 'starting' || call.snapshot.stage === 'accepting') finish(call, { kind: 'error', message });
    },

    /** The socket dropped: the server ends this tab's call when its connection closes. */
    handleDisconnect(): void {
      const call = liveCall();
      if (call) finish(call, { kind: 'connection_lost' });
    },

    /** The page is going away: leave a call this tab is in (not one merely ringing here) and free the microphone. */
    dispose(): void {
      const call = active;
      if (!call) return;
      if (!hasEnded(call) && call.takesPart && call.serverKnows) send({ type: 'call.hangup', callId: call.snapshot.id });
      clearTimeout(call.dismissTimer);
      release(call);
      active = null;
    },
  };
}

export type CallController = ReturnType<typeof createCallController>;
