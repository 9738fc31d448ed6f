import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientRoutes, isClientRoute, signInRoutes } from '../../shared/client-routes.ts';

const longLived = 'public, max-age=31536000, immutable';
const hashedAssetsPrefix = '/p/assets/';

/** A request for one of the build's hashed files (scripts, style sheets, fonts), as sent: they carry only a subresource's security headers (`security.ts`). */
export function isHashedAssetUrl(url: string): boolean {
  return url.startsWith(hashedAssetsPrefix);
}
const neverCached = 'no-store, max-age=0';

/**
 * Serves the built web app under `/p/`: hashed assets for a year, index.html and version.json
 * never cached (so a new build reaches users at once), and every other path to index.html, with
 * 404 when it is not one of the app's pages (`shared/client-routes.ts`). Each file goes out as
 * the build's brotli or gzip copy when the browser accepts one (`web/build/precompress.ts`);
 * source maps are never served.
 */
export async function installWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexPath);

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/p/'));

  if (!built) {
    app.log.warn({ webDistDir }, 'the web app is not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/p/',
    index: false,
    wildcard: false,
    // Routes only for the files themselves: the compressed copies are sent in their place, and
    // a source map would publish the sources.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, sentPath) {
      // The path sent is the compressed copy's when there is one; its caching is the file's.
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      const neverStored = filePath.endsWith('.html') || filePath.endsWith('.json');
      response.setHeader('cache-control', isHashedAsset ? longLived : neverStored ? neverCached : 'no-cache');
      // Whether a copy exists or not, caches must keep one answer per Accept-Encoding.
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  // Files found at start have their own routes (wildcard: false); anything else under /p/ is the
  // app: a page of its route table with 200, any other path (and the not-found page's own) with
  // 404, and the app shows its not-found page. A missing hashed asset is a plain 404, so the
  // chunk-error recovery sees it. The path is matched as sent: the route table's fixed segments
  // are plain ASCII, so nothing needs decoding.
  // The sign-in page's routes get the copy that preloads its code, when the build made one.
  const signInHtml = fs.existsSync(path.join(webDistDir, 'sign-in.html')) ? 'sign-in.html' : 'index.html';
  const sendApp = (reply: FastifyReply, status: number, pathname: string) =>
    reply.status(status).sendFile(status === 200 && isClientRoute(pathname, signInRoutes) ? signInHtml : 'index.html');
  app.get('/p', { schema: { hide: true } }, (_request, reply) => sendApp(reply, 200, '/'));
  app.get('/p/*', { schema: { hide: true } }, (request, reply) => {
    if (isHashedAssetUrl(request.url)) return reply.status(404).type('text/plain').send('Not found');
    const pathname = new URL(request.url, 'http://localhost').pathname.slice('/p'.length);
    const found = isClientRoute(pathname) && pathname.replace(/\/$/, '') !== clientRoutes.notFound;
    return sendApp(reply, found ? 200 : 404, pathname);
  });
}
