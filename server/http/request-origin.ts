import type { FastifyRequest } from 'fastify';

/**
 * The origin links in answers are built on (join links, personal links): PUBLIC_URL when it is
 * set, else the address the browser used.
 */
export function requestOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}
