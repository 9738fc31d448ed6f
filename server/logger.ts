import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * Readable lines on a terminal (`npm start`, `npm run dev`), so that the sign-in code the log SMS
 * provider prints is easy to find; JSON lines anywhere else (a service manager, a log collector,
 * a pipe) and in tests.
 */
export function logFormat(nodeEnv: Config['nodeEnv'], stdoutIsTerminal: boolean): 'readable' | 'json' {
  return stdoutIsTerminal && nodeEnv !== 'test' ? 'readable' : 'json';
}

/**
 * The level of Fastify's two lines per request ("incoming request", "request completed"): on a
 * terminal, where a person reads the log, debug, so one page load's dozens of lines do not bury
 * the rest (`LOG_LEVEL=debug` shows them); in JSON, info, the access log a collector keeps.
 */
export function requestLogLevel(nodeEnv: Config['nodeEnv'], stdoutIsTerminal = Boolean(process.stdout.isTTY)): 'debug' | 'info' {
  return logFormat(nodeEnv, stdoutIsTerminal) === 'readable' ? 'debug' : 'info';
}

/** The one logger, with cookies and auth headers never written out, in either format. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  if (logFormat(config.nodeEnv, stdoutIsTerminal) === 'json') return pino(options);
  // Synchronous, so the last lines before an exit are not lost; a terminal is never the bottleneck.
  return pino(options, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }));
}
