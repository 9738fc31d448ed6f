import type { ConciergeCallResponse } from '../../../../../shared/api/concierge.ts';
import { api } from '../../../lib/api-client.ts';
import { conversationPath } from '../../conversations/api/conversation-keys.ts';

/**
 * `POST /api/conversations/{id}/concierge-call`: starts (or resumes) the call in the guest's
 * voice conversation. The concierge posts its opening line, or names the question it still
 * waits an answer to; calling twice posts nothing twice.
 */
export function startConciergeCall(voiceConversationId: string): Promise<ConciergeCallResponse> {
  return api.post<ConciergeCallResponse>(`${conversationPath(voiceConversationId)}/concierge-call`);
}
