import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { TestClient } from '../testing/test-client.ts';

describe('the HTTP surface', () => {
  let server: TestServer;
  let client: TestClient;
  let webDir: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Tandem</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'version.json'), '{"version":"1"}');
    server = await startTestServer('sqlite', { WEB_DIST_DIR: webDir });
    client = new TestClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers /healthz when the database is ready', async () => {
    const response = await client.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('redirects / to /p/', async () => {
    const response = await client.get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/p/');
  });

  it('serves client routes as index.html, never cached', async () => {
    for (const route of ['/p/', '/p/home', '/p/users/1/events/2/connection-intelligence']) {
      const response = await client.get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('answers a path that is none of the app’s pages with 404 and the app, which shows its not-found page', async () => {
    for (const route of ['/p/nonsense', '/p/home/extra', '/p/users/1/events', '/p/404']) {
      const response = await client.get(route);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.body).toContain('<title>Tandem</title>');
    }
  });

  it('caches hashed assets for a year and never caches version.json', async () => {
    const asset = await client.get('/p/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const version = await client.get('/p/version.json');
    expect(version.headers.get('cache-control')).toContain('no-store');
    expect((await client.get('/p/assets/missing-chunk.js')).status).toBe(404);
  });

  it('sends security headers on every answer', async () => {
    for (const route of ['/p/', '/api/users/me', '/healthz']) {
      const headers = (await client.get(route)).headers;
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await client.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and an oversized body with 413, never 500', async () => {
    const malformed = await client.request('POST', '/api/auth/otp', {
      body: '{"phoneNumber":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('invalid_json');

    const oversized = await client.request('POST', '/api/auth/otp', {
      body: JSON.stringify({ phoneNumber: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body.code).toBe('payload_too_large');

    const wrongType = await client.post('/api/auth/otp', { phoneNumber: 12025550123 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('invalid_request');

    const unknownField = await client.post('/api/auth/otp', { phoneNumber: '+12025550123', admin: true });
    expect(unknownField.status).toBe(400);
  });

  it('serves the OpenAPI description of every API route', async () => {
    const response = await client.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/otp',
      '/api/auth/otp/verify',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/users/me',
      '/api/users/me/picture',
      '/api/conversations/',
      '/api/users/{id}/generalDossier',
    ]) {
      expect(Object.keys(response.body.paths)).toContain(route);
    }
  });

  it('refuses the dev outbox unless DEV_OUTBOX=1', async () => {
    const locked = await startTestServer('sqlite', { DEV_OUTBOX: '0' });
    try {
      expect((await new TestClient(locked.baseUrl).get('/api/dev/outbox')).status).toBe(404);
    } finally {
      await locked.close();
    }
  });
});

describe('HTTPS deployments', () => {
  it('mark cookies Secure and send HSTS', async () => {
    const server = await startTestServer('sqlite', { PUBLIC_URL: 'https://tandem.example' });
    try {
      const client = new TestClient(server.baseUrl);
      const response = await client.request('POST', '/api/auth/otp', {
        json: { phoneNumber: '+12025550123' },
        headers: { origin: 'https://tandem.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
      const outbox = await client.get('/api/dev/outbox');
      const code = outbox.body[0].body.match(/\d{6}/)[0];
      expect(outbox.body[0].body).toContain(`@tandem.example #${code}`);
      const verified = await client.request('POST', '/api/auth/otp/verify', {
        json: { phoneNumber: '+12025550123', code },
        headers: { origin: 'https://tandem.example' },
      });
      for (const cookie of verified.headers.getSetCookie()) expect(cookie).toMatch(/Secure/);
    } finally {
      await server.close();
    }
  });
});
