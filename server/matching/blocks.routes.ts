import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blockParamsSchema, blockSchema, blocksResponseSchema, setBlockSchema } from '../../shared/api/matching.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { errorResponses } from '../http/error-responses.ts';
import type { BlocksService } from './blocks.service.ts';

export interface BlocksRoutesDependencies {
  auth: Authenticator;
  blocks: BlocksService;
}

/** Hides and blocks, over HTTP. */
export function blocksRoutes({ auth, blocks }: BlocksRoutesDependencies) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.put('/api/blocks/:userId', {
      schema: {
        tags: ['matching'],
        summary:
          'Hide (never proposed again) or block (that, the match ends and no messages or calls either way) someone the viewer ' +
          'met at an event or in a conversation; in every event',
        params: blockParamsSchema,
        body: setBlockSchema,
        response: { 200: blockSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => blocks.set(await auth.requireUser(request), request.params.userId, request.body.kind),
    });

    routes.delete('/api/blocks/:userId', {
      schema: {
        tags: ['matching'],
        summary: "Take back the viewer's own hide or block; answers the blocks left",
        params: blockParamsSchema,
        response: { 200: blocksResponseSchema, ...errorResponses(401, 404) },
      },
      handler: async (request) => blocks.remove(await auth.requireUser(request), request.params.userId),
    });

    routes.get('/api/blocks', {
      schema: {
        tags: ['matching'],
        summary: 'The people the viewer hid or blocked, newest first',
        response: { 200: blocksResponseSchema, ...errorResponses(401) },
      },
      handler: async (request) => blocks.list(await auth.requireUser(request)),
    });
  };
}
