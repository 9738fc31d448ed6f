import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/** The one logger: JSON lines, with cookies and auth headers never written out. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}
