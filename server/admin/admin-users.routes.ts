import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUserSessionParamsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  setRoleSchema,
} from '../../shared/api/admin-users.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { AdminUsersService, AdminViewer } from './admin-users.service.ts';

const errors = errorResponses(400, 401, 403, 404);

export interface AdminUsersRoutesDependencies {
  auth: Authenticator;
  adminUsers: AdminUsersService;
}

/** The admin's people API: every route is for admins only. */
export function adminUsersRoutes({ auth, adminUsers }: AdminUsersRoutesDependencies) {
  async function requireAdmin(request: FastifyRequest): Promise<AdminViewer> {
    const admin = await auth.requireAdmin(request);
    return { id: admin.id, sessionId: auth.sessionOf(request) };
  }

  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const detail = { 200: adminUserDetailSchema, ...errors };
    const action = (summary: string) => ({ tags: ['admin'], summary, params: adminUserParamsSchema, response: detail });

    routes.get('/api/admin/users', {
      schema: {
        tags: ['admin'],
        summary: 'Admins: users, newest first, by name, phone or email and role; a page at a time',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        await requireAdmin(request);
        return adminUsers.list(request.query);
      },
    });

    routes.get('/api/admin/users/:userId', {
      schema: action('Admins: one user: profile, events, matches, dossier, sessions and the audit log about them'),
      handler: async (request) => adminUsers.detail(request.params.userId, await requireAdmin(request)),
    });

    routes.post('/api/admin/users/:userId/role', {
      schema: {
        ...action('Admins: make a user an admin or take it back (never the last admin: 409 last_admin)'),
        body: setRoleSchema,
        response: { ...detail, ...errorResponses(409) },
      },
      handler: async (request) => adminUsers.setRole(await requireAdmin(request), request.params.userId, request.body.role),
    });

    routes.delete('/api/admin/users/:userId/sessions/:sessionId', {
      schema: { ...action('Admins: sign one session of a user out, at once'), params: adminUserSessionParamsSchema },
      handler: async (request) => adminUsers.revokeSession(await requireAdmin(request), request.params.userId, request.params.sessionId),
    });

    routes.post('/api/admin/users/:userId/sign-out-everywhere', {
      schema: action('Admins: sign every session of a user out, at once'),
      handler: async (request) => adminUsers.signOutEverywhere(await requireAdmin(request), request.params.userId),
    });

    routes.post('/api/admin/users/:userId/block', {
      schema: {
        ...action('Admins: block a user; every session of theirs ends (never the last admin: 409 last_admin)'),
        response: { ...detail, ...errorResponses(409) },
      },
      handler: async (request) => adminUsers.setBlocked(await requireAdmin(request), request.params.userId, true),
    });

    routes.post('/api/admin/users/:userId/unblock', {
      schema: action('Admins: unblock a user (they sign in again)'),
      handler: async (request) => adminUsers.setBlocked(await requireAdmin(request), request.params.userId, false),
    });
  };
}
