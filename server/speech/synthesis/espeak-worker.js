// The built-in voice's thread (see espeak-synthesizer.ts). Plain JavaScript: a worker is started
// from a file, and this one must load as it is under the test runner, tsx and the built server.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

const outputFile = 'speech.wav';
/** Given by the thread's starter: where the module is, and how fast to speak. */
const { wasmPath, wordsPerMinute } = workerData;
/** The 18 MB module, read and compiled once per thread rather than once per part. */
let compiled;

function compiledModule() {
  if (!compiled) {
    compiled = readFile(wasmPath).then((bytes) => WebAssembly.compile(bytes));
    // A failed read is not kept: the next part tries again.
    compiled.catch(() => (compiled = undefined));
  }
  return compiled;
}

/** Runs espeak's command line in a fresh instance (the build runs its `main` once) and reads the WAV it wrote. */
async function synthesize({ text, voice }) {
  const module = await compiledModule();
  const problems = [];
  const instance = await ESpeakNg({
    instantiateWasm: (imports, done) => {
      void WebAssembly.instantiate(module, imports).then((wasm) => done(wasm, module));
      return {};
    },
    // `--` ends the options, so a text that starts with "-" is spoken, not read as one.
    arguments: ['-v', voice, '-s', wordsPerMinute, '-w', outputFile, '--', text],
    print: () => undefined,
    printErr: (line) => problems.push(line),
  });
  try {
    return new Uint8Array(instance.FS.readFile(outputFile));
  } catch {
    throw new Error(`espeak-ng wrote no audio${problems.length ? `: ${problems.join(' ')}` : ''}`);
  }
}

parentPort.on('message', async (request) => {
  try {
    const audio = await synthesize(request);
    parentPort.postMessage({ id: request.id, result: audio }, [audio.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
