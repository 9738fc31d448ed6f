import path from 'node:path';
import { startTestServer, type TestServer } from '../../server/testing/test-server.ts';
import { latestCode, TestClient } from '../../server/testing/test-client.ts';

/** The real server, with the outbox SMS provider, serving the build from `dist/web`. */
export function startAppServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer('sqlite', { WEB_DIST_DIR: path.resolve('dist/web'), ...env });
}

export function readCode(server: TestServer, phoneNumber: string): Promise<string> {
  return latestCode(new TestClient(server.baseUrl), phoneNumber);
}
