import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dossierParamsSchema,
  dossierRevisionParamsSchema,
  dossierRevisionSchema,
  generalDossierRefSchema,
  generalDossierSchema,
  saveDossierDocumentSchema,
  saveGeneralDossierSchema,
} from '../../shared/api/dossier.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { DossierService } from './dossier.service.ts';

export interface DossierRoutesDependencies {
  auth: Authenticator;
  dossier: DossierService;
}

/** The general dossier over HTTP: setting it up, reading it, the user's own edits, and its revisions. */
export function dossierRoutes({ auth, dossier }: DossierRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/users/:id/generalDossier', {
      schema: {
        tags: ['dossier'],
        summary:
          "Set up the user's general dossier on their own two single-member concierge conversations (text, voice); the same two " +
          'again change nothing, others are refused (409) once it exists. The concierge has greeted in the text one when this answers',
        params: dossierParamsSchema,
        body: saveGeneralDossierSchema,
        response: { 200: generalDossierRefSchema, ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request) => dossier.saveGeneral(await auth.requireUser(request), request.params.id, request.body),
    });

    routes.get('/api/users/:id/generalDossier', {
      schema: {
        tags: ['dossier'],
        summary: "The user's general dossier: status, document and revisions newest first (the user; ADMIN)",
        params: dossierParamsSchema,
        response: { 200: generalDossierSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => dossier.general(await auth.requireUser(request), request.params.id),
    });

    routes.put('/api/users/:id/generalDossier/document', {
      schema: {
        tags: ['dossier'],
        summary:
          "Save the user's own edit of their dossier as a manual revision (the user only); an item's sources, when given, must be " +
          'their own messages in their concierge conversations',
        params: dossierParamsSchema,
        body: saveDossierDocumentSchema,
        response: { 200: generalDossierSchema, ...errorResponses(400, 401, 403, 404) },
      },
      handler: async (request) => dossier.saveDocument(await auth.requireUser(request), request.params.id, request.body),
    });

    routes.get('/api/users/:id/generalDossier/revisions/:revisionId', {
      schema: {
        tags: ['dossier'],
        summary: 'One revision of the dossier with its document, the revision before it, and what changed since (the user; ADMIN)',
        params: dossierRevisionParamsSchema,
        response: { 200: dossierRevisionSchema, ...errorResponses(401, 403, 404) },
      },
      handler: async (request) => dossier.revision(await auth.requireUser(request), request.params.id, request.params.revisionId),
    });
  };
}
