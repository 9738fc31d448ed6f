import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three suites: `unit` (pure logic, next to the code), `api` (real HTTP against SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set) and `e2e` (headless Chromium against the built app).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on a 2-core machine); the unit and API files
    // mostly wait on I/O, so they share every core. The end-to-end suite has a worker count of its
    // own, and `npm test` (scripts/test.sh) runs it alone, after the others.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{server,shared,web}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Guards against a hang, not a speed limit: some tests compute for seconds (speech
          // recognition, the concierge's readers training in a file's first test) and take several
          // times longer while lint and typecheck run beside them on 2 cores (scripts/test.sh);
          // Vitest's 5 s failed them on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // expect.poll waits for a state, with a hang guard too: its 1 s default failed on a busy machine.
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          // Each file starts its own server on its own database; sharing modules spares every file
          // re-importing the server and re-training the concierge's readers (about 3 s each).
          isolate: false,
          // Each file's test servers share one build of the offline recognizer's model.
          setupFiles: ['server/testing/shared-recognizer-model.ts'],
          // Hang guards, as for the unit suite: the crash and two-instance files start servers as
          // child processes, which took more than 20 s (tests) and 30 s (hooks) on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // Builds the app and starts the shared browsers once for every file.
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As long as Playwright's own waits: with the 1 s default, a state the app reached a little
          // later on a busy machine failed the test (help's unread count, issue 29).
          expect: { poll: { timeout: 30_000 } },
          // Two workers, each running its files one after the other: the server's modules load (and
          // the concierge's readers train) once per worker, not once per file, and each file still
          // starts its own server. A file mostly waits (on the browser, on the app's timers, on real
          // time for calls), so a second worker fills that time.
          maxWorkers: 2,
          isolate: false,
          // A project with a worker count of its own runs in a group of its own.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
