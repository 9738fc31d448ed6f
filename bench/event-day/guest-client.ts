import http from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { realtimePath } from '../../shared/realtime/connection.ts';
import type { ClientEvent, ServerEvent } from '../../shared/realtime/protocol.ts';
import type { Measured, StepStats } from './step-stats.ts';

/**
 * One person's browser, as far as the server can tell: its cookies (kept per path, as a browser
 * keeps Tandem's two), the Origin of Tandem's own pages on every write, the address a proxy in
 * front of Tandem reports (`X-Forwarded-For`, the server trusting one hop), and one WebSocket.
 * Requests share one keep-alive agent, as the proxy's connections to Tandem would.
 */

/** How long one request, or one wait for an event, may take before it counts as timed out. */
export const waitLimitMs = 30_000;

/** A request the server refused, or that never answered: the journey of whoever sent it ends. */
export class JourneyStopped extends Error {}

export interface Wire {
  baseUrl: string;
  agent: http.Agent;
  /** Swapped for a fresh one when the measured part of a run begins. */
  stats: StepStats;
  /** Every socket open on this wire, to close when the run ends. */
  sockets: Set<RealtimeSocket>;
}

export class GuestClient {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  private readonly url: URL;

  constructor(
    private readonly wire: Wire,
    /** The address the proxy reports for this person. */
    readonly address: string,
  ) {
    this.url = new URL(wire.baseUrl);
  }

  /** Another browser on the same wire and address, with no cookies. */
  stranger(): GuestClient {
    return new GuestClient(this.wire, this.address);
  }

  get stats(): StepStats {
    return this.wire.stats;
  }

  private cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private storeCookies(lines: string[] | undefined): void {
    for (const line of lines ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='));
      if (value === '' || attributes.some((attribute) => /^max-age=0$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: pathAttribute ? pathAttribute.slice(5) : '/' });
    }
  }

  /** One request, timed as a sample of `step`; anything but a 2xx is the step's error and stops the journey. */
  async request<T = any>(step: Measured, method: string, path: string, body?: unknown): Promise<T> {
    return (await this.requestExpecting<T>(step, method, path, body, null)) as T;
  }

  /**
   * As `request`, but an answer with the error code `expected` is one the app expects too (the
   * web app handles it): it is timed like any answer and comes back as `{ expected }`.
   */
  async requestExpecting<T = any>(
    step: Measured,
    method: string,
    path: string,
    body: unknown,
    expected: string | null,
  ): Promise<T | { expected: string }> {
    const startedAt = performance.now();
    let answer: { status: number; text: string };
    try {
      answer = await this.send(method, path, body);
    } catch (error) {
      const timedOut = error instanceof Error && error.message === 'timed out';
      if (timedOut) this.stats.timeout(step, `${method} ${path}: no answer in ${waitLimitMs} ms`);
      else this.stats.error(step, `${method} ${path}: ${(error as Error).message}`);
      throw new JourneyStopped(`${method} ${path}`);
    }
    const latency = performance.now() - startedAt;
    if (expected !== null && answer.status >= 400 && answer.text.includes(`"code":"${expected}"`)) {
      this.stats.latency(step, latency);
      return { expected };
    }
    if (answer.status < 200 || answer.status >= 300) {
      this.stats.error(step, `${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      throw new JourneyStopped(`${method} ${path} answered ${answer.status}`);
    }
    this.stats.latency(step, latency);
    return (answer.text ? JSON.parse(answer.text) : undefined) as T;
  }

  private send(method: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, accept: 'application/json' };
    if (method !== 'GET') headers.origin = this.url.origin;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const cookie = this.cookieHeader(path);
    if (cookie) headers.cookie = cookie;
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: this.url.hostname, port: this.url.port, method, path, headers, agent: this.wire.agent, timeout: waitLimitMs },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            this.storeCookies(response.headers['set-cookie']);
            resolve({ status: response.statusCode ?? 0, text });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** Opens the tab's one socket and waits for `hello`, timed as `socket connect`. */
  async connect(): Promise<RealtimeSocket> {
    const url = `${this.wire.baseUrl.replace(/^http/, 'ws')}${realtimePath}`;
    const headers = { cookie: this.cookieHeader(realtimePath), origin: this.url.origin, 'x-forwarded-for': this.address };
    const startedAt = performance.now();
    const socket = new RealtimeSocket(new WebSocket(url, { headers }), this);
    try {
      await socket.next('socket connect', (event) => event.type === 'hello');
    } catch (error) {
      socket.close();
      throw error;
    }
    this.stats.latency('socket connect', performance.now() - startedAt);
    this.wire.sockets.add(socket);
    return socket;
  }
}

type Listener = (event: ServerEvent, at: number) => void;

/** A tab's WebSocket: every event goes to every listener; `next` waits, bounded, for one. */
export class RealtimeSocket {
  private readonly listeners = new Set<Listener>();
  private readonly closeWaiters = new Set<() => void>();
  /** The step of each send still unanswered, by client id: an `error` event with that ref is that step's. */
  private readonly sendSteps = new Map<string, Measured>();
  private closedWith: string | null = null;
  private closedByGuest = false;

  constructor(
    private readonly socket: WebSocket,
    /** Whose tab this is. */
    readonly client: GuestClient,
  ) {
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as ServerEvent;
      const at = performance.now();
      if (event.type === 'ack') this.sendSteps.delete(event.clientId);
      if (event.type === 'error') {
        const step = (event.ref === null ? undefined : this.sendSteps.get(event.ref)) ?? 'socket connect';
        this.stats.error(step, `error event ${event.code} (ref ${event.ref}): ${event.message}`);
      }
      for (const listener of [...this.listeners]) listener(event, at);
    });
    socket.on('error', (error) => (this.closedWith ??= error.message));
    socket.on('unexpected-response', (_request, response) => (this.closedWith ??= `upgrade refused: ${response.statusCode}`));
    socket.on('close', (code) => {
      this.closedWith ??= `closed with ${code}`;
      for (const wake of [...this.closeWaiters]) wake();
    });
  }

  private get stats(): StepStats {
    return this.client.stats;
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends at once; `step` is the one an `error` event about this send counts under. */
  send(event: ClientEvent, step: Measured = 'socket connect'): void {
    if (this.socket.readyState !== WebSocket.OPEN) {
      this.stats.error(step, `a ${event.type} found the socket ${this.closedWith ?? 'not open'}`);
      throw new JourneyStopped('socket not open');
    }
    if (event.type === 'send') this.sendSteps.set(event.clientId, step);
    this.socket.send(JSON.stringify(event));
  }

  /** The next event that `matches`, with when it came; a closed socket or `limitMs` without one stops the journey. */
  next<T extends ServerEvent>(
    step: Measured,
    matches: (event: ServerEvent) => event is T,
    limitMs?: number,
  ): Promise<{ event: T; at: number }>;
  next(step: Measured, matches: (event: ServerEvent) => boolean, limitMs?: number): Promise<{ event: ServerEvent; at: number }>;
  next(step: Measured, matches: (event: ServerEvent) => boolean, limitMs = waitLimitMs): Promise<{ event: ServerEvent; at: number }> {
    return new Promise((resolve, reject) => {
      const stop = (why: string, timedOut: boolean) => {
        finish();
        if (timedOut) this.stats.timeout(step, why);
        else this.stats.error(step, why);
        reject(new JourneyStopped(why));
      };
      const timer = setTimeout(() => stop(`no awaited event in ${limitMs} ms`, true), limitMs);
      const unlisten = this.listen((event, at) => {
        if (!matches(event)) return;
        finish();
        resolve({ event, at });
      });
      const onClose = () => {
        if (!this.closedByGuest) return stop(`the socket ${this.closedWith} while waiting`, false);
        finish();
        reject(new JourneyStopped('the guest left'));
      };
      this.closeWaiters.add(onClose);
      const finish = () => {
        clearTimeout(timer);
        unlisten();
        this.closeWaiters.delete(onClose);
      };
      if (this.closedWith !== null) onClose();
    });
  }

  /** Follows a conversation (`open`), timed until its history has arrived. */
  async open(conversationId: string): Promise<void> {
    const openedAt = performance.now();
    this.send({ type: 'open', conversationId, afterSequence: 0 });
    await this.next('conversation open', (event) => event.type === 'messages' && event.conversationId === conversationId && !event.hasMore);
    this.stats.latency('conversation open', performance.now() - openedAt);
  }

  /** The guest leaves: what was still awaited is dropped without counting against the server. */
  close(): void {
    this.closedByGuest = true;
    this.closedWith ??= 'closed by the guest';
    this.socket.close();
  }
}
