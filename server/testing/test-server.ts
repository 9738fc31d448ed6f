import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { s3Environment, type S3TestServer } from './s3-test-server.ts';
import { createMigratedPostgresDatabase } from './scratch-postgres.ts';
import { bucketKeys, diskKeys, testStorageKinds } from './test-storages.ts';

/**
 * API tests run against SQLite always and against PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it). Each server gets a database of its own, made here and dropped on close.
 */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Every database and storage a media suite runs on: each dialect of `testDialects`, with media on
 * the disk and on S3 (`startTestServer`'s `s3` option). Titles read `$dialect` and `$storage`.
 */
export const mediaTestSetups = testDialects.flatMap((dialect) => testStorageKinds.map((storage) => ({ dialect, storage })));

export interface TestClock {
  now(): number;
  advance(ms: number): void;
  /**
   * Stops the clock where it is, until `release`: what a test does meanwhile happens at one moment
   * for the server, however slowly a loaded machine runs it (a burst against a rate limit's window).
   */
  hold(): void;
  /** Lets a held clock run again from where it stopped. */
  release(): void;
}

/** Real time plus an offset: it runs like a clock for browsers, and tests can jump ahead or hold it. */
export function createTestClock(): TestClock {
  let offset = 0;
  let heldAt: number | undefined;
  const now = () => heldAt ?? Date.now() + offset;
  return {
    now,
    advance(ms) {
      offset += ms;
      if (heldAt !== undefined) heldAt += ms;
    },
    hold() {
      heldAt ??= now();
    },
    release() {
      if (heldAt === undefined) return;
      offset = heldAt - Date.now();
      heldAt = undefined;
    },
  };
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  /** The server's configuration, as loaded from its environment. */
  config: Config;
  /** The server's DATA_DIR. */
  dataDir: string;
  database: DatabaseHandle;
  clock: TestClock;
  /** Every stored media object's key, sorted: files under DATA_DIR/media, or the bucket's objects on S3. */
  mediaKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Keep media in a new bucket of this S3 server (through the S3_* variables) instead of files under DATA_DIR. */
  s3?: S3TestServer;
}

/** Starts the real app on a free port of 127.0.0.1 (or `PORT` when given), with the outbox SMS provider and a test clock. */
export async function startTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
  { s3 }: TestServerOptions = {},
): Promise<TestServer> {
  // A test that names DATA_DIR (a backup, a restart on the same data) keeps it; any other is the server's own.
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-test-'));
  const postgres = dialect === 'postgres' ? await createMigratedPostgresDatabase(process.env.TEST_DATABASE_URL!, 'tandem_test') : undefined;
  const bucket = s3 ? await s3.createBucket() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'outbox',
    DEV_OUTBOX: '1',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...(bucket ? s3Environment(bucket) : {}),
    ...env,
  });
  const logger = createLogger(config);
  const database = openDatabase(config, logger);
  await migrateToLatest(database);
  const clock = createTestClock();
  const app = await buildApp({ config, database, logger, now: clock.now });
  const address = await app.listen({ port: env.PORT === undefined ? 0 : config.port, host: '127.0.0.1' });
  return {
    baseUrl: address,
    app,
    config,
    dataDir,
    database,
    clock,
    mediaKeys: () => (bucket ? bucketKeys(bucket) : diskKeys(path.join(dataDir, 'media'))),
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
