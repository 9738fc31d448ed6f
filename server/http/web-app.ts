import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const longLived = 'public, max-age=31536000, immutable';
const neverCached = 'no-store, max-age=0';

/**
 * Serves the built web app under `/p/`: hashed assets for a year, index.html and version.json
 * never cached (so a new build reaches users at once), and every client route falls back to
 * index.html.
 */
export async function installWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexPath);

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/p/'));

  if (!built) {
    app.log.warn({ webDistDir }, 'the web app is not built: run `npm run build`');
    return;
  }
  const indexHtml = fs.readFileSync(indexPath);
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/p/',
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(response, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      response.setHeader('cache-control', isHashedAsset ? longLived : filePath.endsWith('.json') ? neverCached : 'no-cache');
    },
  });
  // Files found at start have their own routes (wildcard: false); anything else under /p/ is a
  // client route, except a missing hashed asset, which must 404 so the chunk-error recovery sees it.
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', neverCached).type('text/html; charset=utf-8').send(indexHtml);
  app.get('/p', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/p/*', { schema: { hide: true } }, (request, reply) =>
    request.url.startsWith('/p/assets/') ? reply.status(404).type('text/plain').send('Not found') : sendIndex(reply),
  );
}
