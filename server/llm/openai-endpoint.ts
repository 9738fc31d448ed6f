/**
 * One POST to an OpenAI-compatible endpoint, shared by the chat-completions and embeddings
 * clients: the key as a bearer token, a timeout joined to the caller's signal, and failures named
 * by kind. Messages never hold the key nor the request body (it quotes the guests).
 */

import { deadline } from '../http/deadline.ts';

/**
 * stopped: the caller's signal aborted; timeout: no answer in time; network: no connection; http: a
 * status other than 2xx; malformed: an answer that is not what the endpoint should send.
 */
export type EndpointFailure = 'stopped' | 'timeout' | 'network' | 'http' | 'malformed';

/** Makes the error a client throws (each client has its own class, so callers can tell them apart). */
export type EndpointErrorFactory = (failure: EndpointFailure, message: string, status?: number, options?: ErrorOptions) => Error;

export interface EndpointOptions {
  /** The full address, e.g. `https://api.openai.com/v1/embeddings`. */
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Names the call in messages, e.g. "Chat completion". */
  what: string;
  fail: EndpointErrorFactory;
}

/** `{baseUrl}/{path}` with any trailing slash of the base taken off. */
export function endpointUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path}`;
}

export function createEndpoint({ url, apiKey, timeoutMs, what, fail }: EndpointOptions) {
  return {
    url,

    /** The status and body text of the answer; throws only when no answer came. */
    async post(body: unknown, signal: AbortSignal | undefined): Promise<{ status: number; text: string }> {
      const time = deadline(timeoutMs, signal);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify(body),
          signal: time.signal,
        });
        return { status: response.status, text: await response.text() };
      } catch (error) {
        if (signal?.aborted) throw fail('stopped', `${what} at ${url} stopped`, undefined, { cause: error });
        if (time.timedOut()) throw fail('timeout', `No ${what.toLowerCase()} from ${url} within ${timeoutMs} ms`);
        throw fail('network', `${what} request to ${url} failed: ${String(error)}`, undefined, { cause: error });
      } finally {
        time.clear();
      }
    },

    /** Throws the `http` failure for an answer whose status is not 2xx. */
    requireSuccess(answer: { status: number; text: string }): void {
      if (answer.status >= 200 && answer.status < 300) return;
      const detail = errorMessage(answer.text, apiKey);
      throw fail('http', `${what} failed with status ${answer.status} from ${url}${detail ? `: ${detail}` : ''}`, answer.status);
    },
  };
}

/**
 * The endpoint's own words (e.g. "model not found"), which help whoever reads the log: only the
 * `error.message` of OpenAI's error shape, since other shapes may echo the request and with it what
 * the guest wrote; the key is taken out should it echo that.
 */
function errorMessage(bodyText: string, apiKey: string | undefined): string | null {
  let message: unknown;
  try {
    const body = JSON.parse(bodyText) as { error?: { message?: unknown } | string } | null;
    message = typeof body?.error === 'string' ? body.error : body?.error?.message;
  } catch {
    return null;
  }
  if (typeof message !== 'string') return null;
  return (apiKey ? message.replaceAll(apiKey, '[key]') : message).slice(0, 300);
}
