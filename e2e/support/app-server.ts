import path from 'node:path';
import { startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { TestClient } from '../../server/testing/test-client.ts';

/** The real server, with the outbox SMS provider, serving the build from `dist/web`. */
export function startAppServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer('sqlite', { WEB_DIST_DIR: path.resolve('dist/web'), ...env });
}

const messagesRead = new Set<string>();

/**
 * The code of the newest SMS to a number that no earlier call returned: a click on "Send code"
 * only starts the request, so this waits for its message to arrive.
 */
export async function readCode(server: TestServer, phoneNumber: string, timeoutMs = 10_000): Promise<string> {
  const client = new TestClient(server.baseUrl);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = await client.get<{ body: string; createdAt: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(phoneNumber)}`);
    const newest = outbox.body[0];
    const key = newest && `${server.baseUrl} ${phoneNumber} ${newest.createdAt} ${newest.body}`;
    const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
    if (key && code && !messagesRead.has(key)) {
      messagesRead.add(key);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no new code in the outbox for ${phoneNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
