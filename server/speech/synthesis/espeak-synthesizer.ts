import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { RequestThread } from '../../jobs/request-thread.ts';
import type { Synthesizer } from './synthesizer.ts';

/**
 * The built-in voice: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, voices inside), so it
 * needs no network and no system package. A part takes 200–400 ms of CPU, so it runs on a worker
 * thread (espeak-worker.js), one per process, started at the first part and kept: the server
 * answers other requests meanwhile. Parts queue on that thread; the WAV is 22,050 Hz, mono, 16-bit.
 */

/** A little slower than espeak's default 175 words a minute: a question heard once must be understood. */
const wordsPerMinute = '160';

/** Where the package keeps its WebAssembly module (the worker reads it from there). */
function wasmPath(): string {
  return createRequire(import.meta.url)
    .resolve('espeak-ng')
    .replace(/\.js$/, '.wasm');
}

/** Whether the package and its module are installed (checked once at start for the client config). */
export function builtInVoiceInstalled(): boolean {
  try {
    return existsSync(wasmPath());
  } catch {
    return false;
  }
}

/** The voice's thread, started at the first part. */
const thread = new RequestThread<{ text: string; voice: string }, Uint8Array>(
  'The built-in voice',
  () => new Worker(new URL('./espeak-worker.js', import.meta.url), { workerData: { wasmPath: wasmPath(), wordsPerMinute } }),
);

export function createEspeakSynthesizer(voice = 'en-us'): Synthesizer {
  return {
    async synthesize(text, signal) {
      signal?.throwIfAborted();
      return { audio: await thread.request({ text, voice }, signal), contentType: 'audio/wav' };
    },
  };
}
