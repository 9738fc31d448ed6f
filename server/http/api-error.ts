/**
 * The one way a handler refuses a request. The error handler turns it into the
 * `{ code, message }` body with `status`; `headers` carries extras such as Retry-After.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const unauthenticated = (message = 'Sign in to continue.') => new ApiError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new ApiError(429, code, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
