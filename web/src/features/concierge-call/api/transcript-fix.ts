import type { TranscriptFixResponse } from '../../../../../shared/api/conversations.ts';
import { api } from '../../../lib/api-client.ts';
import { conversationPath } from '../../conversations/api/conversation-keys.ts';

/**
 * `PUT /api/conversations/{id}/messages/{messageId}/transcript`: the guest's fix of what was heard
 * of their newest voice turn. Answers the turn with its fixed words and the concierge's lines the
 * fix set aside; its answer to the fixed words comes as a new message.
 */
export function fixTranscript(conversationId: string, messageId: string, transcript: string): Promise<TranscriptFixResponse> {
  return api.put<TranscriptFixResponse>(`${conversationPath(conversationId)}/messages/${encodeURIComponent(messageId)}/transcript`, {
    transcript,
  });
}
