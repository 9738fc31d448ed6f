import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvent, ServerEvent } from '../../../../shared/realtime/protocol.ts';
import {
  connectTimeoutMs,
  pingIntervalMs,
  RealtimeConnection,
  realtimeUrl,
  type ConnectionStatus,
  type RealtimeEnvironment,
  type SocketHandlers,
} from './realtime-client.ts';

class FakeSocket {
  readonly sent: ClientEvent[] = [];
  closedWith: number | undefined;

  constructor(
    readonly url: string,
    readonly handlers: SocketHandlers,
  ) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientEvent);
  }

  close(code?: number) {
    this.closedWith = code;
  }

  /** The server accepts: the socket opens and says hello. */
  accept(connectionId = 'connection-1') {
    this.handlers.open();
    this.receive({ type: 'hello', userId: 'user-1', connectionId, serverTime: 0 });
  }

  receive(event: ServerEvent) {
    this.handlers.message(JSON.stringify(event));
  }
}

function setUp({ online = true, refreshed = true } = {}) {
  const sockets: FakeSocket[] = [];
  const network = { online, handlers: null as null | { online(): void; offline(): void; visible(): void } };
  const refreshSession = vi.fn(async () => refreshed);
  const environment: RealtimeEnvironment = {
    url: 'ws://tandem.test/api/realtime',
    createSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    refreshSession,
    isOnline: () => network.online,
    watch: (handlers) => {
      network.handlers = handlers;
      return () => (network.handlers = null);
    },
    random: () => 1,
  };
  const client = new RealtimeConnection(environment);
  const statuses: ConnectionStatus[] = [];
  client.onStatus((status) => statuses.push(status));
  const latest = () => sockets.at(-1)!;
  return { client, sockets, latest, network, statuses, refreshSession };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeConnection', () => {
  it('connects, goes online on hello, and hands events to the listeners of their type', () => {
    const { client, latest, statuses } = setUp();
    const messages: ServerEvent[] = [];
    client.on('message', (event) => messages.push(event));
    client.start();
    expect(client.status).toBe('connecting');
    expect(client.send({ type: 'typing', conversationId: 'c1' })).toBe(false);

    latest().accept('connection-7');
    expect(client.status).toBe('online');
    expect(client.connectionId).toBe('connection-7');
    expect(statuses).toEqual(['online']);

    latest().receive({ type: 'typing', conversationId: 'c1', userId: 'u2' });
    expect(messages).toEqual([]);
    expect(client.send({ type: 'typing', conversationId: 'c1' })).toBe(true);
    expect(latest().sent).toEqual([{ type: 'typing', conversationId: 'c1' }]);
  });

  it('has a connection id exactly while online, changing only with the status (what useConnectionId relies on)', () => {
    const { client, latest } = setUp();
    const seen: [string, string | null][] = [];
    client.onStatus((status) => seen.push([status, client.connectionId]));
    client.start();
    latest().accept('connection-1');
    latest().handlers.close(1006);
    vi.advanceTimersByTime(10_000);
    latest().accept('connection-2');
    client.stop();
    expect(seen).toEqual([
      ['online', 'connection-1'],
      ['reconnecting', null],
      ['online', 'connection-2'],
      ['offline', null],
    ]);
  });

  it('keeps calling the other listeners when one throws', () => {
    const { client, latest } = setUp();
    const seen: string[] = [];
    client.on('pong', () => {
      throw new Error('broken listener');
    });
    client.on('pong', () => seen.push('pong'));
    client.start();
    latest().accept();
    latest().receive({ type: 'pong' });
    expect(seen).toEqual(['pong']);
    expect(() => vi.runOnlyPendingTimers()).toThrow('broken listener');
  });

  it('reconnects with a growing backoff after drops, and resets it after a hello', () => {
    const { client, sockets, latest, statuses } = setUp();
    client.start();
    latest().accept();
    latest().handlers.close(1006);
    expect(client.status).toBe('reconnecting');
    expect(client.connectionId).toBeNull();

    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().handlers.close(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    latest().accept('connection-2');
    expect(statuses).toEqual(['online', 'reconnecting', 'online']);
    latest().handlers.close(1001);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it('pings every 25 seconds and drops a socket that missed two pongs', () => {
    const { client, sockets, latest } = setUp();
    client.start();
    latest().accept();
    vi.advanceTimersByTime(pingIntervalMs);
    expect(latest().sent).toEqual([{ type: 'ping' }]);
    latest().receive({ type: 'pong' });

    vi.advanceTimersByTime(pingIntervalMs * 2);
    expect(client.status).toBe('online');
    vi.advanceTimersByTime(pingIntervalMs);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a socket that never says hello', () => {
    const { client, sockets, latest } = setUp();
    client.start();
    latest().handlers.open();
    vi.advanceTimersByTime(connectTimeoutMs);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(client.status).toBe('connecting');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('refreshes the session on 4401 and reconnects at once', async () => {
    const { client, sockets, latest, refreshSession } = setUp();
    client.start();
    latest().accept();
    latest().receive({ type: 'session.expired' });
    latest().handlers.close(4401);
    expect(refreshSession).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    latest().accept('connection-2');
    expect(client.status).toBe('online');
  });

  it('backs off when the refresh fails', async () => {
    const { client, sockets, latest } = setUp({ refreshed: false });
    client.start();
    latest().accept();
    latest().handlers.close(4401);
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
  });

  it('stays offline after a 4403 refusal', () => {
    const { client, sockets, latest, network } = setUp();
    client.start();
    latest().accept();
    latest().handlers.close(4403);
    expect(client.status).toBe('offline');
    network.handlers!.visible();
    network.handlers!.online();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('is offline without a network, and reconnects the moment it returns', () => {
    const { client, sockets, latest, network } = setUp({ online: false });
    client.start();
    expect(client.status).toBe('offline');
    expect(sockets).toHaveLength(0);

    network.online = true;
    network.handlers!.online();
    latest().accept();
    expect(client.status).toBe('online');

    network.online = false;
    network.handlers!.offline();
    expect(client.status).toBe('offline');
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('skips the backoff when the tab becomes visible again', () => {
    const { client, sockets, latest, network } = setUp();
    client.start();
    latest().accept();
    latest().handlers.close(1006);
    latest().handlers.close(1006);
    network.handlers!.visible();
    expect(sockets).toHaveLength(2);
    network.handlers!.visible();
    expect(sockets).toHaveLength(2);
  });

  it('ignores a replaced socket that reports late', () => {
    const { client, sockets, latest, network } = setUp();
    client.start();
    const first = latest();
    first.accept();
    network.online = false;
    network.handlers!.offline();
    network.online = true;
    network.handlers!.online();
    first.handlers.close(1000);
    first.receive({ type: 'hello', userId: 'user-1', connectionId: 'stale', serverTime: 0 });
    expect(client.status).toBe('reconnecting');
    expect(client.connectionId).toBeNull();
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket and stops watching on stop, and can start again', () => {
    const { client, sockets, latest, network } = setUp();
    client.start();
    latest().accept();
    client.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(client.status).toBe('offline');
    expect(network.handlers).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    client.start();
    expect(sockets).toHaveLength(2);
  });
});

describe('realtimeUrl', () => {
  it('uses the page origin, wss on https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'tandem.example' })).toBe('wss://tandem.example/api/realtime');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
  });
});
