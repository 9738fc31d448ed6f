import { buildApp } from './app.ts';
import { loadOfflineEncoder, prepareOfflineBrain } from './concierge/offline-brain.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger } from './logger.ts';

/** Starts Tandem: validate the environment, migrate, listen; on SIGTERM/SIGINT, drain and close. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const database = openDatabase(config, logger);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forceExit = setTimeout(() => {
      logger.error('requests still running after 10 s; exiting anyway');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    await app.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl?.origin ?? `http://localhost:${port}`;
  logger.info({ port }, `Tandem is running at ${url}/p/ (${database.dialect}, SMS: ${config.sms.provider})`);
  if ('unavailable' in config.passkeys) logger.warn(`Passkeys are off: ${config.passkeys.unavailable}`);
  // The concierge's readers learn from their examples now (about 2 s of CPU) and the sentence encoder loads on
  // its thread, not on the first guest's turn.
  prepareOfflineBrain();
  void loadOfflineEncoder();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
