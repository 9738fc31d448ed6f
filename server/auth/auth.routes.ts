import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okSchema,
  outboxMessageSchema,
  requestOtpResponseSchema,
  requestOtpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '../../shared/api/auth.ts';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import type { AppContext } from '../app-context.ts';
import { ApiError } from '../http/api-error.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { accessCookieName, refreshCookieName } from './auth-cookies.ts';
import { toE164 } from '../../shared/phone-number.ts';
import { listOutbox } from './sms/outbox-sms-sender.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export function authRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const { otp, sessions, users, cookies } = context;

    routes.post('/api/auth/otp', {
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-in code by SMS',
        body: requestOtpSchema,
        response: { 200: requestOtpResponseSchema, ...errors, 502: apiErrorSchema },
      },
      handler: (request) => otp.requestCode(request.body.phoneNumber, request.ip),
    });

    routes.post('/api/auth/otp/verify', {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the code; creates the account on first sign-in',
        body: verifyOtpSchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const phoneNumber = await otp.verifyCode(request.body.phoneNumber, request.body.code);
        const { user, isNewUser } = await users.signIn(phoneNumber);
        const tokens = await sessions.start(user.id, { userAgent: request.headers['user-agent'] ?? null, ip: request.ip });
        cookies.set(reply, tokens);
        return { user: toCurrentUser(user), isNewUser };
      },
    });

    routes.post('/api/auth/refresh', {
      schema: { tags: ['auth'], summary: 'Rotate the refresh token and renew the access cookie', response: { 200: okSchema, ...errors } },
      handler: async (request, reply) => {
        try {
          cookies.set(reply, await sessions.refresh(request.cookies[refreshCookieName]));
          return { ok: true as const };
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) cookies.clear(reply);
          throw error;
        }
      },
    });

    routes.post('/api/auth/logout', {
      schema: { tags: ['auth'], summary: 'End this session and clear its cookies', response: { 200: okSchema } },
      handler: async (request, reply) => {
        const access = sessions.readAccessToken(request.cookies[accessCookieName]);
        await sessions.end(request.cookies[refreshCookieName], access);
        cookies.clear(reply);
        return { ok: true as const };
      },
    });

    routes.get('/api/dev/outbox', {
      schema: {
        tags: ['dev'],
        summary: 'SMS written by the outbox provider, newest first (only with DEV_OUTBOX=1)',
        querystring: z.strictObject({ to: z.string().max(32).optional() }),
        response: { 200: z.array(outboxMessageSchema), 404: apiErrorSchema },
      },
      handler: async (request) => {
        if (!context.config.devOutbox) throw new ApiError(404, 'not_found', 'There is no such endpoint.');
        // A `+` in a query string arrives as a space (`?to=+1202…`), so the number is read leniently.
        const to = request.query.to?.trim().replace(/^(?!\+)/, '+');
        return listOutbox(context.database.db, to && (toE164(to, context.config.defaultPhoneRegion) ?? to));
      },
    });
  };
}
