import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg, { type WasmInstance, type WasmModule } from 'espeak-ng';
import type { Synthesizer } from './synthesizer.ts';

/**
 * The built-in voice: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, voices inside), so it
 * needs no network and no system package. Each part runs the espeak command line in a fresh
 * instance (the build runs its `main` once) and reads the WAV it wrote (22,050 Hz, mono, 16-bit).
 */

const outputFile = 'speech.wav';
/** A little slower than espeak's default 175 words a minute: a question heard once must be understood. */
const wordsPerMinute = '160';

/** The part of the WebAssembly global used here (Node has it; the server's TypeScript libraries do not declare it). */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<WasmModule>;
      instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
    };
  }
).WebAssembly;

/** The 18 MB module, read and compiled once per process rather than once per part. */
let compiled: Promise<WasmModule> | undefined;

const wasmPath = () =>
  createRequire(import.meta.url)
    .resolve('espeak-ng')
    .replace(/\.js$/, '.wasm');

/** Whether the package and its module are installed (checked once at start for the client config). */
export function builtInVoiceInstalled(): boolean {
  try {
    return existsSync(wasmPath());
  } catch {
    return false;
  }
}

function compiledModule(): Promise<WasmModule> {
  if (!compiled) {
    compiled = readFile(wasmPath()).then((bytes) => webAssembly.compile(bytes));
    // A failed read is not kept: the next part tries again.
    compiled.catch(() => (compiled = undefined));
  }
  return compiled;
}

export function createEspeakSynthesizer(voice = 'en-us'): Synthesizer {
  return {
    async synthesize(text, signal) {
      signal?.throwIfAborted();
      const module = await compiledModule();
      const problems: string[] = [];
      const instance = await ESpeakNg({
        instantiateWasm: (imports, done) => {
          void webAssembly.instantiate(module, imports).then((wasm) => done(wasm, module));
          return {};
        },
        // `--` ends the options, so a text that starts with "-" is spoken, not read as one.
        arguments: ['-v', voice, '-s', wordsPerMinute, '-w', outputFile, '--', text],
        print: () => undefined,
        printErr: (line) => problems.push(line),
      });
      let audio: Uint8Array;
      try {
        audio = instance.FS.readFile(outputFile);
      } catch (error) {
        throw new Error(`espeak-ng wrote no audio${problems.length ? `: ${problems.join(' ')}` : ''}`, { cause: error });
      }
      return { audio: new Uint8Array(audio), contentType: 'audio/wav' };
    },
  };
}
