// The matching engine's thread (see event-lists-thread.ts). Plain JavaScript: a worker is started
// from a file, and this one must load as it is under the test runner, tsx and the built server.
// Built, its TypeScript sits beside it compiled; from the sources, tsx (a development tool) reads it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

const built = new URL('./event-lists-on-thread.js', import.meta.url);
const { eventListsOnThread } = existsSync(fileURLToPath(built))
  ? await import(built.href)
  : await (await import('tsx/esm/api')).tsImport('./event-lists-on-thread.ts', import.meta.url);

parentPort.on('message', ({ id, input }) => {
  try {
    parentPort.postMessage({ id, result: eventListsOnThread(input) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
