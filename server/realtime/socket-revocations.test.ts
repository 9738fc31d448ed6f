import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { SessionRevokedReason } from '../../shared/realtime/protocol.ts';
import { createInProcessBus, type RealtimeBus } from './realtime-bus.ts';
import { createSocketRevocations, revocationSweepMs } from './socket-revocations.ts';
import { createRevocationNotifier } from '../auth/session-revocations.ts';

/** What the revocations do to a socket: the frames sent and the close. */
function fakeSocket() {
  const socket = {
    readyState: WebSocket.OPEN as number,
    sent: [] as string[],
    closedWith: undefined as [number, string] | undefined,
    send(data: string) {
      socket.sent.push(data);
    },
    close(code: number, reason: string) {
      socket.closedWith = [code, reason];
      socket.readyState = WebSocket.CLOSED;
    },
  };
  return socket;
}

describe('socket revocations', () => {
  let bus: RealtimeBus;
  let ended: Map<string, SessionRevokedReason>;
  let revocations: ReturnType<typeof createSocketRevocations>;

  beforeEach(() => {
    vi.useFakeTimers();
    bus = createInProcessBus();
    ended = new Map();
    revocations = createSocketRevocations({
      bus,
      endedSessions: async (ids) => new Map([...ended].filter(([id]) => ids.includes(id))),
      logger: pino({ level: 'silent' }),
    });
  });
  afterEach(() => {
    revocations.stop();
    vi.useRealTimers();
  });

  const watch = (sessionId: string, userId = 'ana') => {
    const socket = fakeSocket();
    const unwatch = revocations.watch({
      connectionId: `connection-${sessionId}`,
      userId,
      sessionId,
      socket: socket as unknown as WebSocket,
    });
    return { socket, unwatch };
  };

  it('closes at once the sockets of the sessions a notice names, and only those', () => {
    const first = watch('s1');
    const second = watch('s2');
    const other = watch('s3', 'ben');
    createRevocationNotifier(bus)({ userId: 'ana', sessionIds: ['s1'], reason: 'signed_out' });
    expect(first.socket.closedWith).toEqual([4403, 'Signed out']);
    expect(first.socket.sent).toEqual([JSON.stringify({ type: 'session.revoked', reason: 'signed_out' })]);
    expect(second.socket.closedWith).toBeUndefined();

    createRevocationNotifier(bus)({ userId: 'ana', reason: 'account_blocked' });
    expect(second.socket.closedWith).toEqual([4403, 'Account blocked']);
    expect(other.socket.closedWith).toBeUndefined();
  });

  it('closes, at the next sweep, a socket whose notice was lost; a socket no longer watched is left alone', async () => {
    const lost = watch('s1');
    const gone = watch('s2');
    gone.unwatch();
    ended.set('s1', 'signed_out').set('s2', 'signed_out');

    await vi.advanceTimersByTimeAsync(revocationSweepMs - 1);
    expect(lost.socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(lost.socket.closedWith).toEqual([4403, 'Signed out']);
    expect(gone.socket.closedWith).toBeUndefined();
  });
});
