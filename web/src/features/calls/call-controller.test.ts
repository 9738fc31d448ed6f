import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallView, ClientEvent } from '../../../../shared/realtime/protocol.ts';
import { createCallController, offlineMessage, type CallControllerDependencies } from './call-controller.ts';
import { FakePeerConnection, fakeMicrophone, settle } from './testing/fake-peer-connection.ts';

const me = 'user-me';
const other = 'user-other';

function ringing(overrides: Partial<CallView> = {}): CallView {
  return {
    id: 'call-1',
    conversationId: 'conv-1',
    callerId: me,
    calleeId: other,
    state: 'ringing',
    outcome: null,
    callerConnectionId: 'tab-me',
    calleeConnectionId: null,
    startedAt: 1_000,
    connectedAt: null,
    endedAt: null,
    ...overrides,
  };
}
const incoming = (overrides: Partial<CallView> = {}) =>
  ringing({ callerId: other, calleeId: me, callerConnectionId: 'tab-other', ...overrides });

function setUp(overrides: Partial<CallControllerDependencies> = {}) {
  const sent: ClientEvent[] = [];
  const microphone = fakeMicrophone();
  const tracked: string[] = [];
  const dependencies: CallControllerDependencies = {
    send: (event) => {
      sent.push(event);
      return true;
    },
    whenOnline: async () => true,
    connectionId: () => 'tab-me',
    userId: () => me,
    requestAudio: vi.fn(async () => microphone),
    loadIceServers: async () => [{ urls: ['stun:stun.example.com'] }],
    PeerConnection: FakePeerConnection,
    newCallId: () => 'call-1',
    now: () => Date.now(),
    track: {
      callStarted: ({ conversation_id }) => tracked.push(`started ${conversation_id}`),
      callEnded: ({ conversation_id }) => tracked.push(`ended ${conversation_id}`),
    },
    ...overrides,
  };
  const controller = createCallController(dependencies);
  const stages = () => controller.getSnapshot()?.stage ?? null;
  return { controller, sent, microphone, tracked, dependencies, stages };
}

beforeEach(() => {
  FakePeerConnection.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('calling someone', () => {
  it('asks for the microphone, rings, and offers once the callee answers', async () => {
    const { controller, sent, tracked, dependencies, stages } = setUp();
    await controller.startCall('conv-1');
    expect(dependencies.requestAudio).toHaveBeenCalledWith({ conversationId: 'conv-1', purpose: 'call' });
    expect(sent).toEqual([{ type: 'call.start', conversationId: 'conv-1', callId: 'call-1' }]);
    expect(tracked).toEqual(['started conv-1']);
    expect(stages()).toBe('starting');

    controller.handleCall(ringing());
    expect(stages()).toBe('ringing');

    controller.handleCall(ringing({ state: 'connected', calleeConnectionId: 'tab-other', connectedAt: 2_000 }));
    expect(stages()).toBe('connecting');
    await settle();
    const peer = FakePeerConnection.instances[0]!;
    expect(peer.configuration.iceServers).toEqual([{ urls: ['stun:stun.example.com'] }]);
    expect(sent.at(-1)).toEqual({ type: 'call.signal', callId: 'call-1', signal: { description: { type: 'offer', sdp: 'offer-sdp' } } });

    controller.handleSignal('call-1', { description: { type: 'answer', sdp: 'answer-sdp' } });
    await settle();
    expect(peer.log).toContain('setRemoteDescription answer');
    peer.reach('connected');
    expect(stages()).toBe('connected');
    expect(controller.getSnapshot()?.connectedAt).toBe(Date.now());
  });

  it('does nothing when the user says "Not now" to the microphone', async () => {
    const { controller, sent, tracked } = setUp({ requestAudio: async () => null });
    await controller.startCall('conv-1');
    expect(controller.getSnapshot()).toBeNull();
    expect(sent).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('ends, saying why, when the socket does not come online', async () => {
    for (const offline of [{ whenOnline: async () => false }, { send: () => false }]) {
      const { controller, microphone, stages, tracked } = setUp(offline);
      await controller.startCall('conv-1');
      expect(stages()).toBe('ended');
      expect(controller.getSnapshot()?.end).toEqual({ kind: 'error', message: offlineMessage });
      expect(microphone.stopped).toBe(true);
      expect(tracked).toEqual(['ended conv-1']);
    }
  });

  it('waits for the socket to come online before ringing, and sends nothing if the caller gave up meanwhile', async () => {
    let connect: (online: boolean) => void = () => {};
    const { controller, sent, stages } = setUp({ whenOnline: () => new Promise((resolve) => (connect = resolve)) });
    const starting = controller.startCall('conv-1');
    await settle();
    expect(stages()).toBe('starting');
    controller.hangUp();
    connect(true);
    await starting;
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a start", async () => {
    const { controller } = setUp();
    await controller.startCall('conv-1');
    controller.handleError('call-1', 'You are already in a call. Hang up first.');
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'error', message: 'You are already in a call. Hang up first.' });
  });

  it('shows busy, declined and missed as the server reports them, then clears the screen', async () => {
    for (const outcome of ['busy', 'declined', 'missed'] as const) {
      const { controller, microphone, tracked } = setUp();
      await controller.startCall('conv-1');
      controller.handleCall(ringing({ state: 'ended', outcome, endedAt: 5_000 }));
      expect(controller.getSnapshot()?.end).toEqual({ kind: 'outcome', outcome, durationSeconds: null });
      expect(microphone.stopped).toBe(true);
      expect(tracked).toEqual(['started conv-1', 'ended conv-1']);
      vi.advanceTimersByTime(3_000);
      expect(controller.getSnapshot()).toBeNull();
    }
  });

  it('closes an ended call at once on Close, and Close does nothing to a live call', async () => {
    const { controller } = setUp();
    await controller.startCall('conv-1');
    controller.close();
    expect(controller.getSnapshot()?.stage).toBe('starting');
    controller.handleCall(ringing({ state: 'ended', outcome: 'declined', endedAt: 5_000 }));
    controller.close();
    expect(controller.getSnapshot()).toBeNull();
  });

  it('cancels a call nobody answered yet when the caller hangs up', async () => {
    const { controller, sent } = setUp();
    await controller.startCall('conv-1');
    controller.handleCall(ringing());
    controller.hangUp();
    expect(sent.at(-1)).toEqual({ type: 'call.hangup', callId: 'call-1' });
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'cancelled' });
    // The server calls it missed; the caller who gave up still reads "cancelled".
    controller.handleCall(ringing({ state: 'ended', outcome: 'missed' }));
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'cancelled' });
  });

  it("hangs up a connected call, then takes the server's exact duration", async () => {
    const { controller, sent, microphone } = setUp();
    await controller.startCall('conv-1');
    controller.handleCall(ringing({ state: 'connected', calleeConnectionId: 'tab-other', connectedAt: 2_000 }));
    await settle();
    FakePeerConnection.instances[0]!.reach('connected');
    vi.advanceTimersByTime(65_000);
    controller.hangUp();
    expect(sent.at(-1)).toEqual({ type: 'call.hangup', callId: 'call-1' });
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'outcome', outcome: 'completed', durationSeconds: 65 });
    expect(FakePeerConnection.instances[0]!.log.at(-1)).toBe('close');
    expect(microphone.stopped).toBe(true);

    controller.handleCall(ringing({ state: 'ended', outcome: 'completed', connectedAt: 2_000, endedAt: 68_400 }));
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'outcome', outcome: 'completed', durationSeconds: 66 });
  });

  it('hangs up as failed when the audio cannot connect', async () => {
    const { controller, sent } = setUp();
    await controller.startCall('conv-1');
    controller.handleCall(ringing({ state: 'connected', calleeConnectionId: 'tab-other', connectedAt: 2_000 }));
    await settle();
    FakePeerConnection.instances[0]!.reach('failed');
    expect(sent.at(-1)).toEqual({ type: 'call.hangup', callId: 'call-1', failed: true });
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'outcome', outcome: 'failed', durationSeconds: null });
  });

  it('fails the call in a browser that cannot make a peer connection', async () => {
    const { controller, sent } = setUp({
      PeerConnection: class extends FakePeerConnection {
        constructor(configuration: RTCConfiguration) {
          super(configuration);
          throw new TypeError('RTCPeerConnection is not a constructor');
        }
      },
    });
    await controller.startCall('conv-1');
    controller.handleCall(ringing({ state: 'connected', calleeConnectionId: 'tab-other', connectedAt: 2_000 }));
    await settle();
    expect(sent.at(-1)).toEqual({ type: 'call.hangup', callId: 'call-1', failed: true });
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'outcome', outcome: 'failed', durationSeconds: null });
  });

  it('mutes the microphone track, also before the audio is up', async () => {
    const { controller, microphone } = setUp();
    await controller.startCall('conv-1');
    controller.toggleMute();
    controller.handleCall(ringing({ state: 'connected', calleeConnectionId: 'tab-other', connectedAt: 2_000 }));
    await settle();
    expect(controller.getSnapshot()?.muted).toBe(true);
    expect(microphone.track.enabled).toBe(false);
    controller.toggleMute();
    expect(microphone.track.enabled).toBe(true);
  });

  it('ignores a call this user started in another tab', () => {
    const { controller } = setUp();
    controller.handleCall(ringing({ id: 'elsewhere', callerConnectionId: 'tab-two' }));
    expect(controller.getSnapshot()).toBeNull();
  });
});

describe('being called', () => {
  it('rings, and on Accept asks for the microphone, answers, and replies to the offer', async () => {
    const { controller, sent, tracked, stages } = setUp();
    controller.handleCall(incoming());
    expect(stages()).toBe('ringing');
    expect(controller.getSnapshot()?.role).toBe('callee');

    await controller.accept();
    expect(sent).toEqual([{ type: 'call.accept', callId: 'call-1' }]);
    expect(stages()).toBe('accepting');

    expect(controller.getSnapshot()?.joined).toBe(false);
    controller.handleCall(incoming({ state: 'connected', calleeConnectionId: 'tab-me', connectedAt: 2_000 }));
    expect(controller.getSnapshot()?.joined).toBe(true);
    // The offer may arrive before the session exists: it waits.
    controller.handleSignal('call-1', { description: { type: 'offer', sdp: 'offer-sdp' } });
    await settle();
    expect(FakePeerConnection.instances[0]!.log).toEqual([
      'addTrack',
      'setRemoteDescription offer',
      'createAnswer',
      'setLocalDescription answer',
    ]);
    expect(sent.at(-1)).toEqual({ type: 'call.signal', callId: 'call-1', signal: { description: { type: 'answer', sdp: 'answer-sdp' } } });

    controller.handleCall(incoming({ state: 'ended', outcome: 'completed', connectedAt: 2_000, endedAt: 9_000 }));
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'outcome', outcome: 'completed', durationSeconds: 7 });
    expect(tracked).toEqual(['ended conv-1']);
  });

  it('stops ringing when another tab answers', () => {
    const { controller, tracked } = setUp();
    controller.handleCall(incoming());
    controller.handleCall(incoming({ state: 'connected', calleeConnectionId: 'tab-phone', connectedAt: 2_000 }));
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'answered_elsewhere' });
    expect(tracked).toEqual([]);
  });

  it('declines, and the sheet goes at once', () => {
    const { controller, sent, tracked } = setUp();
    controller.handleCall(incoming());
    controller.decline();
    expect(sent).toEqual([{ type: 'call.decline', callId: 'call-1' }]);
    expect(tracked).toEqual(['ended conv-1']);
    expect(controller.getSnapshot()).toBeNull();
    controller.handleCall(incoming({ state: 'ended', outcome: 'declined', endedAt: 3_000 }));
    expect(controller.getSnapshot()).toBeNull();
  });

  it('keeps ringing when the user closes the microphone dialog', async () => {
    const { controller, sent, stages } = setUp({ requestAudio: async () => null });
    controller.handleCall(incoming());
    await controller.accept();
    expect(stages()).toBe('ringing');
    expect(sent).toEqual([]);
  });

  it('frees a microphone granted after the caller gave up', async () => {
    let grant: (stream: ReturnType<typeof fakeMicrophone>) => void = () => {};
    const microphone = fakeMicrophone();
    const { controller, sent } = setUp({ requestAudio: () => new Promise((resolve) => (grant = resolve)) });
    controller.handleCall(incoming());
    const accepting = controller.accept();
    controller.handleCall(incoming({ state: 'ended', outcome: 'missed', endedAt: 5_000 }));
    grant(microphone);
    await accepting;
    expect(microphone.stopped).toBe(true);
    expect(sent).toEqual([]);
  });

  it('does not ring over a call in progress, and a page closing while ringing declines nothing', async () => {
    const { controller, sent } = setUp();
    controller.handleCall(incoming());
    controller.handleCall(incoming({ id: 'call-2' }));
    expect(controller.getSnapshot()?.id).toBe('call-1');
    controller.dispose();
    expect(sent).toEqual([]);
  });
});

describe('losing the connection', () => {
  it('ends the call here, as the server does when the socket closes', async () => {
    const { controller, microphone } = setUp();
    await controller.startCall('conv-1');
    controller.handleDisconnect();
    expect(controller.getSnapshot()?.end).toEqual({ kind: 'connection_lost' });
    expect(microphone.stopped).toBe(true);
  });

  it('hangs up when the page goes away in a call', async () => {
    const { controller, sent, microphone } = setUp();
    await controller.startCall('conv-1');
    controller.dispose();
    expect(sent.at(-1)).toEqual({ type: 'call.hangup', callId: 'call-1' });
    expect(microphone.stopped).toBe(true);
    expect(controller.getSnapshot()).toBeNull();
  });
});
