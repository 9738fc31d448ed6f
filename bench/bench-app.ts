import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadOfflineEncoder, prepareOfflineBrain } from '../server/concierge/offline-brain.ts';
import { loadAppSecret } from '../server/auth/app-secret.ts';
import { createAppSettingsRepository } from '../server/auth/app-settings.repository.ts';
import { accessCookieName } from '../server/auth/auth-cookies.ts';
import { createSessionsRepository } from '../server/auth/sessions.repository.ts';
import { createSessionsService } from '../server/auth/sessions.service.ts';
import { loadConfig, type Config } from '../server/config.ts';
import { openDatabase, type DatabaseHandle, type Dialect } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createLogger } from '../server/logger.ts';
import { createScratchPostgresDatabase } from '../server/testing/scratch-postgres.ts';
import { createUsersRepository } from '../server/users/users.repository.ts';
import { createUsersService } from '../server/users/users.service.ts';

/** The databases a bench runs on: SQLite, and PostgreSQL when BENCH_DATABASE_URL names one. */
export const benchDialects: Dialect[] = process.env.BENCH_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface BenchApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** The app's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** The key that signs access tokens, as the app loaded it. */
  secret: string;
  /**
   * Signs a user in through the same services the sign-in route uses (no SMS, no send budget),
   * creating the account on first use; answers a ready `Cookie` header value.
   */
  signIn(phoneNumber: string): Promise<{ userId: string; cookie: string }>;
  close(): Promise<void>;
}

/**
 * Tandem as production runs it, minus log output, on a fresh database of its own: a temporary
 * DATA_DIR for SQLite, a scratch database for PostgreSQL. `beforeListen` may add bench-only routes;
 * `env` adds configuration (a bench may raise a budget that would otherwise be what it measures);
 * the cap of open sockets per address is off.
 */
export async function startBenchApp(
  dialect: Dialect,
  beforeListen: (app: FastifyInstance) => Promise<void> = async () => {},
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-bench-'));
  const postgres =
    dialect === 'postgres' ? await createScratchPostgresDatabase(process.env.BENCH_DATABASE_URL!, 'tandem_bench') : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'log',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Every bench client connects from 127.0.0.1, where an event's guests come from many
    // addresses: the cap of 500 open sockets per address would refuse the bench's own crowd.
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const logger = createLogger(config);
  const database = openDatabase(config, logger);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger });
  await beforeListen(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  // As server/main.ts does once it listens, waited for here: the encoder's load would otherwise take a core in
  // the middle of a measurement (one of the two causes of bench:events' slow joins, docs/benchmarks.md).
  prepareOfflineBrain();
  await loadOfflineEncoder();

  const secret = await loadAppSecret(createAppSettingsRepository(database.db), config.sessionSecret);
  const users = createUsersService({ users: createUsersRepository(database.db), adminPhones: [], now: Date.now });
  const sessions = createSessionsService({ sessions: createSessionsRepository(database.db), secret, now: Date.now, onRevoked: () => {} });

  return {
    app,
    config,
    database,
    origin,
    secret,
    async signIn(phoneNumber) {
      const { user } = await users.signIn(phoneNumber);
      const { accessToken } = await sessions.start(user.id, { userAgent: 'bench', ip: '127.0.0.1' });
      return { userId: user.id, cookie: `${accessCookieName}=${accessToken}` };
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
