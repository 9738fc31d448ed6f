import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError } from './api-error.ts';
import { isHashedAssetUrl } from './web-app.ts';

/**
 * The security headers of every answer. They never vary per request (no nonces), so they are
 * worked out once here; @fastify/helmet rebuilt them on every request, which cost 8 % of a simple
 * read (docs/benchmarks.md).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl' | 'analytics'>): Record<string, string> {
  const https = config.publicUrl?.protocol === 'https:';
  // With an Amplitude key the browser talks to Amplitude, and session replay compresses in a worker.
  const amplitude = config.analytics.amplitudeApiKey ? ' https://*.amplitude.com' : '';
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // React's `style` attributes (progress bars, crop previews) are attributes, not sheets.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${amplitude}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'permissions-policy': 'camera=(), geolocation=(), microphone=(self), payment=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers of a script, style sheet or font the app's pages load: no sniffing and no use by
 * other sites. The rest (the policy, framing, referrer, opener, permissions, HSTS) govern the
 * document that loads them, and cost half a kilobyte on each of the dozens of requests a first
 * visit makes, on the slow networks where it counts.
 */
export function subresourceSecurityHeaders(headers: Record<string, string>): Record<string, string> {
  return {
    'x-content-type-options': headers['x-content-type-options'] ?? 'nosniff',
    'cross-origin-resource-policy': headers['cross-origin-resource-policy'] ?? 'same-origin',
  };
}

/**
 * Security headers on every answer (the web app's hashed assets get the subresource's only),
 * and the Origin check that keeps other sites from making a signed-in browser change anything
 * (SameSite=Lax cookies are the first line; this is the second).
 */
export function installSecurity(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'analytics'>): void {
  const headers = securityHeaders(config);
  const assetHeaders = subresourceSecurityHeaders(headers);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isHashedAssetUrl(request.url) ? assetHeaders : headers);
    if (isStateChanging(request) && !isSameOrigin(request.headers, config.publicUrl?.origin)) {
      done(new ApiError(403, 'cross_origin_refused', 'Requests from other sites are not accepted.'));
      return;
    }
    done();
  });
}

function isStateChanging(request: FastifyRequest): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
}

/**
 * Whether a request comes from Tandem's own pages: PUBLIC_URL's origin, or the host it was sent
 * to. A browser always names the Origin of a cross-site POST and of every WebSocket; tools
 * without one are not browsers.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, publicOrigin: string | undefined): boolean {
  const origin = headers.origin;
  if (!origin) {
    return headers['sec-fetch-site'] !== 'cross-site';
  }
  if (publicOrigin && origin === publicOrigin) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}
