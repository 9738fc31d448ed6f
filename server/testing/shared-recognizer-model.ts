import { afterAll, beforeAll } from 'vitest';
import { findRecognizer } from '../speech/recognition/pocketsphinx-recognizer.ts';
import { claimOpenModel } from '../speech/recognition/recognizer-models.ts';

/**
 * A setup file of the API and end-to-end suites: every test server's offline recognizer claims
 * the open-vocabulary model and releases it when the server closes, and the last release removes
 * it, so a file that starts a server per test built it again for each (1.3 s of CPU a build on a
 * quiet machine; most of voice-notes' 24 tests). This claim holds it from the file's start to its
 * end: the model is built at the file's first transcription, if any, and removed after its last test.
 */
let claim: ReturnType<typeof claimOpenModel> | undefined;

beforeAll(() => {
  const installation = findRecognizer();
  if (installation?.generalModel) claim = claimOpenModel(installation.dictionary, installation.generalModel);
});

afterAll(async () => {
  await claim?.release();
  claim = undefined;
});
