import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import packageJson from '../../package.json' with { type: 'json' };
import { limits } from '../../shared/limits.ts';
import type { Config } from '../config.ts';
import { requestLogLevel as requestLogLevelFor } from '../logger.ts';
import { idleTimeoutOptions, installConnectionLimits } from './connection-limits.ts';
import { answerConnectionError, answerFrameworkError, installErrorHandling } from './error-handler.ts';
import { installRequestHygiene } from './request-hygiene.ts';
import { installSecurity } from './security.ts';

/**
 * Fastify with what every route relies on: zod schemas for validation, serialization and the
 * OpenAPI description (`/api/openapi.json`), `{ code, message }` errors, security headers and the
 * Origin check, cookies and multipart uploads, and the limits of what one client may hold
 * (idle and body timeouts, sockets per address: `connection-limits.ts`). The composition root adds the routes.
 */
export async function createHttpServer({
  config,
  logger,
  requestLogLevel = requestLogLevelFor(config.nodeEnv),
}: {
  config: Pick<Config, 'nodeEnv' | 'trustProxy' | 'publicUrl' | 'analytics' | 'connections'>;
  logger: Logger;
  /** The level of the lines every request writes; by default as `logger.ts` chooses for where the log goes. */
  requestLogLevel?: 'debug' | 'info';
}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLogController(requestLogLevel),
    // The client is the X-Forwarded-For entry `trustProxy` hops from the right (the socket is hop 0),
    // never the leftmost one a client may write.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: limits.jsonBodyMaxBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerConnectionError,
    ...idleTimeoutOptions(config.connections),
  });
  installConnectionLimits(app.server, config.connections, logger);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRequestHygiene(app);
  installSecurity(app, config);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: limits.pictureMaxBytes, files: 1, fields: 10, parts: 12 } });
  drainBodiesLeftUnread(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      // The build compiles package.json along (dist/package.json), so the document names the version that runs.
      info: { title: 'Tandem API', version: packageJson.version },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  releaseConnectionsOnceClosing(app);
  return app;
}

/** Fastify's request lines at the level given; a request that failed is still logged as an error. */
class RequestLogController extends LogController {
  constructor(private readonly level: 'debug' | 'info') {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply);
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * A request answered before its body was read to the end leaves the rest in the connection, and
 * Node drops that rest only for a body nobody began to read. @fastify/multipart stops reading a
 * form at its parts or fields limit (it unpipes the request from its parser), which may come after
 * the answer: the client could not finish sending, and the connection, kept alive, served nothing
 * more. Once answered, whatever is left of a body is read and dropped, whoever was reading it.
 */
function drainBodiesLeftUnread(app: FastifyInstance): void {
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.raw.complete) {
      request.raw.unpipe();
      request.raw.resume();
    }
    done();
  });
}

/**
 * Closing stops new connections and ends the idle ones, then waits for the others. A response
 * still streaming at that moment (a video from the disk or S3) leaves a keep-alive connection
 * that turns idle only afterwards, and nothing would end it: the close would wait for the client
 * to drop it, which browsers and fetch do only after a minute or more. So once the server is
 * closing, every finished response ends the connections that are idle by then.
 */
function releaseConnectionsOnceClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
}

/** `/healthz`: ok once every dependency answers (the database, and Redis when there is one). */
export function installHealthCheck(app: FastifyInstance, checks: (() => Promise<void>)[]): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await Promise.all(checks.map((check) => check()));
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
}

/** Anything no route answers: a JSON 404 in Tandem's error shape. */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'not_found', message: `There is no ${request.method} ${request.url.split('?')[0]}.` }),
  );
}
