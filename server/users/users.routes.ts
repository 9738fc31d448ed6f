import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, updateCurrentUserSchema } from '../../shared/api/users.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import { toCurrentUser } from './current-user.ts';
import type { UsersService } from './users.service.ts';

export interface UsersRoutesDependencies {
  auth: Authenticator;
  users: UsersService;
}

/** The signed-in user's own account. */
export function usersRoutes({ auth, users }: UsersRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/users/me', {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => toCurrentUser(await auth.requireUser(request)),
    });

    routes.patch('/api/users/me', {
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's name, email, LinkedIn or notification preferences",
        body: updateCurrentUserSchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => {
        const viewer = await auth.requireUser(request);
        return toCurrentUser(await users.updateProfile(viewer.id, request.body));
      },
    });
  };
}
