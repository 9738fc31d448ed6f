import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { sql } from 'kysely';
import { limits } from '../shared/limits.ts';
import type { AppContext } from './app-context.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { analyticsIngestionRoutes } from './analytics/ingestion.routes.ts';
import { loadAppSecret } from './auth/app-secret.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthCookies } from './auth/auth-cookies.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { createOtpRepository } from './auth/otp.repository.ts';
import { createOtpService } from './auth/otp.service.ts';
import { createSessionsRepository } from './auth/sessions.repository.ts';
import { createSessionsService } from './auth/sessions.service.ts';
import { createLogSmsSender } from './auth/sms/log-sms-sender.ts';
import { createOutboxSmsSender } from './auth/sms/outbox-sms-sender.ts';
import type { SmsSender } from './auth/sms/sms-sender.ts';
import { createTwilioSmsSender } from './auth/sms/twilio-sms-sender.ts';
import { callsRoutes } from './calls/calls.routes.ts';
import { createCallsRepository } from './calls/calls.repository.ts';
import { createCallsService } from './calls/calls.service.ts';
import type { Config } from './config.ts';
import { createConversationsRepository } from './conversations/conversations.repository.ts';
import { conversationsRoutes } from './conversations/conversations.routes.ts';
import { createConversationsService, messageRateLimit } from './conversations/conversations.service.ts';
import { createMessagesRepository } from './conversations/messages.repository.ts';
import { voiceNotesRoutes } from './conversations/voice-notes.routes.ts';
import type { DatabaseHandle } from './db/database.ts';
import { creatorRequestsRoutes } from './creator-requests/creator-requests.routes.ts';
import { dossierRoutes } from './dossier/dossier.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSecurity } from './http/security.ts';
import { installWebApp } from './http/web-app.ts';
import { createFileMediaStorage } from './media/storage/file-media-storage.ts';
import { picturesRoutes } from './media/pictures.routes.ts';
import { createRealtimeInfrastructure } from './realtime/realtime-infrastructure.ts';
import { installRealtimeGateway } from './realtime/websocket-gateway.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { createUsersService } from './users/users.service.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The clock every rule reads; tests move it forward instead of waiting. */
  now?: () => number;
}

function createSmsSender(config: Config, database: DatabaseHandle, logger: Logger, now: () => number): SmsSender {
  switch (config.sms.provider) {
    case 'twilio':
      return createTwilioSmsSender(config.sms);
    case 'outbox':
      return createOutboxSmsSender(database.db, now);
    case 'log':
      return createLogSmsSender(logger);
  }
}

/** Builds the whole server without listening, so tests and `main.ts` run the same app. */
export async function buildApp({ config, database, logger, now = Date.now }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: limits.jsonBodyMaxBytes,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const secret = await loadAppSecret(database.db, config.sessionSecret);
  const usersRepository = createUsersRepository(database.db);
  const sessions = createSessionsService({ sessions: createSessionsRepository(database.db), secret, now });
  const realtime = await createRealtimeInfrastructure(config, logger, now);
  app.addHook('onClose', () => realtime.close());
  const conversations = createConversationsService({
    conversations: createConversationsRepository(database.db),
    messages: createMessagesRepository(database.db, database.dialect),
    bus: realtime.bus,
    messageRateLimiter: realtime.rateLimiter('messages', messageRateLimit),
    logger,
    now,
  });
  const calls = createCallsService({
    calls: createCallsRepository(database.db),
    conversations,
    bus: realtime.bus,
    presence: realtime.presence,
    logger,
    now,
    ringMs: config.calls.ringMs,
  });
  app.addHook('onClose', async () => calls.close());
  await calls.sweep();
  const context: AppContext = {
    config,
    database,
    logger,
    now,
    sessions,
    auth: createAuthenticator(sessions, usersRepository),
    cookies: createAuthCookies(config.publicUrl?.protocol === 'https:'),
    users: createUsersService({ users: usersRepository, adminPhones: config.adminPhones, now }),
    otp: createOtpService({
      otp: createOtpRepository(database.db),
      sms: createSmsSender(config, database, logger, now),
      secret,
      defaultRegion: config.defaultPhoneRegion,
      now,
      appHost: config.publicUrl?.host,
    }),
    media: createFileMediaStorage(path.join(config.dataDir, 'media')),
    realtime,
    conversations,
    calls,
  };

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

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await Promise.all([sql`select 1`.execute(database.db), realtime.ping()]);
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  await app.register(authRoutes(context));
  await app.register(usersRoutes(context));
  await app.register(picturesRoutes(context));
  await app.register(conversationsRoutes(context));
  await app.register(voiceNotesRoutes(context));
  await app.register(callsRoutes(context));
  await app.register(dossierRoutes(context));
  await app.register(analyticsIngestionRoutes(context));
  await app.register(analyticsRoutes(context));
  await app.register(creatorRequestsRoutes(context));
  await app.register(eventsRoutes(context));
  installRealtimeGateway(app, { config, auth: context.auth, conversations, calls, bus: realtime.bus, presence: realtime.presence, logger, now });
  await installWebApp(app, config.webDistDir);

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'not_found', message: `There is no ${request.method} ${request.url.split('?')[0]}.` }),
  );
  return app;
}
