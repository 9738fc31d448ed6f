import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, onboardingSchema, updateCurrentUserSchema } from '../../shared/api/users.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import { toCurrentUser } from './current-user.ts';
import type { OnboardingService } from './onboarding.service.ts';
import type { UsersService } from './users.service.ts';

export interface UsersRoutesDependencies {
  auth: Authenticator;
  users: UsersService;
  onboarding: OnboardingService;
}

/** The signed-in user's own account. */
export function usersRoutes({ auth, users, onboarding }: UsersRoutesDependencies) {
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

    routes.get('/api/users/me/onboarding', {
      schema: {
        tags: ['users'],
        summary: 'The onboarding step the signed-in user reached: details, picture, video (the tour), concierge or done',
        response: { 200: onboardingSchema, ...errorResponses(401, 403) },
      },
      handler: async (request) => onboarding.get(await auth.requireUser(request)),
    });

    routes.put('/api/users/me/onboarding', {
      schema: {
        tags: ['users'],
        summary: 'Move the signed-in user on to an onboarding step (an earlier step than theirs changes nothing)',
        body: onboardingSchema,
        response: { 200: onboardingSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => onboarding.advance(await auth.requireUser(request), request.body.step),
    });
  };
}
