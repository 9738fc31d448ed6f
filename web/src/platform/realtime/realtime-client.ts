import { realtimeCloseCodes, realtimePath } from '../../../../shared/realtime/connection.ts';
import type { ClientEvent, ServerEvent, ServerEventOf } from '../../../../shared/realtime/protocol.ts';
import { reconnectDelayMs } from './reconnect-delay.ts';

/**
 * The tab's one WebSocket to the server: it connects, says when it is online, hands every
 * server event to whoever listens for its type, and keeps itself alive — pings, reconnection
 * with backoff, a session refresh when the server says the access token expired.
 */

export type ConnectionStatus = 'connecting' | 'online' | 'reconnecting' | 'offline';

export interface RealtimeClient {
  readonly status: ConnectionStatus;
  /** null until `hello` arrives (and after a disconnect until the next hello). */
  readonly connectionId: string | null;
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  on<T extends ServerEvent['type']>(type: T, listener: (event: ServerEventOf<T>) => void): () => void;
  /** Sends now if online; returns false when not connected (caller decides: queue, retry, show). */
  send(event: ClientEvent): boolean;
}

/** What the client needs of a socket; `browserSocketFactory` adapts the browser's WebSocket. */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number): void;
}

export interface SocketHandlers {
  open(): void;
  message(data: string): void;
  close(code: number): void;
}

export type SocketFactory = (url: string, handlers: SocketHandlers) => RealtimeSocket;

/** The world around the client: handed in, so tests drive it with a fake socket and network. */
export interface RealtimeEnvironment {
  url: string;
  createSocket: SocketFactory;
  /** Renews the session cookies over HTTP; true when it worked. */
  refreshSession(): Promise<boolean>;
  isOnline(): boolean;
  /** Calls back when the network comes or goes and when the tab becomes visible; returns the unsubscribe. */
  watch(handlers: { online(): void; offline(): void; visible(): void }): () => void;
  random?: () => number;
}

export const pingIntervalMs = 25_000;
/** Two pings without a frame in between: the socket is dead even if the browser has not noticed. */
const maxUnansweredPings = 2;
/** A socket that has not said hello by then is treated as failed. */
export const connectTimeoutMs = 10_000;
const normalClosure = 1000;
const abnormalClosure = 1006;

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${realtimePath}`;
}

export const browserSocketFactory: SocketFactory = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => {
    if (typeof event.data === 'string') handlers.message(event.data);
  };
  socket.onclose = (event) => handlers.close(event.code);
  return { send: (data) => socket.send(data), close: (code) => socket.close(code) };
};

type AnyListener = (event: ServerEvent) => void;

/** A listener that throws must not starve the others; its error still reaches the page's error handler. */
function callSafely(listener: () => void) {
  try {
    listener();
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

export class RealtimeConnection implements RealtimeClient {
  #status: ConnectionStatus = 'connecting';
  #connectionId: string | null = null;
  readonly #environment: RealtimeEnvironment;
  readonly #statusListeners = new Set<(status: ConnectionStatus) => void>();
  readonly #listeners = new Map<ServerEvent['type'], Set<AnyListener>>();

  #started = false;
  #stopWatching: (() => void) | null = null;
  #socket: RealtimeSocket | null = null;
  /** Reconnection attempts since the last hello; sets the backoff. */
  #attempt = 0;
  #everOnline = false;
  /** A 4403: the server refused us (signed out, blocked); only a new start tries again. */
  #refused = false;
  #unansweredPings = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #connectTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(environment: RealtimeEnvironment) {
    this.#environment = environment;
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  get connectionId(): string | null {
    return this.#connectionId;
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  on<T extends ServerEvent['type']>(type: T, listener: (event: ServerEventOf<T>) => void): () => void {
    let listeners = this.#listeners.get(type);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(type, listeners);
    }
    const registered = listener as AnyListener;
    listeners.add(registered);
    return () => listeners.delete(registered);
  }

  send(event: ClientEvent): boolean {
    if (this.#status !== 'online' || !this.#socket) return false;
    this.#socket.send(JSON.stringify(event));
    return true;
  }

  /** Connects and keeps connecting until `stop`; a stopped connection can start again. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#refused = false;
    this.#attempt = 0;
    this.#stopWatching = this.#environment.watch({
      online: () => this.#connectNowIfDown(),
      offline: () => this.#goOffline(),
      visible: () => this.#connectNowIfDown(),
    });
    if (this.#environment.isOnline()) this.#connect();
    else this.#setStatus('offline');
  }

  /** Closes the socket for good (signing out, leaving the signed-in pages). */
  stop(): void {
    if (!this.#started) return;
    this.#started = false;
    this.#stopWatching?.();
    this.#stopWatching = null;
    clearTimeout(this.#reconnectTimer);
    this.#closeSocket(normalClosure);
    this.#setStatus('offline');
  }

  #connect() {
    clearTimeout(this.#reconnectTimer);
    this.#setStatus(this.#everOnline ? 'reconnecting' : 'connecting');
    const socket = this.#environment.createSocket(this.#environment.url, {
      // A socket replaced by a newer one may still report; only the current one counts.
      open: () => {
        if (socket === this.#socket) this.#startPinging();
      },
      message: (data) => {
        if (socket === this.#socket) this.#receive(data);
      },
      close: (code) => {
        if (socket === this.#socket) this.#disconnected(code);
      },
    });
    this.#socket = socket;
    this.#connectTimer = setTimeout(() => this.#dropDeadSocket(), connectTimeoutMs);
  }

  #receive(data: string) {
    let event: ServerEvent;
    try {
      event = JSON.parse(data) as ServerEvent;
    } catch {
      return;
    }
    if (typeof event !== 'object' || event === null || typeof event.type !== 'string') return;
    // Any frame shows the socket is alive, not only a pong.
    this.#unansweredPings = 0;
    if (event.type === 'hello') {
      clearTimeout(this.#connectTimer);
      this.#connectionId = event.connectionId;
      this.#attempt = 0;
      this.#everOnline = true;
      this.#setStatus('online');
    }
    for (const listener of [...(this.#listeners.get(event.type) ?? [])]) callSafely(() => listener(event));
  }

  #startPinging() {
    this.#unansweredPings = 0;
    clearInterval(this.#pingTimer);
    this.#pingTimer = setInterval(() => {
      if (this.#unansweredPings >= maxUnansweredPings) {
        this.#dropDeadSocket();
        return;
      }
      this.#unansweredPings += 1;
      this.#socket?.send(JSON.stringify({ type: 'ping' } satisfies ClientEvent));
    }, pingIntervalMs);
  }

  #dropDeadSocket() {
    this.#closeSocket(normalClosure);
    this.#disconnected(abnormalClosure);
  }

  #disconnected(code: number) {
    this.#closeSocket();
    if (!this.#started) return;
    if (code === realtimeCloseCodes.forbidden) {
      this.#refused = true;
      this.#setStatus('offline');
      return;
    }
    if (!this.#environment.isOnline()) {
      this.#setStatus('offline');
      return;
    }
    this.#setStatus(this.#everOnline ? 'reconnecting' : 'connecting');
    if (code === realtimeCloseCodes.sessionExpired) {
      void this.#environment.refreshSession().then((refreshed) => {
        if (!this.#started || this.#socket || this.#status === 'offline') return;
        // Straight back after the first refresh; a server that keeps refusing gets the backoff.
        if (refreshed && this.#attempt === 0) {
          this.#attempt += 1;
          this.#connect();
        } else {
          this.#scheduleReconnect();
        }
      });
      return;
    }
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    clearTimeout(this.#reconnectTimer);
    const delay = reconnectDelayMs(this.#attempt, this.#environment.random);
    this.#attempt += 1;
    this.#reconnectTimer = setTimeout(() => this.#connect(), delay);
  }

  /** The network is back or the tab is looked at again: waiting out the backoff would only delay. */
  #connectNowIfDown() {
    if (!this.#started || this.#refused || this.#socket || !this.#environment.isOnline()) return;
    this.#attempt = 0;
    this.#connect();
  }

  #goOffline() {
    if (!this.#started) return;
    clearTimeout(this.#reconnectTimer);
    this.#closeSocket(normalClosure);
    this.#setStatus('offline');
  }

  /** Forgets the current socket (closing it when a code is given) and everything tied to it. */
  #closeSocket(code?: number) {
    const socket = this.#socket;
    this.#socket = null;
    this.#connectionId = null;
    clearTimeout(this.#connectTimer);
    clearInterval(this.#pingTimer);
    if (socket && code !== undefined) socket.close(code);
  }

  #setStatus(status: ConnectionStatus) {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of [...this.#statusListeners]) callSafely(() => listener(status));
  }
}
