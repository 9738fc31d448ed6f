import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { limits } from '../../shared/limits.ts';
import type { Config } from '../config.ts';
import { installErrorHandling } from './error-handler.ts';
import { installSecurity } from './security.ts';

/**
 * Fastify with what every route relies on: zod schemas for validation, serialization and the
 * OpenAPI description (`/api/openapi.json`), `{ code, message }` errors, security headers and the
 * Origin check, cookies and multipart uploads. The composition root adds the routes.
 */
export async function createHttpServer({ config, logger }: { config: Pick<Config, 'trustProxy' | 'publicUrl' | 'analytics'>; logger: Logger }): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: limits.jsonBodyMaxBytes,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurity(app, config);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: limits.pictureMaxBytes, files: 1, fields: 10, parts: 12 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Tandem API', version: process.env.npm_package_version ?? '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  return app;
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
