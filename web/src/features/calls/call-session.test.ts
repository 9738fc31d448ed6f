import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallSignal } from '../../../../shared/realtime/protocol.ts';
import { createCallSession, type CallRole, type MediaState } from './call-session.ts';
import { FakePeerConnection, fakeMicrophone, settle } from './testing/fake-peer-connection.ts';

function startSession(role: CallRole) {
  const signals: CallSignal[] = [];
  const states: MediaState[] = [];
  const microphone = fakeMicrophone();
  const session = createCallSession({
    role,
    PeerConnection: FakePeerConnection,
    iceServers: [{ urls: ['stun:stun.example.com'] }],
    microphone,
    sendSignal: (signal) => signals.push(signal),
    onRemoteAudio: () => {},
    onMediaState: (state) => states.push(state),
  });
  const peer = FakePeerConnection.instances.at(-1)!;
  return { session, peer, signals, states, microphone };
}

const candidate = (text: string): CallSignal => ({ candidate: { candidate: text, sdpMid: '0', sdpMLineIndex: 0 } });

beforeEach(() => {
  FakePeerConnection.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a call session', () => {
  it('uses the ICE servers it is given and sends the microphone', () => {
    const { peer } = startSession('caller');
    expect(peer.configuration).toEqual({ iceServers: [{ urls: ['stun:stun.example.com'] }] });
    expect(peer.log).toEqual(['addTrack']);
  });

  it('as the caller, offers, then applies the answer and only then the candidates that came early', async () => {
    const { session, peer, signals } = startSession('caller');
    session.start();
    await settle();
    expect(signals).toEqual([{ description: { type: 'offer', sdp: 'offer-sdp' } }]);

    session.handleSignal(candidate('early'));
    await settle();
    expect(peer.log).not.toContain('addIceCandidate early');

    session.handleSignal({ description: { type: 'answer', sdp: 'answer-sdp' } });
    session.handleSignal(candidate('late'));
    await settle();
    expect(peer.log).toEqual([
      'addTrack',
      'createOffer',
      'setLocalDescription offer',
      'setRemoteDescription answer',
      'addIceCandidate early',
      'addIceCandidate late',
    ]);
  });

  it('as the callee, waits for the offer and answers it', async () => {
    const { session, peer, signals } = startSession('callee');
    session.start();
    session.handleSignal(candidate('first'));
    session.handleSignal({ description: { type: 'offer', sdp: 'offer-sdp' } });
    await settle();
    expect(peer.log).toEqual([
      'addTrack',
      'setRemoteDescription offer',
      'addIceCandidate first',
      'createAnswer',
      'setLocalDescription answer',
    ]);
    expect(signals).toEqual([{ description: { type: 'answer', sdp: 'answer-sdp' } }]);
  });

  it('ignores an offer sent to the caller and a second description', async () => {
    const { session, peer } = startSession('caller');
    session.handleSignal({ description: { type: 'offer', sdp: 'glare' } });
    session.handleSignal({ description: { type: 'answer', sdp: 'one' } });
    session.handleSignal({ description: { type: 'answer', sdp: 'two' } });
    await settle();
    expect(peer.log.filter((entry) => entry.startsWith('setRemoteDescription'))).toEqual(['setRemoteDescription answer']);
  });

  it('trickles its own candidates to the other side, without the end-of-gathering marker', () => {
    const { peer, signals } = startSession('callee');
    peer.gather('candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host');
    peer.dispatch('icecandidate', { candidate: null });
    expect(signals).toEqual([
      {
        candidate: {
          candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment: undefined,
        },
      },
    ]);
  });

  it('reports connected, and failed when ICE fails', () => {
    const { peer, states } = startSession('caller');
    peer.reach('connecting');
    peer.reach('connected');
    peer.reach('failed');
    expect(states).toEqual(['connected', 'failed']);
  });

  it('fails a call whose audio never connects in 20 seconds', () => {
    const { peer, states } = startSession('caller');
    vi.advanceTimersByTime(19_999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['failed']);
    peer.reach('connected');
    expect(states).toEqual(['failed']);
  });

  it('does not time out once connected', () => {
    const { peer, states } = startSession('callee');
    peer.reach('connected');
    vi.advanceTimersByTime(60_000);
    expect(states).toEqual(['connected']);
  });

  it('fails when the browser refuses a description', async () => {
    const { session, peer, states } = startSession('callee');
    peer.setRemoteDescription = () => Promise.reject(new DOMException('bad sdp', 'OperationError'));
    session.handleSignal({ description: { type: 'offer', sdp: 'broken' } });
    await settle();
    expect(states).toEqual(['failed']);
  });

  it('mutes by disabling the microphone track', () => {
    const { session, microphone } = startSession('caller');
    session.setMuted(true);
    expect(microphone.track.enabled).toBe(false);
    session.setMuted(false);
    expect(microphone.track.enabled).toBe(true);
  });

  it('closes the connection once, and then stays quiet', async () => {
    const { session, peer, signals, states } = startSession('callee');
    session.close();
    session.close();
    session.handleSignal({ description: { type: 'offer', sdp: 'late' } });
    peer.gather('late');
    vi.advanceTimersByTime(30_000);
    await settle();
    expect(peer.log).toEqual(['addTrack', 'close']);
    expect(signals).toEqual([]);
    expect(states).toEqual([]);
  });
});
