import { deadline } from '../../http/deadline.ts';
import type { Transcriber } from './transcriber.ts';

/**
 * Speech to text through an OpenAI-compatible endpoint (`POST {baseUrl}/audio/transcriptions`):
 * OpenAI itself, or a self-hosted Whisper server that speaks the same API. A local server may
 * need no key, so the key is optional.
 */

export type TranscriberOptions = {
  /** e.g. `https://api.openai.com/v1`; a trailing slash is fine. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** A long note takes a while to transcribe; a minute covers the 5-minute limit. */
  timeoutMs?: number;
};

const defaultTimeoutMs = 60_000;

export function createOpenAiTranscriber({ baseUrl, apiKey, model, timeoutMs = defaultTimeoutMs }: TranscriberOptions): Transcriber {
  const url = `${baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;

  return {
    async transcribe(audio, contentType, fileName, signal) {
      const form = new FormData();
      // A copy: Blob takes bytes over an ArrayBuffer, while a Uint8Array may view a SharedArrayBuffer.
      form.append('file', new Blob([new Uint8Array(audio)], { type: contentType }), fileName);
      form.append('model', model);
      form.append('response_format', 'json');

      let status: number;
      let bodyText: string;
      const time = deadline(timeoutMs, signal);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
          body: form,
          signal: time.signal,
        });
        status = response.status;
        bodyText = await response.text();
      } catch (error) {
        const reason = signal?.aborted ? 'stopped' : time.timedOut() ? `no answer within ${timeoutMs} ms` : String(error);
        throw new Error(`Transcription request to ${url} failed: ${reason}`, { cause: error });
      } finally {
        time.clear();
      }

      if (status < 200 || status >= 300) {
        // The endpoint's own words help (e.g. "invalid model"); the key is taken out should it echo it.
        const detail = (apiKey ? bodyText.replaceAll(apiKey, '[key]') : bodyText).slice(0, 300);
        throw new Error(`Transcription failed with status ${status} from ${url}${detail ? `: ${detail}` : ''}`);
      }
      const text = parseText(bodyText);
      if (text === null) throw new Error(`Transcription answer from ${url} has no text`);
      return text.trim();
    },
  };
}

/** `{ "text": "…" }`, the `json` response format. */
function parseText(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { text?: unknown } | null;
    return typeof body?.text === 'string' ? body.text : null;
  } catch {
    return null;
  }
}
