import { fileTypeFromBuffer } from 'file-type';
import { deadline } from '../../http/deadline.ts';
import type { TtsConfig } from '../../config.ts';
import type { Synthesizer } from './synthesizer.ts';

/**
 * Text to speech through an OpenAI-compatible endpoint (`POST {baseUrl}/audio/speech`): OpenAI
 * itself, or a self-hosted server that speaks the same API. The answer is checked to be audio, so
 * an error page or an empty body served with a 200 fails here and the built-in voice speaks instead.
 */

/** MP3: every browser plays it, and it is a tenth of the size of WAV. */
const responseFormat = 'mp3';

/** The audio types an answer may have, told from its bytes, and the content type it is served with. */
const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  opus: 'audio/ogg',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
};

export function createOpenAiSynthesizer({ baseUrl, apiKey, model, voice, timeoutMs }: TtsConfig): Synthesizer {
  const url = `${baseUrl.replace(/\/+$/, '')}/audio/speech`;

  return {
    async synthesize(text, signal) {
      let response: Response;
      let audio: Uint8Array;
      const time = deadline(timeoutMs, signal);
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ model, voice, input: text, response_format: responseFormat }),
          signal: time.signal,
        });
        audio = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        const reason = signal?.aborted ? 'stopped' : time.timedOut() ? `no answer within ${timeoutMs} ms` : String(error);
        throw new Error(`Speech request to ${url} failed: ${reason}`, { cause: error });
      } finally {
        time.clear();
      }
      if (!response.ok) {
        const detail = new TextDecoder().decode(audio.subarray(0, 300));
        throw new Error(
          `Speech failed with status ${response.status} from ${url}: ${apiKey ? detail.replaceAll(apiKey, '[key]') : detail}`,
        );
      }
      if (audio.length === 0) throw new Error(`Speech answer from ${url} is empty`);
      const detected = await fileTypeFromBuffer(audio);
      const contentType = detected && audioTypes[detected.ext];
      if (!contentType)
        throw new Error(`Speech answer from ${url} is not audio (${detected?.mime ?? response.headers.get('content-type') ?? 'unknown'})`);
      return { audio, contentType };
    },
  };
}
