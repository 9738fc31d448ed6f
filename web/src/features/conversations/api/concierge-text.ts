import type { ConciergeTextResponse } from '../../../../../shared/api/concierge.ts';
import { api } from '../../../lib/api-client.ts';
import { conversationPath } from './conversation-keys.ts';

/**
 * `POST /api/conversations/{id}/concierge-text`: the guest's text chat with the concierge is open.
 * When the interview went on on a call since its last line, the concierge continues it there
 * (what was said on the call, then the question it waits on); asking twice posts nothing twice.
 */
export function continueConciergeInText(textConversationId: string): Promise<ConciergeTextResponse> {
  return api.post<ConciergeTextResponse>(`${conversationPath(textConversationId)}/concierge-text`);
}
