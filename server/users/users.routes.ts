import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api/errors.ts';
import { currentUserSchema, updateCurrentUserSchema } from '../../shared/api/users.ts';
import type { AppContext } from '../app-context.ts';
import { toCurrentUser } from './current-user.ts';

export function usersRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/users/me', {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => toCurrentUser(await context.auth.requireUser(request)),
    });

    routes.patch('/api/users/me', {
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's name, email, LinkedIn or notification preferences",
        body: updateCurrentUserSchema,
        response: { 200: currentUserSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => {
        const viewer = await context.auth.requireUser(request);
        return toCurrentUser(await context.users.updateProfile(viewer.id, request.body));
      },
    });
  };
}
