/**
 * Speech to text, whoever does it. The transcription jobs (`transcription-jobs.ts`) hand audio to
 * one; `openai-transcriber.ts` is the one Tandem has, and tests hand in their own.
 */
export interface Transcriber {
  /**
   * The spoken text, trimmed (empty when nothing was said). Throws when it fails, and when
   * `signal` aborts (the process is shutting down).
   */
  transcribe(audio: Uint8Array, contentType: string, fileName: string, signal?: AbortSignal): Promise<string>;
}
