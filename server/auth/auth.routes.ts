import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okSchema,
  requestOtpResponseSchema,
  requestOtpSchema,
  sessionResponseSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '../../shared/api/auth.ts';
import { ApiError } from '../http/api-error.ts';
import { errorResponses } from '../http/error-responses.ts';
import { toCurrentUser } from '../users/current-user.ts';
import { accessCookieName, refreshCookieName, type AuthCookies } from './auth-cookies.ts';
import type { Authenticator } from './authenticate.ts';
import type { OtpService } from './otp.service.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SignInService } from './sign-in.service.ts';

const errors = errorResponses(400, 401, 403, 429);

type SignedInUser = Awaited<ReturnType<Authenticator['requireUser']>>;

export interface AuthRoutesDependencies {
  auth: Authenticator;
  otp: OtpService;
  signIn: SignInService;
  sessions: SessionsService;
  cookies: AuthCookies;
}

/** Signing in with a code by SMS, keeping the session alive, signing out. */
export function authRoutes({ auth, otp, signIn, sessions, cookies }: AuthRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/auth/otp', {
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-in code by SMS',
        body: requestOtpSchema,
        response: { 200: requestOtpResponseSchema, ...errors, ...errorResponses(502) },
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
        const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
        const { user, isNewUser, tokens } = await signIn.withCode(request.body.phoneNumber, request.body.code, client);
        await sessions.end(request.cookies[refreshCookieName], request.cookies[accessCookieName], 'replaced_by_sign_in');
        cookies.set(reply, tokens);
        return { user: toCurrentUser(user), isNewUser };
      },
    });

    routes.get('/api/auth/session', {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in on this browser, renewing an expired access cookie from the refresh cookie; null when nobody is',
        response: { 200: sessionResponseSchema, ...errorResponses(403) },
      },
      handler: async (request, reply) => {
        const signedIn = await userOrNobody(auth.userOfAccessToken(request.cookies[accessCookieName]));
        if (signedIn) return { user: toCurrentUser(signedIn) };
        if (!request.cookies[refreshCookieName]) return { user: null };
        try {
          const tokens = await sessions.refresh(request.cookies[refreshCookieName]);
          const { user } = await auth.userOfAccessToken(tokens.accessToken);
          cookies.set(reply, tokens);
          return { user: toCurrentUser(user) };
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 401)) throw error;
          cookies.clear(reply);
          return { user: null };
        }
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
        await sessions.end(request.cookies[refreshCookieName], request.cookies[accessCookieName]);
        cookies.clear(reply);
        return { ok: true as const };
      },
    });

    routes.post('/api/auth/sign-out-everywhere', {
      schema: {
        tags: ['auth'],
        summary: "End every session of the caller's account, this one included, and clear its cookies",
        response: { 200: okSchema, ...errors },
      },
      handler: async (request, reply) => {
        const user = await auth.requireUser(request);
        await sessions.endEverywhere(user.id);
        cookies.clear(reply);
        return { ok: true as const };
      },
    });
  };
}

/** The user a token check found, or null when it found nobody (a 401); any other refusal stands. */
async function userOrNobody(check: Promise<{ user: SignedInUser }>): Promise<SignedInUser | null> {
  try {
    return (await check).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
