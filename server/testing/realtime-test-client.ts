import WebSocket from 'ws';
import { realtimePath } from '../../shared/realtime/connection.ts';
import type { ClientEvent, ServerEvent, ServerEventOf } from '../../shared/realtime/protocol.ts';
import type { TestClient } from './test-client.ts';

/**
 * A WebSocket client for tests, signed in with a TestClient's cookies. It keeps every event it
 * receives, so a test can wait for one that may already have arrived.
 */
export class RealtimeTestClient {
  readonly events: ServerEvent[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.events.push(JSON.parse(data.toString()) as ServerEvent);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async connect(baseUrl: string, client: TestClient | null, headers: Record<string, string> = {}): Promise<RealtimeTestClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}${realtimePath}`;
    const cookie = client?.cookieHeader(realtimePath);
    const socket = new WebSocket(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
    const realtime = new RealtimeTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    });
    return realtime;
  }

  /** Connects and waits for `hello`, the sign that the server accepted the socket. */
  static async signedIn(baseUrl: string, client: TestClient): Promise<RealtimeTestClient> {
    const realtime = await RealtimeTestClient.connect(baseUrl, client);
    await realtime.next('hello');
    return realtime;
  }

  send(event: ClientEvent | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(event));
  }

  /** The first event of this type (and matching `where`) received so far or from now on. */
  async next<T extends ServerEvent['type']>(
    type: T,
    where: (event: ServerEventOf<T>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<ServerEventOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((event): event is ServerEventOf<T> => event.type === type && where(event as ServerEventOf<T>));
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0)
        throw new Error(`no ${type} event within ${timeoutMs} ms; got ${this.events.map((event) => event.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every event of this type received so far. */
  all<T extends ServerEvent['type']>(type: T): ServerEventOf<T>[] {
    return this.events.filter((event): event is ServerEventOf<T> => event.type === type);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}
