import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeTestClient } from '../testing/realtime-test-client.ts';
import { signIn, TestClient } from '../testing/test-client.ts';
import { startTestServer, testDialects, type TestServer } from '../testing/test-server.ts';

/** Short limits, so that a test sees them act; what they are for is in `connection-limits.ts`. */
const shortLimits = {
  HTTP_HEADERS_TIMEOUT_SECONDS: '1',
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  HTTP_BODY_TIMEOUT_SECONDS: '1',
  HTTP_BODY_MIN_BYTES_PER_SECOND: '1000',
};

/** A raw TCP connection to the server that keeps what it receives and says when it closed. */
type RawConnection = { socket: Socket; received: () => string; closed: Promise<void> };

async function openRaw(baseUrl: string, localAddress = '127.0.0.1'): Promise<RawConnection> {
  const { port } = new URL(baseUrl);
  const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

/** Writes `body` in slices of `sliceLength`, one every `everyMs`, until it is written or the connection closes. */
async function writeSlowly(connection: RawConnection, body: string, sliceLength: number, everyMs: number): Promise<void> {
  for (let offset = 0; offset < body.length && !connection.socket.destroyed; offset += sliceLength) {
    connection.socket.write(body.slice(offset, offset + sliceLength));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const postHeaders = (bodyLength: number) =>
  `PATCH /api/users/me HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bodyLength}\r\n\r\n`;

/** The answer's status line and body, once the server answered (a response is complete when the connection is not). */
async function answerOf(connection: RawConnection): Promise<{ status: number; body: string }> {
  for (let waited = 0; !/\r\n\r\n[\s\S]*\}/.test(connection.received()); waited++) {
    if (waited > 200) throw new Error(`no answer; got ${JSON.stringify(connection.received())}`);
    await Promise.race([connection.closed, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  const text = connection.received();
  return { status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

describe.each(testDialects)('connection limits (%s)', (dialect) => {
  const openConnections: RawConnection[] = [];
  afterEach(() => {
    for (const connection of openConnections.splice(0)) connection.socket.destroy();
  });
  const open = async (baseUrl: string, localAddress?: string) => {
    const connection = await openRaw(baseUrl, localAddress);
    openConnections.push(connection);
    return connection;
  };

  describe('timeouts', () => {
    let server: TestServer;
    beforeEach(async () => {
      server = await startTestServer(dialect, shortLimits);
    });
    afterEach(() => server.close());

    it('answers 408 request_timeout and closes a request whose body trickles below the minimum rate', async () => {
      const connection = await open(server.baseUrl);
      connection.socket.write(postHeaders(10_000));
      // A byte every 100 ms is a hundredth of the 1,000 bytes a second asked for.
      await writeSlowly(connection, ' '.repeat(10_000), 1, 100);
      await connection.closed;
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(connection.received().split('\r\n\r\n')[1]!)).toMatchObject({ code: 'request_timeout' });
    });

    it('answers 408 and closes a request whose body stops', async () => {
      const connection = await open(server.baseUrl);
      connection.socket.write(`${postHeaders(10_000)}{"name":`);
      await connection.closed;
      expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('lets a body slower than the grace through when it comes at the minimum rate or faster', async () => {
      const connection = await open(server.baseUrl);
      // 500 bytes every 50 ms, ten times the minimum, for longer than the one second of grace.
      const body = `{${' '.repeat(20_000)}}`;
      connection.socket.write(postHeaders(body.length));
      await writeSlowly(connection, body, 500, 50);
      const answer = await answerOf(connection);
      // Signed out: the body arrived whole and was read, and the route asks who calls.
      expect(answer.status).toBe(401);
    });

    it('closes a connection that sends nothing, and a kept-alive one once it has been idle', async () => {
      const silent = await open(server.baseUrl);
      await silent.closed;

      const keptAlive = await open(server.baseUrl);
      keptAlive.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect((await answerOf(keptAlive)).status).toBe(200);
      await keptAlive.closed;
      expect(keptAlive.received().match(/HTTP\/1\.1/g)).toHaveLength(1);
    });

    it('answers 408 request_timeout in Tandem’s shape, and closes, a connection whose headers never finish', async () => {
      const stalled = await open(server.baseUrl);
      stalled.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      const answer = await answerOf(stalled);
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ code: 'request_timeout', message: 'The request took too long to arrive. Try again.' });
      await stalled.closed;
    });

    it('keeps a WebSocket open past every HTTP timeout: it has its own heartbeat', async () => {
      const client = new TestClient(server.baseUrl);
      await signIn(client, '+12025550142');
      const realtime = await RealtimeTestClient.signedIn(server.baseUrl, client);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      realtime.send({ type: 'ping' });
      await realtime.next('pong');
      await realtime.close();
    });
  });

  describe('sockets per address', () => {
    let server: TestServer;
    beforeEach(async () => {
      server = await startTestServer(dialect, { HTTP_MAX_CONNECTIONS_PER_ADDRESS: '5' });
    });
    afterEach(() => server.close());

    const healthCheck = async (connection: RawConnection) => {
      connection.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      return (await answerOf(connection)).status;
    };

    it('refuses the sixth open socket of one address while another address gets through', async () => {
      const first = await Promise.all(Array.from({ length: 5 }, () => open(server.baseUrl)));
      // Each answered, so the server counts all five.
      for (const connection of first) expect(await healthCheck(connection)).toBe(200);

      const sixth = await open(server.baseUrl);
      sixth.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await sixth.closed;
      expect(sixth.received()).toBe('');

      const otherAddress = await open(server.baseUrl, '127.0.0.2');
      expect(await healthCheck(otherAddress)).toBe(200);

      // A socket that closes makes room again.
      first[0]!.socket.destroy();
      await first[0]!.closed;
      let again: RawConnection;
      let attempts = 0;
      do {
        again = await open(server.baseUrl);
        again.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
        await Promise.race([again.closed, answerOf(again).catch(() => {})]);
      } while (again.received() === '' && ++attempts < 20);
      expect((await answerOf(again)).status).toBe(200);
    });
  });
});
