import { speechParts } from '../../shared/speech-parts.ts';
import { spokenText } from '../../shared/spoken-text.ts';
import type { Viewer } from '../conversations/conversation-access.ts';
import type { ConversationsRepository } from '../conversations/conversations.repository.ts';
import type { MessagesRepository } from '../conversations/messages.repository.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { LruCache } from './lru-cache.ts';
import { SpeechUnavailableError, type SpeechChain, type SpokenPart } from './synthesis/speech-chain.ts';

export interface SpeechServiceDependencies {
  conversations: Pick<ConversationsRepository, 'kindsAndMembers'>;
  messages: Pick<MessagesRepository, 'findById'>;
  speech: SpeechChain;
  /** Bytes of audio kept for parts asked again (a replay, a second tab). */
  cacheBytes?: number;
}

const defaultCacheBytes = 64 * 1024 * 1024;
const conciergeKinds = new Set(['concierge_text', 'concierge_voice']);

/**
 * The concierge's messages, spoken: part `part` of a concierge message (speechParts) in one of the
 * caller's concierge conversations, synthesized once and kept in an LRU cache. A part the service
 * failed on and the built-in voice spoke is not kept, so the service is asked again next time.
 */
export function createSpeechService({ conversations, messages, speech, cacheBytes = defaultCacheBytes }: SpeechServiceDependencies) {
  const cache = new LruCache<SpokenPart>(cacheBytes, (spoken) => spoken.audio.length);
  /** Parts being synthesized, so two requests for one part synthesize it once. */
  const inFlight = new Map<string, Promise<SpokenPart>>();

  async function partText(viewer: Viewer, conversationId: string, messageId: string, part: number): Promise<string> {
    const conversation = (await conversations.kindsAndMembers([conversationId])).get(conversationId);
    // Only members hear it: anyone else (admins included) learns nothing, not even that it exists.
    if (!conversation || !conversation.memberIds.includes(viewer.id)) throw notFound('That conversation');
    const message = await messages.findById(messageId);
    if (!message || message.conversationId !== conversationId) throw notFound('That message');
    if (!conciergeKinds.has(conversation.kind) || message.senderKind !== 'concierge' || !message.text) {
      throw new ApiError(409, 'not_concierge_message', 'Only the concierge’s messages in a concierge conversation can be spoken.');
    }
    const text = speechParts(spokenText(message))[part];
    if (text === undefined) throw notFound('That part of the message');
    return text;
  }

  return {
    async speak(viewer: Viewer, conversationId: string, messageId: string, part: number): Promise<SpokenPart> {
      const text = await partText(viewer, conversationId, messageId, part);
      const key = `${messageId}:${part}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = speech.speak(text).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        const spoken = await pending;
        if (!spoken.fallbackReason) cache.set(key, spoken);
        return spoken;
      } catch (error) {
        if (error instanceof SpeechUnavailableError) {
          throw new ApiError(503, 'speech_unavailable', 'The concierge cannot speak right now: its words are on screen.', {}, error);
        }
        throw error;
      }
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
