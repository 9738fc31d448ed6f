import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSpeechServices } from './speech-services.ts';

const repositories = {
  conversations: { kindsAndMembers: async () => new Map() },
  messages: { findById: async () => undefined },
  logger: pino({ level: 'silent' }),
};
const transcription = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'whisper-1' };
const tts = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'tts-1', voice: 'alloy', timeoutMs: 1000 };

describe('the speech services', () => {
  it('leave recognition to the browser, and transcribe nothing, without a service or the offline recognizer', async () => {
    const services = await createSpeechServices({
      ...repositories,
      config: { transcription: undefined, tts: undefined },
      recognizerInstallation: null,
    });
    expect(services.modes).toEqual({ recognition: 'browser', synthesis: 'offline' });
    expect(services.transcriber).toBeUndefined();
    await services.close();
  });

  it('announce the configured services', async () => {
    const services = await createSpeechServices({ ...repositories, config: { transcription, tts }, recognizerInstallation: null });
    expect(services.modes).toEqual({ recognition: 'service', synthesis: 'service' });
    expect(services.transcriber).toBeDefined();
    await services.close();
  });

  it('go on without the offline recognizer when its files cannot be read', async () => {
    const broken = { binary: '/usr/bin/true', acousticModel: '/nonexistent', dictionary: '/nonexistent/dictionary' };
    const services = await createSpeechServices({
      ...repositories,
      config: { transcription: undefined, tts: undefined },
      recognizerInstallation: broken,
    });
    expect(services.modes.recognition).toBe('browser');
    await services.close();
  });
});
