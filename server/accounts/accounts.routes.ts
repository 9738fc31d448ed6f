import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountExportSchema, deleteAccountSchema } from '../../shared/api/accounts.ts';
import { adminUserParamsSchema } from '../../shared/api/admin-users.ts';
import { okSchema } from '../../shared/api/auth.ts';
import type { AuthCookies } from '../auth/auth-cookies.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { AccountsService } from './accounts.service.ts';

export interface AccountsRoutesDependencies {
  auth: Authenticator;
  accounts: AccountsService;
  cookies: AuthCookies;
}

/** A person's own data: their download, and deleting their account (theirs, or by an admin). */
export function accountsRoutes({ auth, accounts, cookies }: AccountsRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/users/me/export', {
      schema: {
        tags: ['users'],
        summary: 'Download everything Tandem holds about the caller, and what they sent, as a JSON file',
        response: { 200: accountExportSchema, ...errorResponses(401, 403) },
      },
      handler: async (request, reply) => {
        const user = await auth.requireUser(request);
        const data = await accounts.exportOf(user.id);
        reply.header('content-disposition', `attachment; filename="tandem-data-${data.exportedAt.slice(0, 10)}.json"`);
        reply.header('cache-control', 'no-store');
        return data;
      },
    });

    routes.delete('/api/users/me', {
      schema: {
        tags: ['users'],
        summary: 'Delete the caller\'s account: personal data removed, messages others received kept as from "Deleted user"',
        body: deleteAccountSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => {
        const user = await auth.requireUser(request);
        await accounts.deleteAccount(user.id, user.id);
        cookies.clear(reply);
        return { ok: true as const };
      },
    });

    routes.delete('/api/admin/users/:userId', {
      schema: {
        tags: ['admin'],
        summary: "Admins: delete a user's account (never the last admin: 409 last_admin)",
        params: adminUserParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      handler: async (request) => {
        const admin = await auth.requireAdmin(request);
        await accounts.deleteAccount(admin.id, request.params.userId);
        return { ok: true as const };
      },
    });
  };
}
