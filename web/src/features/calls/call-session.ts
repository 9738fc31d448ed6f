import type { CallSignal } from '../../../../shared/realtime/protocol.ts';

/**
 * The WebRTC side of one call in one tab: the caller offers, the callee answers, both trickle
 * ICE candidates through the server, and candidates that arrive before the remote description
 * wait for it. The peer connection class and the signal sender are handed in, so the order of
 * negotiation is tested with fakes.
 */

export type CallRole = 'caller' | 'callee';

/** How the audio path stands: `failed` when ICE failed or never connected in time. */
export type MediaState = 'connecting' | 'connected' | 'failed';

export interface MicrophoneTrack {
  enabled: boolean;
}
export interface MicrophoneStream {
  getAudioTracks(): MicrophoneTrack[];
}

/** The events a call listens to, with the fields it reads. */
export type PeerConnectionEvents = {
  icecandidate: { candidate: { toJSON(): RTCIceCandidateInit } | null };
  track: { streams: readonly MediaStream[] };
  connectionstatechange: unknown;
};

/** The part of RTCPeerConnection a call uses; the browser's class fits it as it is. */
export interface PeerConnection {
  readonly connectionState: RTCPeerConnectionState;
  addTrack(track: MicrophoneTrack, stream: MicrophoneStream): unknown;
  createOffer(): Promise<RTCSessionDescriptionInit>;
  createAnswer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  addEventListener<K extends keyof PeerConnectionEvents>(type: K, listener: (event: PeerConnectionEvents[K]) => void): void;
  close(): void;
}

export type PeerConnectionClass = new (configuration: RTCConfiguration) => PeerConnection;

export interface CallSessionOptions {
  role: CallRole;
  PeerConnection: PeerConnectionClass;
  iceServers: RTCIceServer[];
  microphone: MicrophoneStream;
  sendSignal(signal: CallSignal): void;
  onRemoteAudio(stream: MediaStream): void;
  onMediaState(state: MediaState): void;
  /** A call whose audio has not connected after this long has failed (ICE can stall without failing). */
  connectTimeoutMs?: number;
}

export interface CallSession {
  /** The caller's first move; the callee waits for the offer. */
  start(): void;
  handleSignal(signal: CallSignal): void;
  setMuted(muted: boolean): void;
  close(): void;
}

export const defaultConnectTimeoutMs = 20_000;

/** An ICE candidate as the wire carries it: only the fields the protocol allows. */
function candidateSignal({ candidate, sdpMid, sdpMLineIndex, usernameFragment }: RTCIceCandidateInit): CallSignal {
  return { candidate: { candidate: candidate ?? '', sdpMid, sdpMLineIndex, usernameFragment } };
}

export function createCallSession(options: CallSessionOptions): CallSession {
  const { role, microphone, sendSignal, onMediaState } = options;
  const peer = new options.PeerConnection({ iceServers: options.iceServers });
  for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);

  let closed = false;
  let mediaState: MediaState = 'connecting';
  let hasRemoteDescription = false;
  const earlyCandidates: RTCIceCandidateInit[] = [];
  // Signals are handled one after another: an answer must be applied before the candidates behind it.
  let signalQueue = Promise.resolve();

  const connectTimer = setTimeout(() => setMediaState('failed'), options.connectTimeoutMs ?? defaultConnectTimeoutMs);

  function setMediaState(next: MediaState) {
    if (closed || mediaState === next || mediaState === 'failed') return;
    mediaState = next;
    if (next !== 'connecting') clearTimeout(connectTimer);
    onMediaState(next);
  }

  peer.addEventListener('icecandidate', ({ candidate }) => {
    // A null candidate marks the end of gathering; the other side needs no word of it.
    if (candidate && !closed) sendSignal(candidateSignal(candidate.toJSON()));
  });
  peer.addEventListener('track', ({ streams }) => {
    const [stream] = streams;
    if (stream && !closed) options.onRemoteAudio(stream);
  });
  peer.addEventListener('connectionstatechange', () => {
    if (peer.connectionState === 'connected') setMediaState('connected');
    if (peer.connectionState === 'failed') setMediaState('failed');
  });

  async function sendDescription(description: RTCSessionDescriptionInit) {
    await peer.setLocalDescription(description);
    if (closed || (description.type !== 'offer' && description.type !== 'answer')) return;
    sendSignal({ description: { type: description.type, sdp: description.sdp ?? '' } });
  }

  async function applySignal(signal: CallSignal) {
    if ('candidate' in signal) {
      if (hasRemoteDescription) await peer.addIceCandidate(signal.candidate);
      else earlyCandidates.push(signal.candidate);
      return;
    }
    const { description } = signal;
    // Only the callee takes an offer and only the caller an answer; anything else is stale.
    if ((description.type === 'offer') !== (role === 'callee') || hasRemoteDescription) return;
    await peer.setRemoteDescription(description);
    hasRemoteDescription = true;
    for (const candidate of earlyCandidates.splice(0)) await peer.addIceCandidate(candidate);
    if (role === 'callee') await sendDescription(await peer.createAnswer());
  }

  /** Runs a negotiation step after the ones before it; a step that throws fails the call. */
  function enqueue(step: () => Promise<void>) {
    signalQueue = signalQueue.then(async () => {
      if (closed) return;
      try {
        await step();
      } catch {
        setMediaState('failed');
      }
    });
  }

  return {
    start() {
      if (role === 'caller') enqueue(async () => sendDescription(await peer.createOffer()));
    },
    handleSignal(signal) {
      enqueue(() => applySignal(signal));
    },
    setMuted(muted) {
      for (const track of microphone.getAudioTracks()) track.enabled = !muted;
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(connectTimer);
      peer.close();
    },
  };
}
