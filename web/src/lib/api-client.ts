import type { QueryFunctionContext } from '@tanstack/react-query';

/**
 * The one way the web app talks to the server: cookies go along, bodies are JSON, and an expired
 * session is renewed once through `POST /api/auth/refresh` before a request is given up. Every
 * failure arrives as an `ApiError` carrying the server's `{ code, message }`. Pinned by
 * api-client.test.ts.
 */

/** A failed API request; `message` is the server's sentence for the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** From the `Retry-After` header of a 429, so a screen can count down. */
  readonly retryAfterSeconds: number | null;
  /** Any other fields of the error body, such as the line-by-line `problems` of a CSV import. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    code: string,
    message: string,
    retryAfterSeconds: number | null = null,
    details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** Multipart upload; `onProgress` gets the sent fraction (0 to 1) of the request body. */
  upload<T>(path: string, formData: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

/** What the client needs from a response, whether it came from fetch or XMLHttpRequest. */
export interface RawResponse {
  status: number;
  statusText: string;
  retryAfter: string | null;
  bodyText: string;
}

export type SendForm = (url: string, formData: FormData, onProgress: ((fraction: number) => void) | undefined) => Promise<RawResponse>;

export interface ApiTransport {
  fetch: typeof fetch;
  /** Uploads need XMLHttpRequest: fetch cannot report upload progress. */
  sendForm: SendForm;
}

const networkErrorMessage = 'Could not reach Tandem. Check your connection and try again.';

/**
 * Inserts a slash after `/api/{segment}` when a query follows directly, because the server's
 * collection routes end in a slash (`/api/conversations/?x=1`).
 */
export function withApiSlash(path: string): string {
  return path.replace(/^(\/api\/[^/?#]+)\?/, '$1/?');
}

function isAuthPath(path: string): boolean {
  return path.startsWith('/api/auth/');
}

/** `Retry-After` is either seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeStatus(status: number): { code: string; message: string } {
  if (status === 401) return { code: 'unauthorized', message: 'Please sign in again.' };
  if (status === 403) return { code: 'forbidden', message: "You're not allowed to do that." };
  if (status === 404) return { code: 'not_found', message: "What you're looking for doesn't exist." };
  if (status === 413) return { code: 'payload_too_large', message: 'That is too large to send.' };
  if (status === 429) {
    return { code: 'too_many_requests', message: 'Too many tries. Please wait a moment and try again.' };
  }
  if (status >= 500) return { code: 'server_error', message: 'Tandem had a problem. Please try again in a moment.' };
  return { code: 'request_failed', message: `The request failed (status ${status}). Please try again.` };
}

/** Turns a non-OK answer into an ApiError, using the server's `{ code, message }` when present. */
function toApiError(response: RawResponse): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.retryAfter);
  const body = parseJson(response.bodyText);
  if (typeof body === 'object' && body !== null) {
    const { code, message, ...details } = body as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') {
      return new ApiError(response.status, code, message, retryAfterSeconds, details);
    }
  }
  const fallback = describeStatus(response.status);
  return new ApiError(response.status, fallback.code, fallback.message, retryAfterSeconds);
}

function toResult<T>(response: RawResponse): T {
  if (response.status < 200 || response.status >= 300) throw toApiError(response);
  if (response.bodyText === '') return undefined as T;
  const body = parseJson(response.bodyText);
  if (body === undefined) {
    throw new ApiError(response.status, 'invalid_response', 'Tandem sent an answer this page cannot read.');
  }
  return body as T;
}

async function readFetchResponse(response: Response): Promise<RawResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    retryAfter: response.headers.get('Retry-After'),
    bodyText: await response.text(),
  };
}

/** XMLHttpRequest upload with progress; cookies go along like every other request. */
const sendFormWithXhr: SendForm = (url, formData, onProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener('load', () => {
      resolve({
        status: request.status,
        statusText: request.statusText,
        retryAfter: request.getResponseHeader('Retry-After'),
        bodyText: request.responseText,
      });
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network_error', networkErrorMessage)));
    request.addEventListener('abort', () => reject(new ApiError(0, 'aborted', 'The upload was cancelled.')));
    request.send(formData);
  });

const browserTransport: ApiTransport = {
  // Looked up at call time so tests and non-browser imports never touch a missing global.
  fetch: (input, init) => globalThis.fetch(input, init),
  sendForm: sendFormWithXhr,
};

/** The error the default query loader throws; its text is "{status}: {body text or status text}". */
export class QueryLoadError extends Error {
  override readonly name = 'QueryLoadError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Builds the client over a transport; tests hand in fakes, the app uses the browser's. */
export function createApiClient(transport: ApiTransport = browserTransport): {
  api: ApiClient;
  defaultQueryFn: (context: Pick<QueryFunctionContext, 'queryKey'>) => Promise<unknown>;
  refreshSession: () => Promise<boolean>;
} {
  // Concurrent 401s wait for the same refresh instead of each rotating the cookies.
  let refreshInFlight: Promise<boolean> | null = null;

  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= transport
      .fetch('/api/auth/refresh', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
      .then(
        (response) => response.ok,
        () => false,
      )
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  /** Sends once; on a 401 outside /api/auth/ refreshes and sends once more. */
  async function sendWithRefresh(path: string, send: () => Promise<RawResponse>): Promise<RawResponse> {
    const first = await send();
    if (first.status !== 401 || isAuthPath(path)) return first;
    const refreshed = await refreshSession();
    if (!refreshed) return first;
    return send();
  }

  async function fetchRaw(path: string, init: RequestInit): Promise<RawResponse> {
    try {
      return await readFetchResponse(await transport.fetch(withApiSlash(path), { ...init, credentials: 'include' }));
    } catch {
      throw new ApiError(0, 'network_error', networkErrorMessage);
    }
  }

  async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method, headers };
    // No body means no Content-Type: a JSON content type with an empty body is a 400 on the server.
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return toResult<T>(await sendWithRefresh(path, () => fetchRaw(path, init)));
  }

  const api: ApiClient = {
    get: (path) => requestJson('GET', path),
    post: (path, body) => requestJson('POST', path, body),
    patch: (path, body) => requestJson('PATCH', path, body),
    put: (path, body) => requestJson('PUT', path, body),
    delete: (path, body) => requestJson('DELETE', path, body),
    upload: async (path, formData, onProgress) =>
      toResult(await sendWithRefresh(path, () => transport.sendForm(withApiSlash(path), formData, onProgress))),
  };

  /**
   * The default TanStack Query loader: GET of the first element of the query key, with
   * credentials, parsed as JSON; a non-OK answer fails with "{status}: {body text or status text}".
   */
  async function defaultQueryFn({ queryKey }: Pick<QueryFunctionContext, 'queryKey'>): Promise<unknown> {
    const path = queryKey[0];
    if (typeof path !== 'string') throw new Error('The first element of a query key must be the path to load.');
    const init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };
    const response = await sendWithRefresh(path, () => fetchRaw(path, init));
    if (response.status < 200 || response.status >= 300) {
      throw new QueryLoadError(response.status, `${response.status}: ${response.bodyText || response.statusText}`);
    }
    return response.bodyText === '' ? null : (JSON.parse(response.bodyText) as unknown);
  }

  return { api, defaultQueryFn, refreshSession };
}

const browserClient = createApiClient();

export const api: ApiClient = browserClient.api;
export const defaultQueryFn = browserClient.defaultQueryFn;
/** The same single refresh the requests use; the real-time socket calls it when its token expires. */
export const refreshSession = browserClient.refreshSession;
