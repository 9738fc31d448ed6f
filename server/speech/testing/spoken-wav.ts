import { createEspeakSynthesizer } from '../synthesis/espeak-synthesizer.ts';
import { decodeWav, durationMs } from '../wav.ts';

const voice = createEspeakSynthesizer();

/** What a guest's answer sounds like from the built-in voice: a WAV (22,050 Hz mono) and its length. */
export async function spokenWav(text: string): Promise<{ wav: Uint8Array; durationMs: number }> {
  const { audio } = await voice.synthesize(text);
  return { wav: audio, durationMs: durationMs(decodeWav(audio)) };
}
