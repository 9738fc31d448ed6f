import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over node:http, which (unlike fetch) sends only the Accept-Encoding given and decodes nothing. */
function rawGet(baseUrl: string, requestPath: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(baseUrl + requestPath, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The body as the browser reads it, undoing the Content-Encoding sent. */
function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

const varies = (response: RawResponse) => (response.headers.vary ?? '').toLowerCase().includes('accept-encoding');

describe('the web app, served compressed', () => {
  let server: TestServer;
  let webDir: string;
  // Large and repetitive enough to be worth compressing, like a real chunk.
  const script = `export const greetings = [${Array.from({ length: 200 }, (_, index) => `'hello ${index}'`).join(', ')}];\n`;
  const indexHtml = `<!doctype html><title>Tandem</title><script type="module" src="/p/assets/main-abc123.js"></script>${'<!-- padding -->'.repeat(100)}`;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-web-compressed-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js.map'), JSON.stringify({ version: 3, sourcesContent: ['secret'] }));
    fs.writeFileSync(path.join(webDir, 'version.json'), '{"version":"1"}');
    // The copies the build makes (web/build/precompress.ts).
    for (const file of ['index.html', 'assets/main-abc123.js']) {
      const source = fs.readFileSync(path.join(webDir, file));
      fs.writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(source));
      fs.writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(source));
    }
    server = await startTestServer('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, with Vary and a year of immutable caching', async () => {
    const response = await rawGet(server.baseUrl, '/p/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(decoded(response)).toBe(script);
    expect(varies(response)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await rawGet(server.baseUrl, '/p/assets/main-abc123.js', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(script);
    expect(varies(response)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await rawGet(server.baseUrl, '/p/assets/main-abc123.js', acceptEncoding);
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.body.toString('utf8')).toBe(script);
      expect(varies(response), acceptEncoding).toBe(true);
    }
  });

  it('sends the app shell compressed and never long-cached, with 404 for a path that is none of its pages', async () => {
    for (const [route, status] of [
      ['/p/', 200],
      ['/p/home', 200],
      ['/p/nonsense', 404],
    ] as const) {
      const response = await rawGet(server.baseUrl, route, 'gzip, deflate, br');
      expect(response.status, route).toBe(status);
      expect(response.headers['content-type'], route).toContain('text/html');
      expect(response.headers['content-encoding'], route).toBe('br');
      expect(decoded(response), route).toBe(indexHtml);
      expect(varies(response), route).toBe(true);
      expect(response.headers['cache-control'], route).toContain('no-store');
      expect(response.headers['cache-control'], route).not.toContain('immutable');
    }
    const plain = await rawGet(server.baseUrl, '/p/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(indexHtml);
  });

  it("gives hashed assets only a subresource's security headers; pages, the shell's files and API answers keep them all", async () => {
    const documentOnly = [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'permissions-policy',
      'x-dns-prefetch-control',
    ];
    for (const route of ['/p/assets/main-abc123.js', '/p/assets/missing-chunk.js']) {
      const response = await rawGet(server.baseUrl, route, 'gzip, deflate, br');
      for (const name of documentOnly) expect(response.headers[name], `${route} ${name}`).toBeUndefined();
      expect(response.headers['x-content-type-options'], route).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], route).toBe('same-origin');
    }
    for (const route of ['/p/', '/p/home', '/p/nonsense', '/p/version.json', '/api/users/me', '/healthz']) {
      const response = await rawGet(server.baseUrl, route, 'gzip, deflate, br');
      for (const name of documentOnly) expect(response.headers[name], `${route} ${name}`).toBeDefined();
      expect(response.headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], route).toBe('nosniff');
    }
  });

  it('never serves source maps, nor the compressed copies under their own names', async () => {
    for (const route of ['/p/assets/main-abc123.js.map', '/p/assets/main-abc123.js.br', '/p/assets/main-abc123.js.gz']) {
      const response = await rawGet(server.baseUrl, route, 'gzip, deflate, br');
      expect(response.status, route).toBe(404);
      expect(response.body.toString('utf8'), route).not.toContain('secret');
    }
  });
});

describe('the sign-in page, sent with its code preloaded', () => {
  let server: TestServer;
  let webDir: string;
  const indexHtml = '<!doctype html><title>Tandem</title>';
  const signInHtml = '<!doctype html><title>Tandem</title><link rel="modulepreload" href="/p/assets/login-page-abc123.js">';

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-web-sign-in-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), indexHtml);
    // As the build writes it (web/build/page-preload.ts), with its compressed copy.
    fs.writeFileSync(path.join(webDir, 'sign-in.html'), signInHtml);
    fs.writeFileSync(path.join(webDir, 'sign-in.html.br'), brotliCompressSync(signInHtml));
    server = await startTestServer('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('goes to the sign-in routes only; every other page gets the plain shell', async () => {
    for (const [route, status, html] of [
      ['/p', 200, signInHtml],
      ['/p/', 200, signInHtml],
      ['/p/joinEvent/0196f1e2-0000-7000-8000-000000000001', 200, signInHtml],
      ['/p/join-event/0196f1e2-0000-7000-8000-000000000001', 200, signInHtml],
      ['/p/home', 200, indexHtml],
      ['/p/events/new', 200, indexHtml],
      ['/p/nonsense', 404, indexHtml],
    ] as const) {
      const response = await rawGet(server.baseUrl, route, 'gzip, deflate, br');
      expect(response.status, route).toBe(status);
      expect(decoded(response), route).toBe(html);
      expect(response.headers['cache-control'], route).toContain('no-store');
    }
  });
});
