import ESpeakNg from 'espeak-ng';
import type { Synthesizer } from './synthesizer.ts';

/**
 * The built-in voice: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, voices inside), so it
 * needs no network and no system package. Each part runs the espeak command line in a fresh
 * instance (the build runs its `main` once) and reads the WAV it wrote (22,050 Hz, mono, 16-bit).
 */

const outputFile = 'speech.wav';
/** A little slower than espeak's default 175 words a minute: a question heard once must be understood. */
const wordsPerMinute = '160';

export function createEspeakSynthesizer(voice = 'en-us'): Synthesizer {
  return {
    async synthesize(text, signal) {
      signal?.throwIfAborted();
      const problems: string[] = [];
      const instance = await ESpeakNg({
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
