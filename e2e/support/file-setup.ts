import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from '../../server/testing/test-server.ts';
import { startAppServer } from './app-server.ts';
import { launchBrowser } from './browser.ts';

/**
 * Starts the app server (with `env`) and a headless Chromium before a file's tests, hands both to
 * `use` for the file to keep, and closes them after its last test:
 * `useAppAndBrowser({ ADMIN_PHONES: adminPhone }, (app) => ({ server, browser } = app));`
 */
export function useAppAndBrowser(env: Record<string, string>, use: (app: { server: TestServer; browser: Browser }) => void): void {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer(env);
    browser = await launchBrowser();
    use({ server, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
}
