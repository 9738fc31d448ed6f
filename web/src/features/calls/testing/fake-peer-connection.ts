import type { MicrophoneStream, MicrophoneTrack, PeerConnection, PeerConnectionEvents } from '../call-session.ts';

/**
 * Test doubles for the call modules: a peer connection that records what the session asks of it,
 * in order, and lets a test play the browser's events.
 */
export class FakePeerConnection implements PeerConnection {
  static instances: FakePeerConnection[] = [];

  connectionState: RTCPeerConnectionState = 'new';
  readonly log: string[] = [];
  readonly configuration: RTCConfiguration;
  private readonly listeners: { [K in keyof PeerConnectionEvents]: ((event: PeerConnectionEvents[K]) => void)[] } = {
    icecandidate: [],
    track: [],
    connectionstatechange: [],
  };

  constructor(configuration: RTCConfiguration) {
    this.configuration = configuration;
    FakePeerConnection.instances.push(this);
  }

  addEventListener<K extends keyof PeerConnectionEvents>(type: K, listener: (event: PeerConnectionEvents[K]) => void): void {
    this.listeners[type].push(listener);
  }
  /** Plays an event of the browser's. */
  dispatch<K extends keyof PeerConnectionEvents>(type: K, event: PeerConnectionEvents[K]): void {
    for (const listener of this.listeners[type]) listener(event);
  }

  addTrack(): void {
    this.log.push('addTrack');
  }
  async createOffer(): Promise<RTCSessionDescriptionInit> {
    this.log.push('createOffer');
    return { type: 'offer', sdp: 'offer-sdp' };
  }
  async createAnswer(): Promise<RTCSessionDescriptionInit> {
    this.log.push('createAnswer');
    return { type: 'answer', sdp: 'answer-sdp' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.log.push(`setLocalDescription ${description.type}`);
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void> {
    this.log.push(`setRemoteDescription ${description.type}`);
  }
  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    this.log.push(`addIceCandidate ${candidate.candidate}`);
  }
  close(): void {
    this.log.push('close');
    this.connectionState = 'closed';
  }

  /** The browser found a local candidate. */
  gather(candidate: string): void {
    this.dispatch('icecandidate', { candidate: { toJSON: () => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 }) } });
  }
  /** ICE (and DTLS) reached a new state. */
  reach(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.dispatch('connectionstatechange', {});
  }
}

export function fakeMicrophone(): MicrophoneStream & { track: MicrophoneTrack; stopped: boolean; getTracks(): { stop(): void }[] } {
  const track: MicrophoneTrack = { enabled: true };
  const microphone = {
    track,
    stopped: false,
    getAudioTracks: () => [track],
    getTracks: () => [{ stop: () => void (microphone.stopped = true) }],
  };
  return microphone;
}

/** Lets queued promise steps (the session's signal queue) run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}
