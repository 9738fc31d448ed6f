import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSharingSchema } from '../../shared/api/matching.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { ContactSharingService } from './contact-sharing.service.ts';

/** What a match reveals of the viewer, over HTTP. */
export function contactSharingRoutes({ auth, contactSharing }: { auth: Authenticator; contactSharing: ContactSharingService }) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/users/me/contactSharing', {
      schema: {
        tags: ['matching'],
        summary: "Which of the viewer's contact details their matches see (by default email and LinkedIn)",
        response: { 200: contactSharingSchema, ...errorResponses(401) },
      },
      handler: async (request) => contactSharing.get(await auth.requireUser(request)),
    });

    routes.put('/api/users/me/contactSharing', {
      schema: {
        tags: ['matching'],
        summary: "Choose which of the viewer's contact details their matches see",
        body: contactSharingSchema,
        response: { 200: contactSharingSchema, ...errorResponses(400, 401) },
      },
      handler: async (request) => contactSharing.set(await auth.requireUser(request), request.body),
    });
  };
}
