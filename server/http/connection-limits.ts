import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { ConnectionLimitsConfig } from '../config.ts';

/**
 * The options of Node's HTTP server that end idle connections: one that has not sent its
 * request's headers in time is answered 408 and closed (Node checks every
 * `connectionsCheckingInterval`, so a short timeout is checked often enough), and a kept-alive
 * one waiting for its next request is closed after `keepAliveTimeoutMs`. A WebSocket leaves the
 * HTTP server at its upgrade, so neither applies to it: it has its own heartbeat.
 */
export function idleTimeoutOptions(limits: ConnectionLimitsConfig) {
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.round(limits.headersTimeoutMs / 4))),
    },
  };
}

type BodyInProgress = {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  bytesReadAtStart: number;
  /** Time the body was waited for while the server had read everything that came. */
  waitedMs: number;
};

/**
 * What the HTTP server itself keeps from one client:
 *
 * - **Sockets per address**: a connection from an address that already holds
 *   `maxConnectionsPerAddress` open sockets (HTTP and WebSocket alike) is destroyed at once.
 * - **Request bodies that trickle or stop**: a body must arrive within `bodyTimeoutMs`, plus one
 *   second for every `bodyMinBytesPerSecond` bytes received so far. A rate, not a total: a 90 MB
 *   video over a slow phone's 1 Mbit/s takes 12 minutes and earns them as it goes, while a body
 *   of a byte every few seconds is cut after the grace. The credit is cumulative, so a phone that
 *   stalls while it changes cells keeps what it earned. Only time the client is the slow side
 *   counts: while received bytes wait unread in the request (the server is busy storing them),
 *   the clock stops. Past its time the request is answered 408 `request_timeout` (when nothing
 *   was answered yet) and its connection closed.
 *
 * Answers a function that stops the body checks (the server closes on its own).
 */
export function installConnectionLimits(server: Server, limits: ConnectionLimitsConfig, logger: Logger): () => void {
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return void socket.destroy();
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (limits.maxConnectionsPerAddress > 0 && open > limits.maxConnectionsPerAddress) {
      logger.warn({ address, open: open - 1 }, 'refused a connection: too many open from one address');
      return void socket.destroy();
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });

  const bodies = new Set<BodyInProgress>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // A request without Content-Length or Transfer-Encoding has no body (RFC 9112 6.3): nothing to time,
    // and keeping every GET here until the next check would hold its objects past the young GC.
    if (!hasBody(request)) return;
    const socket = request.socket as Socket;
    bodies.add({ request, response, socket, bytesReadAtStart: socket.bytesRead, waitedMs: 0 });
  });

  const checkEveryMs = Math.min(1_000, Math.max(20, Math.round(limits.bodyTimeoutMs / 4)));
  let lastCheck = Date.now();
  const check = setInterval(() => {
    const now = Date.now();
    const elapsed = now - lastCheck;
    lastCheck = now;
    for (const body of bodies) {
      if (body.request.complete || body.socket.destroyed) {
        bodies.delete(body);
        continue;
      }
      // Once answered, the server wants no more of the body: unread bytes no longer stop the clock.
      if (body.request.readableLength === 0 || body.response.writableEnded) body.waitedMs += elapsed;
      const received = body.socket.bytesRead - body.bytesReadAtStart;
      if (body.waitedMs > limits.bodyTimeoutMs + (received / limits.bodyMinBytesPerSecond) * 1000) {
        bodies.delete(body);
        timeOut(body, received);
      }
    }
  }, checkEveryMs);
  check.unref();

  function timeOut({ request, response, socket }: BodyInProgress, received: number): void {
    logger.info({ method: request.method, url: request.url, received }, 'closed a request whose body came too slowly');
    if (response.headersSent) return void socket.destroy();
    const answer = JSON.stringify({ code: 'request_timeout', message: 'The request took too long to arrive. Try again.' });
    response.writeHead(408, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer),
      connection: 'close',
    });
    response.end(answer);
    // Ends the socket once the answer is written, whatever of the body is still coming.
    socket.destroySoon();
  }

  const stop = () => clearInterval(check);
  server.once('close', stop);
  return stop;
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}
