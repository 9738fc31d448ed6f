import { describe, expect, it } from 'vitest';
import { recognitionProblem } from './browser-recognition.ts';

describe('recognitionProblem', () => {
  it('tells a recognizer that cannot work from one that heard nothing it could make out', () => {
    for (const error of ['network', 'not-allowed', 'service-not-allowed', 'language-not-supported', 'audio-capture']) {
      expect(recognitionProblem(error), error).toBe('unavailable');
    }
    for (const error of ['no-speech', 'aborted', 'something-new']) expect(recognitionProblem(error), error).toBe('not_understood');
  });
});
