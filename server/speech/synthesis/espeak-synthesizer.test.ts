import { describe, expect, it } from 'vitest';
import { createEspeakSynthesizer } from './espeak-synthesizer.ts';

const voice = createEspeakSynthesizer();
const isWav = (audio: Uint8Array) => new TextDecoder().decode(audio.subarray(0, 4)) === 'RIFF' && audio.length > 1000;

describe('the built-in voice', () => {
  it('speaks parts asked for at once, each its own WAV', async () => {
    const [short, long] = await Promise.all([
      voice.synthesize('Hello.'),
      voice.synthesize('Who would you like to meet at this event, and what can you offer them?'),
    ]);
    expect(short.contentType).toBe('audio/wav');
    expect(isWav(short.audio) && isWav(long.audio)).toBe(true);
    expect(long.audio.length).toBeGreaterThan(short.audio.length);
  });

  it('gives up a part when asked to, and goes on speaking the next', async () => {
    const controller = new AbortController();
    const abandoned = voice.synthesize('A long answer nobody will wait for, since the guest hung up.', controller.signal);
    controller.abort(new Error('hung up'));
    await expect(abandoned).rejects.toThrow('hung up');
    expect(isWav((await voice.synthesize('Still here.')).audio)).toBe(true);
  });

  it('speaks a text that starts with a dash instead of reading it as an option', async () => {
    expect(isWav((await voice.synthesize('-v is not an option here')).audio)).toBe(true);
  });
});
