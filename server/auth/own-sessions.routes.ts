import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  endedSessionsSchema,
  okSchema,
  ownSessionParamsSchema,
  ownSessionsResponseSchema,
  reauthenticateSchema,
} from '../../shared/api/auth.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { AuthCookies } from './auth-cookies.ts';
import type { Authenticator } from './authenticate.ts';
import { describeDevice } from './device-description.ts';
import type { OtpService } from './otp.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { isoTime, isoTimeOrNull } from '../http/iso-time.ts';

export interface OwnSessionsRoutesDependencies {
  auth: Authenticator;
  otp: OtpService;
  sessions: SessionsService;
  cookies: AuthCookies;
}

/**
 * Where a person is signed in: their live sessions, ending one of the others (after a fresh proof
 * that it is them), and that proof, a code texted to their own number typed again.
 */
export function ownSessionsRoutes({ auth, otp, sessions, cookies }: OwnSessionsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/auth/sessions', {
      schema: {
        tags: ['auth'],
        summary: "The caller's live sessions: device, sign-in and last activity, which one is this browser",
        response: { 200: ownSessionsResponseSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => {
        const { user, sessionId } = await auth.requireSession(request);
        const { sessions: live, recentUntil } = await sessions.listOwn(user.id, sessionId);
        return {
          sessions: live.map((session) => ({
            id: session.id,
            device: describeDevice(session.user_agent),
            createdAt: isoTime(session.created_at),
            lastSeenAt: isoTime(session.last_seen_at),
            current: session.current,
          })),
          recentUntil: isoTimeOrNull(recentUntil),
        };
      },
    });

    routes.delete('/api/auth/sessions', {
      schema: {
        tags: ['auth'],
        summary: 'End every session of the caller but this one; needs a sign-in or a code typed in the last 10 minutes',
        response: { 200: endedSessionsSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => {
        const { user, sessionId } = await auth.requireSession(request);
        return { ended: await sessions.endOthers(user.id, sessionId) };
      },
    });

    routes.delete('/api/auth/sessions/:sessionId', {
      schema: {
        tags: ['auth'],
        summary: "End another of the caller's sessions at once; needs a sign-in or a code typed in the last 10 minutes",
        params: ownSessionParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => {
        const { user, sessionId } = await auth.requireSession(request);
        await sessions.endOwn(user.id, sessionId, request.params.sessionId);
        return { ok: true as const };
      },
    });

    routes.post('/api/auth/reauthenticate', {
      schema: {
        tags: ['auth'],
        summary: "Confirm it is you with a code texted to your own number (POST /api/auth/otp); renews this session's tokens",
        body: reauthenticateSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
      handler: async (request, reply) => {
        const { user, sessionId } = await auth.requireSession(request);
        await otp.verifyCode(user.phone_number, request.body.code, request.ip);
        cookies.set(reply, await sessions.reauthenticate(sessionId, user.id));
        return { ok: true as const };
      },
    });
  };
}
