import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError } from './api-error.ts';

/**
 * Security headers on every answer, and the Origin check that keeps other sites from making
 * a signed-in browser change anything (SameSite=Lax cookies are the first line; this is the second).
 */
export async function installSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl?.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // React's `style` attributes (progress bars, crop previews) are attributes, not sheets.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', async (request) => {
    if (isStateChanging(request) && !isSameOrigin(request, config)) {
      throw new ApiError(403, 'cross_origin_refused', 'Requests from other sites are not accepted.');
    }
  });
}

function isStateChanging(request: FastifyRequest): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
}

/** A browser always names the Origin of a cross-site POST; tools without one are not browsers. */
function isSameOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    return request.headers['sec-fetch-site'] !== 'cross-site';
  }
  if (config.publicUrl && origin === config.publicUrl.origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
