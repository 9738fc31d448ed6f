import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions, sharedBrowserKinds, type SharedBrowserKind } from './support/chromium.ts';

/**
 * End-to-end tests run against the built app, as users get it: build it once per run. The
 * browsers most files use start once too, and each file connects to them (`launchBrowser`).
 */
export default async function setUpEndToEnd(project: TestProject): Promise<() => Promise<void>> {
  await buildWebApp();
  const browsers = await launchSharedBrowsers();
  project.provide(
    'sharedBrowsers',
    Object.fromEntries(browsers.map(([kind, server]) => [kind, server.wsEndpoint()])) as Record<SharedBrowserKind, string>,
  );
  return async () => {
    await Promise.all(browsers.map(([, server]) => server.close()));
  };
}

async function buildWebApp(): Promise<void> {
  // Vitest runs with NODE_ENV=test, which would give React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

function launchSharedBrowsers() {
  return Promise.all(
    Object.entries(sharedBrowserKinds).map(
      async ([kind, options]) => [kind as SharedBrowserKind, await chromium.launchServer(chromiumLaunchOptions(options))] as const,
    ),
  );
}
