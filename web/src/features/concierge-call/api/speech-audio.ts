import { ApiError } from '../../../lib/api-client.ts';
import { conversationPath } from '../../conversations/api/conversation-keys.ts';

/** One spoken part of a concierge message, and which synthesizer made it. */
export type SpeechAudio = {
  audio: Blob;
  source: 'service' | 'offline';
  /** Why the configured service was not used (it failed and the offline voice answered), else null. */
  fallbackReason: string | null;
};

export function speechPartUrl(conversationId: string, messageId: string, part: number): string {
  return `${conversationPath(conversationId)}/messages/${encodeURIComponent(messageId)}/speech/${part}`;
}

/**
 * `GET …/messages/{messageId}/speech/{part}`: audio, so not through the JSON client; a refusal or
 * `speech_unavailable` (503) comes as an `ApiError` with the server's sentence.
 */
export async function fetchSpeechPart(conversationId: string, messageId: string, part: number, signal: AbortSignal): Promise<SpeechAudio> {
  const response = await fetch(speechPartUrl(conversationId, messageId, part), { credentials: 'include', signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    const code = typeof body?.code === 'string' ? body.code : 'speech_failed';
    const message = typeof body?.message === 'string' ? body.message : `Tandem's voice answered with status ${response.status}.`;
    throw new ApiError(response.status, code, message);
  }
  return {
    audio: await response.blob(),
    source: response.headers.get('X-Speech-Source') === 'service' ? 'service' : 'offline',
    fallbackReason: response.headers.get('X-Speech-Fallback'),
  };
}
