import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { ConciergeBrain } from '../concierge/concierge-turn.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createMigratedPostgresDatabase } from './scratch-postgres.ts';
import { createTestClock, type TestClock } from './test-server.ts';

/** One running app on the shared database. */
export interface AppInstance {
  baseUrl: string;
  app: FastifyInstance;
  /** Closes the app as a deploy would: its jobs hand back what they hold. */
  close(): Promise<void>;
}

export interface InstanceOptions {
  /** The concierge's brain; the one the config chooses when absent. */
  brain?: ConciergeBrain;
  /** How far this instance's clock runs ahead of the test clock: past another instance's leases, as after a long outage. */
  aheadMs?: number;
}

/**
 * Tandem on one database that outlives its app instances, for what the concierge must survive:
 * an instance stopped mid-job and started again on the same database (and port), or a second
 * instance taking over the jobs of one that died. Each instance's concierge brain can be scripted.
 */
export interface ConciergeTestServer {
  /** The address of the main instance; a restart keeps it, so clients keep their cookies. */
  readonly baseUrl: string;
  /** The main instance as it runs now. */
  readonly main: AppInstance;
  readonly database: DatabaseHandle;
  readonly clock: TestClock;
  /** Stops the main instance gracefully (unless it was closed already) and starts a new one on the same database and port. */
  restart(options?: InstanceOptions): Promise<void>;
  /** Another instance on the same database, on a port of its own; closed with the server. */
  startInstance(options?: InstanceOptions): Promise<AppInstance>;
  close(): Promise<void>;
}

export async function startConciergeTestServer(
  dialect: Dialect,
  options: InstanceOptions & { env?: Record<string, string> } = {},
): Promise<ConciergeTestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-concierge-'));
  const postgres =
    dialect === 'postgres' ? await createMigratedPostgresDatabase(process.env.TEST_DATABASE_URL!, 'tandem_concierge') : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'outbox',
    DEV_OUTBOX: '1',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const logger = createLogger(config);
  const database = openDatabase(config, logger);
  await migrateToLatest(database);
  const clock = createTestClock();
  const instances = new Set<AppInstance>();

  async function startInstance({ brain, aheadMs = 0 }: InstanceOptions = {}, port = 0): Promise<AppInstance> {
    const app = await buildApp({ config, database, logger, now: () => clock.now() + aheadMs, conciergeBrain: brain });
    const instance: AppInstance = {
      baseUrl: await app.listen({ port, host: '127.0.0.1' }),
      app,
      async close() {
        if (!instances.delete(instance)) return;
        await app.close();
      },
    };
    instances.add(instance);
    return instance;
  }

  let main = await startInstance(options);
  return {
    baseUrl: main.baseUrl,
    get main() {
      return main;
    },
    database,
    clock,
    async restart(restartOptions) {
      await main.close();
      main = await startInstance(restartOptions, Number(new URL(main.baseUrl).port));
    },
    startInstance: (instanceOptions) => startInstance(instanceOptions),
    async close() {
      for (const instance of [...instances]) await instance.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
