/** Text to speech, whoever does it: the configured endpoint (openai-synthesizer.ts) or the built-in espeak-ng (espeak-synthesizer.ts). */
export interface SpokenAudio {
  audio: Uint8Array;
  /** `audio/wav` from the built-in synthesizer; what the endpoint answers (`audio/mpeg`…) from the service. */
  contentType: string;
}

export interface Synthesizer {
  /** Throws when it fails, and when `signal` aborts. */
  synthesize(text: string, signal?: AbortSignal): Promise<SpokenAudio>;
}
