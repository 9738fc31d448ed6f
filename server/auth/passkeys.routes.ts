import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema, verifyOtpResponseSchema } from '../../shared/api/auth.ts';
import {
  addPasskeySchema,
  passkeyAuthenticationOptionsSchema,
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '../../shared/api/passkeys.ts';
import { errorResponses } from '../http/error-responses.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { accessCookieName, refreshCookieName, type AuthCookies } from './auth-cookies.ts';
import type { Authenticator } from './authenticate.ts';
import type { PasskeysService } from './passkeys.service.ts';
import type { SessionsService } from './sessions.service.ts';

export interface PasskeysRoutesDependencies {
  auth: Authenticator;
  passkeys: PasskeysService;
  sessions: SessionsService;
  cookies: AuthCookies;
}

/**
 * Passkeys: signing in with one under /api/auth (anyone may ask), and the signed-in person's own
 * under /api/users/me/passkeys (outside /api/auth, so the web client renews an expired access
 * cookie for them as for any signed-in request).
 */
export function passkeysRoutes({ auth, passkeys, sessions, cookies }: PasskeysRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/auth/passkey/options', {
      schema: {
        tags: ['auth'],
        summary: 'A single-use challenge for signing in with a passkey (options for navigator.credentials.get)',
        response: { 200: passkeyAuthenticationOptionsSchema, ...errorResponses(429, 503) },
      },
      handler: (request) => passkeys.authenticationOptions(request.ip),
    });

    routes.post('/api/auth/passkey/verify', {
      schema: {
        tags: ['auth'],
        summary: "Sign in with a passkey's answer to that challenge: the same session cookies as a code gives, and no text sent",
        body: passkeySignInSchema,
        response: { 200: verifyOtpResponseSchema, ...errorResponses(400, 403, 429, 503) },
      },
      handler: async (request, reply) => {
        const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
        const { user, tokens } = await passkeys.signIn(request.body.response, client);
        await sessions.end(request.cookies[refreshCookieName], request.cookies[accessCookieName], 'replaced_by_sign_in');
        cookies.set(reply, tokens);
        return { user: toCurrentUser(user), isNewUser: false };
      },
    });

    routes.get('/api/users/me/passkeys', {
      schema: {
        tags: ['users'],
        summary: "The caller's passkeys, oldest first",
        response: { 200: passkeyListSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => ({ passkeys: await passkeys.list((await auth.requireUser(request)).id) }),
    });

    routes.post('/api/users/me/passkeys/registration-options', {
      schema: {
        tags: ['users'],
        summary:
          'A single-use challenge for adding a passkey to the caller (options for navigator.credentials.create); needs a sign-in or a code typed in the last 10 minutes',
        response: { 200: passkeyRegistrationOptionsSchema, ...errorResponses(401, 403, 409, 429, 503) },
      },
      handler: async (request) => {
        const { user, sessionId } = await auth.requireSession(request);
        return passkeys.registrationOptions(user, sessionId);
      },
    });

    routes.post('/api/users/me/passkeys', {
      schema: {
        tags: ['users'],
        summary: "Add the browser's new passkey to the caller, checked against a challenge handed to the caller",
        body: addPasskeySchema,
        response: { 201: passkeySchema, ...errorResponses(400, 401, 403, 409, 503) },
      },
      handler: async (request, reply) => {
        const user = await auth.requireUser(request);
        const added = await passkeys.add(user.id, request.body.response, request.body.name, request.headers['user-agent'] ?? null);
        return reply.status(201).send(added);
      },
    });

    routes.patch('/api/users/me/passkeys/:passkeyId', {
      schema: {
        tags: ['users'],
        summary: "Rename one of the caller's passkeys",
        params: passkeyParamsSchema,
        body: renamePasskeySchema,
        response: { 200: passkeySchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => passkeys.rename((await auth.requireUser(request)).id, request.params.passkeyId, request.body.name),
    });

    routes.delete('/api/users/me/passkeys/:passkeyId', {
      schema: {
        tags: ['users'],
        summary:
          "Remove one of the caller's passkeys (another person's answers 404, as a missing one); needs a sign-in or a code typed in the last 10 minutes",
        params: passkeyParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => {
        const { user, sessionId } = await auth.requireSession(request);
        await passkeys.remove(user.id, sessionId, request.params.passkeyId);
        return { ok: true as const };
      },
    });
  };
}
