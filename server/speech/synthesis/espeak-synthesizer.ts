import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
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

interface Pending {
  resolve(audio: Uint8Array): void;
  reject(error: Error): void;
}

type WorkerAnswer = { id: number; audio: Uint8Array } | { id: number; error: string };

/** The voice's thread: holds the process open only while a part is being made. */
class VoiceThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  speak(text: string, voice: string, signal?: AbortSignal): Promise<Uint8Array> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const onAbort = () => this.settle(id, () => reject(signal!.reason as Error));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (audio) => (signal?.removeEventListener('abort', onAbort), resolve(audio)),
        reject: (error) => (signal?.removeEventListener('abort', onAbort), reject(error)),
      });
      worker.ref();
      worker.postMessage({ id, text, voice });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./espeak-worker.js', import.meta.url), { workerData: { wasmPath: wasmPath(), wordsPerMinute } });
    worker.on('message', (answer: WorkerAnswer) =>
      this.settle(answer.id, (pending) => ('audio' in answer ? pending.resolve(answer.audio) : pending.reject(new Error(answer.error)))),
    );
    // A thread that fails or stops fails what it held; the next part starts a new one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, (pending) => pending.reject(error));
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The built-in voice's thread stopped (exit code ${code}).`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Ends a part's wait once (an answer after an abort finds nothing); the thread lets the process go when idle. */
  private settle(id: number, end: (pending: Pending) => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    end(pending);
  }
}

const thread = new VoiceThread();

export function createEspeakSynthesizer(voice = 'en-us'): Synthesizer {
  return {
    async synthesize(text, signal) {
      signal?.throwIfAborted();
      return { audio: await thread.speak(text, voice, signal), contentType: 'audio/wav' };
    },
  };
}
