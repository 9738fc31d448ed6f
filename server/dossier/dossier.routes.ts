import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generalDossierRefSchema, saveGeneralDossierSchema } from '../../shared/api/dossier.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { DossierService } from './dossier.service.ts';

export interface DossierRoutesDependencies {
  auth: Authenticator;
  dossier: DossierService;
}

export function dossierRoutes({ auth, dossier }: DossierRoutesDependencies) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/api/users/:id/generalDossier', {
      schema: {
        tags: ['dossier'],
        summary: "Save the user's general dossier: its concierge text and voice conversations",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: saveGeneralDossierSchema,
        response: { 200: generalDossierRefSchema, ...errorResponses(400, 401, 403) },
      },
      handler: async (request) => dossier.saveGeneral(await auth.requireUser(request), request.params.id, request.body),
    });
  };
}
