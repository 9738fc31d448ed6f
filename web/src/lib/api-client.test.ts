import { describe, expect, it, vi } from 'vitest';
import { ApiError, QueryLoadError, createApiClient, parseRetryAfter, withApiSlash, type RawResponse, type SendForm } from './api-client.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return handler(url, init ?? {});
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const unusedSendForm: SendForm = () => Promise.reject(new Error('not used'));

describe('withApiSlash', () => {
  it('inserts a slash after /api/{segment} when a query follows directly', () => {
    expect(withApiSlash('/api/conversations?x=1')).toBe('/api/conversations/?x=1');
  });

  it('leaves other paths alone', () => {
    expect(withApiSlash('/api/conversations/?x=1')).toBe('/api/conversations/?x=1');
    expect(withApiSlash('/api/users/me?x=1')).toBe('/api/users/me?x=1');
    expect(withApiSlash('/api/users/me')).toBe('/api/users/me');
    expect(withApiSlash('/api/conversations')).toBe('/api/conversations');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10);
  });
});

describe('api client', () => {
  it('sends JSON with credentials and returns the parsed body', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { conversationId: 'c1' }));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.post('/api/conversations/', { userId: 'u1' })).resolves.toEqual({ conversationId: 'c1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/conversations/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.body).toBe('{"userId":"u1"}');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no content type when there is no body', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await api.post('/api/auth/logout');
    expect(calls[0]?.init.body).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends PUT with its JSON body', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.put('/api/users/u1/generalDossier/document', { updateSource: 'home' })).resolves.toEqual({ ok: true });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"updateSource":"home"}');
  });

  it('applies the slash rule to requests', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, []));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await api.get('/api/conversations?x=1');
    expect(calls[0]?.url).toBe('/api/conversations/?x=1');
  });

  it("turns an error answer into an ApiError with the server's code and message", async () => {
    const { fetch } = fakeFetch(() => json(429, { code: 'otp_resend_too_soon', message: 'Wait 20 seconds.' }, { 'Retry-After': '20' }));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    const error = await api.post('/api/auth/otp', { phoneNumber: '+12025550123' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'otp_resend_too_soon', message: 'Wait 20 seconds.', retryAfterSeconds: 20 });
  });

  it('gives a sensible code and message for a non-JSON error answer', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    const error = await api.get('/api/users/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'server_error', retryAfterSeconds: null });
    expect((error as ApiError).message).not.toContain('<html>');
  });

  it('reports an unreachable server as a network error', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('refreshes the session once on a 401 and repeats the request', async () => {
    let signedIn = false;
    const { fetch, calls } = fakeFetch((url) => {
      if (url === '/api/auth/refresh') {
        signedIn = true;
        return json(200, { ok: true });
      }
      return signedIn ? json(200, { id: 'u1' }) : json(401, { code: 'unauthorized', message: 'Sign in.' });
    });
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.get('/api/users/me')).resolves.toEqual({ id: 'u1' });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/auth/refresh', '/api/users/me']);
    expect(calls[1]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('returns the original error when the refresh fails', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url === '/api/auth/refresh'
        ? json(401, { code: 'refresh_invalid', message: 'Refresh failed.' })
        : json(401, { code: 'not_signed_in', message: 'Please sign in.' }),
    );
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 401, code: 'not_signed_in', message: 'Please sign in.' });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/auth/refresh']);
  });

  it('does not refresh a second time when the repeat is also a 401', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { ok: true }) : json(401, { code: 'not_signed_in', message: 'Please sign in.' }),
    );
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/auth/refresh', '/api/users/me']);
  });

  it('never refreshes for requests under /api/auth/', async () => {
    const { fetch, calls } = fakeFetch(() => json(401, { code: 'invalid_session', message: 'No session.' }));
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(api.post('/api/auth/logout')).rejects.toMatchObject({ status: 401, code: 'invalid_session' });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/logout']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let signedIn = false;
    let finishRefresh: () => void = () => {};
    const refreshDone = new Promise<void>((resolve) => {
      finishRefresh = resolve;
    });
    const { fetch, calls } = fakeFetch(async (url) => {
      if (url === '/api/auth/refresh') {
        await refreshDone;
        signedIn = true;
        return json(200, { ok: true });
      }
      return signedIn ? json(200, { path: url }) : json(401, { code: 'unauthorized', message: 'Sign in.' });
    });
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    const results = Promise.all([api.get('/api/users/me'), api.get('/api/a'), api.get('/api/b')]);
    await vi.waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1));
    finishRefresh();

    await expect(results).resolves.toEqual([{ path: '/api/users/me' }, { path: '/api/a' }, { path: '/api/b' }]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('starts a new refresh for a 401 that comes after the previous refresh ended', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url === '/api/auth/refresh' ? json(401, { code: 'x', message: 'x' }) : json(401, { code: 'unauthorized', message: 'Sign in.' }),
    );
    const { api } = createApiClient({ fetch, sendForm: unusedSendForm });

    await api.get('/api/a').catch(() => undefined);
    await api.get('/api/b').catch(() => undefined);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(2);
  });

  it('uploads through sendForm, reports progress and follows the 401 rule', async () => {
    let signedIn = false;
    const { fetch, calls } = fakeFetch(() => {
      signedIn = true;
      return json(200, { ok: true });
    });
    const sent: string[] = [];
    const sendForm: SendForm = async (url, _formData, onProgress) => {
      sent.push(url);
      onProgress?.(0.5);
      onProgress?.(1);
      const response: RawResponse = signedIn
        ? { status: 200, statusText: 'OK', retryAfter: null, bodyText: '{"picture_id":"p1"}' }
        : { status: 401, statusText: 'Unauthorized', retryAfter: null, bodyText: '{"code":"unauthorized","message":"Sign in."}' };
      return response;
    };
    const { api } = createApiClient({ fetch, sendForm });
    const progress: number[] = [];

    await expect(api.upload('/api/users/me/picture', new FormData(), (fraction) => progress.push(fraction))).resolves.toEqual({
      picture_id: 'p1',
    });
    expect(sent).toEqual(['/api/users/me/picture', '/api/users/me/picture']);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh']);
    expect(progress).toEqual([0.5, 1, 0.5, 1]);
  });

  it('passes upload errors on as ApiError', async () => {
    const { fetch } = fakeFetch(() => json(200, { ok: true }));
    const sendForm: SendForm = async () => ({
      status: 413,
      statusText: 'Payload Too Large',
      retryAfter: null,
      bodyText: '{"code":"file_too_large","message":"The picture is larger than 10 MB."}',
    });
    const { api } = createApiClient({ fetch, sendForm });

    await expect(api.upload('/api/users/me/picture', new FormData())).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
      message: 'The picture is larger than 10 MB.',
    });
  });
});

describe('default query loader', () => {
  it('GETs the first element of the query key with credentials and parses JSON', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { id: 'u1' }));
    const { defaultQueryFn } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(defaultQueryFn({ queryKey: ['/api/users/me', { ignored: true }] })).resolves.toEqual({ id: 'u1' });
    expect(calls[0]).toMatchObject({ url: '/api/users/me', init: { method: 'GET', credentials: 'include' } });
  });

  it('fails with "{status}: {body text}"', async () => {
    const { fetch } = fakeFetch(() => new Response('{"code":"not_found","message":"No."}', { status: 404, statusText: 'Not Found' }));
    const { defaultQueryFn } = createApiClient({ fetch, sendForm: unusedSendForm });

    const error = await defaultQueryFn({ queryKey: ['/api/events/e1'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryLoadError);
    expect((error as QueryLoadError).message).toBe('404: {"code":"not_found","message":"No."}');
    expect((error as QueryLoadError).status).toBe(404);
  });

  it('fails with "{status}: {status text}" when the body is empty', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const { defaultQueryFn } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(defaultQueryFn({ queryKey: ['/api/users/me'] })).rejects.toThrow('503: Service Unavailable');
  });

  it('follows the 401 refresh rule', async () => {
    let signedIn = false;
    const { fetch, calls } = fakeFetch((url) => {
      if (url === '/api/auth/refresh') {
        signedIn = true;
        return json(200, { ok: true });
      }
      return signedIn ? json(200, { id: 'u1' }) : new Response('', { status: 401, statusText: 'Unauthorized' });
    });
    const { defaultQueryFn } = createApiClient({ fetch, sendForm: unusedSendForm });

    await expect(defaultQueryFn({ queryKey: ['/api/users/me'] })).resolves.toEqual({ id: 'u1' });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/auth/refresh', '/api/users/me']);
  });
});
