import { ApiError } from './api-client.ts';
import { describeWait } from './duration.ts';

const fallback = 'Something went wrong. Please try again.';

/**
 * The sentence to show for a failed request: the server's own message, plus when to try again
 * if it was rate limited (429 with Retry-After).
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = error.message.trim() || fallback;
  if (error.status === 429 && error.retryAfterSeconds !== null && error.retryAfterSeconds > 0) {
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    return `${sentence} You can try again ${describeWait(error.retryAfterSeconds)}.`;
  }
  return message;
}
