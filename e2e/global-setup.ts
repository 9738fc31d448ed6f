import { build } from 'vite';

/** End-to-end tests run against the built app, as users get it: build it once per run. */
export default async function buildWebApp(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
